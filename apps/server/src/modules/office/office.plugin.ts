import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentRoutes } from '../document/document.routes.ts';
import { referralRoutes } from '../referral/referral.routes.ts';
import { auditRoutes } from './audit.routes.ts';
import { cabinetsRoutes } from './cabinets.routes.ts';
import { caseThreadRoutes } from './case-thread.routes.ts';
import { casesRoutes } from './cases.routes.ts';
import { clientsRoutes } from './clients.routes.ts';
import { coCounselInvitationsRoutes } from './co-counsel-invitations.routes.ts';
import { documentsRoutes } from './documents.routes.ts';
import type { OfficeServices } from './office.services.ts';
import { officesRoutes } from './offices.routes.ts';
import { portalRoutes, redeemRoutes } from './portal.routes.ts';
import { secretariesRoutes } from './secretaries.routes.ts';

/** Method and path of every route this module serves; the tenancy test walks all of them. */
export const officeRouteTable = new Map<string, { method: string; url: string }>();

/** Every office, lawyer, referral and document route, and the client portal's. */
export function officeRoutes(office: OfficeServices): FastifyPluginAsyncZod {
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
    // Uploads cut off by a crash leave temporary files; they go when the server starts.
    app.addHook('onReady', async () => {
      await office.storage.sweepTemp().catch(() => 0);
    });
    await app.register(clientsRoutes(office));
    await app.register(casesRoutes(office));
    await app.register(coCounselInvitationsRoutes(office.coCounselInvitations));
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
