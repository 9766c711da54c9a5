// Drafting: templates with merge fields, drafts written from a case, rendered to Word and PDF.
export * from './drafting/body.ts';
export * from './drafting/drafts.ts';
export * from './drafting/fields.ts';
export * from './drafting/format.ts';
export * from './drafting/paths.ts';
export * from './drafting/templates.ts';
