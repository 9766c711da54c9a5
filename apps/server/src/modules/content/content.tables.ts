// The content module's tables (site content, feedback, contact, newsletter, banners, settings, countries, version status).
export {};
