import {
  zCaseMessageListQuery,
  zCaseMessagePage,
  zCaseMessageRequest,
  zCaseMessageResponse,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toPage } from '../../core/paging.ts';
import { discardAll, parseFormFields, receiveUploads } from '../document/upload-receiver.ts';
import { callerOf } from './access.ts';
import type { OfficeServices } from './office.services.ts';
import { multipartForm, security, skipBodyValidation, officeTags as tags, zPidParams } from './route-kit.ts';

const base = '/api/lawyer-office/v1/cases/:pid/thread/';

/** A case's thread between its clients and the office: the same routes for both sides. */
export function caseThreadRoutes({ thread, storage }: OfficeServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);

    app.get(
      base,
      {
        schema: {
          tags,
          security,
          description: 'The case’s messages, newest first; for the office and the case’s clients alike.',
          params: zPidParams,
          querystring: zCaseMessageListQuery,
          response: { 200: zCaseMessagePage },
        },
      },
      async (request) => {
        const page = await thread.list(callerOf(request), request.params.pid, request.query);
        return { result: toPage(request, request.query, page.count, page.results) };
      },
    );

    app.post(
      base,
      {
        schema: {
          tags,
          security,
          description: 'A message; the other side (the office, or the case’s clients) gets an alarm.',
          params: zPidParams,
          body: zCaseMessageRequest,
          response: { 201: zCaseMessageResponse },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send({ result: await thread.post(callerOf(request), request.params.pid, request.body.body) }),
    );

    app.post(
      `${base}upload/`,
      {
        validatorCompiler: skipBodyValidation,
        schema: {
          tags,
          security,
          params: zPidParams,
          ...multipartForm({ body: z.string().max(4000).optional() }),
          description:
            'multipart/form-data: `file` and an optional `body`. The file becomes a case document shared with the clients; a client’s is marked «از طرف موکل». Limits: images 10 MB, documents 25 MB, videos 200 MB.',
          response: { 201: zCaseMessageResponse },
        },
      },
      async (request, reply) => {
        const caller = callerOf(request);
        const { pid } = request.params;
        await thread.caseForUpload(caller, pid);
        const { fields, files } = await receiveUploads(request, storage, {
          allowed: ['image', 'video', 'document'],
          maxFiles: 1,
          fields: ['body'],
        });
        // The body is optional here; one that is sent obeys the rules of a message's body.
        const result = await Promise.resolve()
          .then(() => (fields.body?.trim() ? parseFormFields(zCaseMessageRequest, fields).body : ''))
          .then((body) => thread.upload(caller, pid, files[0], body))
          .catch(async (error: unknown) => {
            await discardAll(storage, files);
            throw error;
          });
        return reply.status(201).send({ result });
      },
    );
  };
}
