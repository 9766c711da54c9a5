import { join } from 'node:path';
import type { ModuleContext } from '../../core/module-context.ts';
import { createUploadsService } from '../document/document.service.ts';
import { createFileStorage } from '../document/file-storage.ts';
import { objectStoreOf } from '../document/object-store.ts';
import { createReferralService } from '../referral/referral.service.ts';
import { createAccessLinksService } from './access-links.service.ts';
import { createAuditService } from './audit.service.ts';
import { createCabinetsService } from './cabinets.service.ts';
import { createCaseHooks } from './case-hooks.ts';
import { createCaseMembersService } from './case-members.service.ts';
import { createCaseThreadService } from './case-thread.service.ts';
import { createTimelineService } from './case-timeline.ts';
import { createCasesService } from './cases.service.ts';
import { createClientsService } from './clients.service.ts';
import { createCoCounselInvitationsService } from './co-counsel-invitations.service.ts';
import { createDocumentsService } from './documents.service.ts';
import { createMyCasesService } from './my-cases.service.ts';
import { createSecretariesService } from './secretaries.service.ts';

/** The law office's services (clients, cases, documents, cabinets, secretaries, access links, audit). */
export function createOfficeServices(ctx: ModuleContext) {
  const { db } = ctx;
  const storage = createFileStorage(
    ctx.config.UPLOAD_DIR ?? join(ctx.config.DATA_DIR, 'uploads'),
    objectStoreOf(ctx.config),
  );
  const clients = createClientsService(db);
  const caseHooks = createCaseHooks();
  const cases = createCasesService(db, clients, storage, caseHooks);
  const documents = createDocumentsService(db, storage);
  const myCases = createMyCasesService(db, documents);
  const coCounselInvitations = createCoCounselInvitationsService(db);
  return {
    db,
    storage,
    clients,
    cases,
    caseHooks,
    documents,
    myCases,
    coCounselInvitations,
    members: createCaseMembersService(db, coCounselInvitations),
    timeline: createTimelineService(db),
    thread: createCaseThreadService(db, storage),
    uploads: createUploadsService(db, storage),
    cabinets: createCabinetsService(db, cases),
    secretaries: createSecretariesService(ctx),
    accessLinks: createAccessLinksService(ctx, clients, myCases),
    audit: createAuditService(db),
    referral: createReferralService(ctx),
  };
}

export type OfficeServices = ReturnType<typeof createOfficeServices>;
