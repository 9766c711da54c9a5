// Requests and responses of the content module (site content, feedback, contact, newsletter, banners, settings, countries, version status).
export {};
