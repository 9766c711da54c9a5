import { zAuditPage, zAuditQuery, zAuditVerifyResponse } from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPage } from '../../core/paging.ts';
import { callerOf } from './access.ts';
import type { OfficeServices } from './office.services.ts';
import { security, officeTags as tags } from './route-kit.ts';

const base = '/api/lawyer-office/v1/audit-log/';

/** The lawyer's view of their office's audit log. */
export function auditRoutes({ audit }: OfficeServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);

    app.get(
      base,
      {
        schema: {
          tags,
          security,
          description: 'Views, downloads, changes and deletes in the office, newest first.',
          querystring: zAuditQuery,
          response: { 200: zAuditPage },
        },
      },
      async (request) => {
        const page = await audit.list(callerOf(request), request.query);
        return { result: toPage(request, request.query, page.count, page.results) };
      },
    );

    app.get(
      `${base}export/`,
      {
        schema: {
          tags,
          security,
          description: 'The filtered log as CSV (UTF-8 with BOM).',
          querystring: zAuditQuery.omit({ page: true, page_size: true }),
        },
      },
      async (request, reply) => {
        const { stream, fileName } = await audit.exportCsv(callerOf(request), request.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(stream);
      },
    );

    app.get(
      `${base}verify/`,
      {
        schema: {
          tags,
          security,
          description: 'Recomputes the office chain: whether any row was altered or removed.',
          response: { 200: zAuditVerifyResponse },
        },
      },
      async (request) => ({ result: await audit.verify(callerOf(request)) }),
    );
  };
}
