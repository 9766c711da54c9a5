// Requests and responses of the law library (issue 21): laws, tables of contents, articles, search, pins, corrections.
export * from './law/articles.ts';
export * from './law/paths.ts';
export * from './law/refs.ts';
