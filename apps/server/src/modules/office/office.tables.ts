// Every table of the office module (and the document module's), exported once for db/schema.ts.
export { documents } from '../document/document.tables.ts';
export { accessLinks } from './tables/access-links.ts';
export { officeAuditLog } from './tables/audit.ts';
export { archiveCabinets } from './tables/cabinets.ts';
export { caseThreadMessages } from './tables/case-thread.ts';
export { caseClientAccess, caseClients, caseLawyers, officeCaseCounts, officeCases } from './tables/cases.ts';
export { officeClients } from './tables/clients.ts';
export { coCounselInvitations } from './tables/co-counsel-invitations.ts';
export { officeSecretaries, offices } from './tables/offices.ts';
export { secretaryInvitations } from './tables/secretary-invitations.ts';
