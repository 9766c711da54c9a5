// Requests and responses of the content module (site content, feedback, contact, newsletter, banners, settings, countries, version status).
export * from './content/admin.ts';
export * from './content/admin-site.ts';
export * from './content/paths.ts';
export * from './content/public.ts';
export * from './content/reference.ts';
export * from './content/vocab.ts';
