import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../core/module-context.ts';
import type { AppServices } from '../../core/services.ts';
import { documentRoutes } from '../document/document.routes.ts';
import { createUploadsService } from '../document/document.service.ts';
import { createFileStorage } from '../document/file-storage.ts';
import { objectStoreOf } from '../document/object-store.ts';
import { createReferralService, referralRoutes } from '../referral/referral.routes.ts';
import { createAccessLinksService } from './access-links.service.ts';
import { auditRoutes } from './audit.routes.ts';
import { createAuditService } from './audit.service.ts';
import { cabinetsRoutes } from './cabinets.routes.ts';
import { createCabinetsService } from './cabinets.service.ts';
import { createCaseMembersService } from './case-members.service.ts';
import { caseThreadRoutes } from './case-thread.routes.ts';
import { createCaseThreadService } from './case-thread.service.ts';
import { createTimelineService } from './case-timeline.ts';
import { casesRoutes } from './cases.routes.ts';
import { createCasesService } from './cases.service.ts';
import { clientsRoutes } from './clients.routes.ts';
import { createClientsService } from './clients.service.ts';
import { documentsRoutes } from './documents.routes.ts';
import { createDocumentsService } from './documents.service.ts';
import { createMyCasesService } from './my-cases.service.ts';
import { officesRoutes } from './offices.routes.ts';
import { portalRoutes, redeemRoutes } from './portal.routes.ts';
import { secretariesRoutes } from './secretaries.routes.ts';
import { createSecretariesService } from './secretaries.service.ts';

/** The law office's services (clients, cases, documents, cabinets, secretaries, access links, audit). */
export function createOfficeServices(ctx: ModuleContext) {
  const { db } = ctx;
  const storage = createFileStorage(
    ctx.config.UPLOAD_DIR ?? join(ctx.config.DATA_DIR, 'uploads'),
    objectStoreOf(ctx.config),
  );
  const clients = createClientsService(db);
  const cases = createCasesService(db, clients, storage);
  const documents = createDocumentsService(db, storage);
  const myCases = createMyCasesService(db, documents);
  return {
    db,
    storage,
    clients,
    cases,
    documents,
    myCases,
    members: createCaseMembersService(db),
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

/** Method and path of every route this module serves; the tenancy test walks all of them. */
export const officeRouteTable = new Map<string, { method: string; url: string }>();

/** Every office, lawyer, referral and document route, and the client portal's. */
export function officeRoutes(services: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD') continue;
        officeRouteTable.set(`${method} ${route.url}`, { method, url: route.url });
      }
    });
    await app.register(multipart, {
      throwFileSizeLimit: true,
      limits: { fieldNameSize: 100, fieldSize: 10_000, fields: 20, headerPairs: 100 },
    });
    const office = services.office;
    // Uploads cut off by a crash leave temporary files; they go when the server starts.
    app.addHook('onReady', async () => {
      await office.storage.sweepTemp().catch(() => 0);
    });
    await app.register(clientsRoutes(office));
    await app.register(casesRoutes(office));
    await app.register(documentsRoutes(office));
    await app.register(documentRoutes(office.uploads, office.storage));
    await app.register(cabinetsRoutes(office));
    await app.register(secretariesRoutes(office));
    await app.register(officesRoutes(office));
    await app.register(redeemRoutes(office));
    await app.register(portalRoutes(office));
    await app.register(auditRoutes(office));
    await app.register(caseThreadRoutes(office));
    await app.register(referralRoutes(office.referral));
  };
}
