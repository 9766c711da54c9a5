// The content module's tables (site content, feedback, contact, newsletter, banners, settings, countries, version status).
export * from './tables/images.ts';
export * from './tables/messages.ts';
export * from './tables/places.ts';
export * from './tables/settings.ts';
export * from './tables/site.ts';
