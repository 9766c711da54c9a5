import { createReadStream } from 'node:fs';
import { zOfficeExportListResponse, zOfficeExportResponse } from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { security, zPidParams } from '../../core/route-kit.ts';
import { callerOf } from '../office/access.ts';
import type { OfficeExportService } from './office-export.service.ts';

const base = '/api/lawyer-office/v1/exports/';
const tags = ['office'];

const attachment = (name: string) =>
  `attachment; filename="office-export.zip"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** The office owner's complete export: start it, follow its progress, download the zip. */
export function officeExportRoutes(exports: OfficeExportService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);

    app.post(
      base,
      {
        schema: {
          tags,
          security,
          description: 'Starts building the office export in the background; answers 202 with it (queued).',
          response: { 202: zOfficeExportResponse },
        },
      },
      async (request, reply) => reply.status(202).send({ result: await exports.start(callerOf(request)) }),
    );

    app.get(
      base,
      {
        schema: {
          tags,
          security,
          description: 'The latest exports, newest first.',
          response: { 200: zOfficeExportListResponse },
        },
      },
      async (request) => ({ result: await exports.list(callerOf(request)) }),
    );

    app.get(
      `${base}:pid/download/`,
      { schema: { tags, security, params: zPidParams, description: 'The zip of a ready export.' } },
      async (request, reply) => {
        const file = await exports.download(callerOf(request), request.params.pid);
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', attachment(file.name))
          .header('content-length', String(file.size))
          .header('cache-control', 'private, no-store')
          .send(createReadStream(file.path));
      },
    );
  };
}
