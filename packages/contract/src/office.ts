// Requests and responses of the office module (clients, cases, documents, cabinets, secretaries, portal, audit).
export * from './office/audit.ts';
export * from './office/cabinets.ts';
export * from './office/cases.ts';
export * from './office/clients.ts';
export * from './office/documents.ts';
export { zOfficeRef, zUserRef } from './office/fields.ts';
export * from './office/office-card.ts';
export * from './office/paths.ts';
export * from './office/portal.ts';
export * from './office/referral.ts';
export * from './office/secretaries.ts';
export * from './office/upload-size.ts';
export * from './office/vocabulary.ts';
