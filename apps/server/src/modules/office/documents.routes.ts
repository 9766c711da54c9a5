import {
  FILE_TYPES,
  zDocumentListQuery,
  zDocumentPage,
  zDocumentResponse,
  zDocumentUploadResponse,
  zDownloadQuery,
  zUpdateDocumentRequest,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toPage } from '../../core/paging.ts';
import { sendStoredFile } from '../document/stored-files.ts';
import { discardAll, parseFormFields, receiveUploads } from '../document/upload-receiver.ts';
import { callerOf } from './access.ts';
import { officeTexts } from './office.messages.ts';
import type { OfficeServices } from './office.services.ts';
import { multipartForm, security, skipBodyValidation, officeTags as tags, zPidParams } from './route-kit.ts';

const base = '/api/lawyer-office/v1/documents/';
const MAX_FILES = 10;

export function documentsRoutes({ documents, storage }: OfficeServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);

    app.post(
      base,
      {
        validatorCompiler: skipBodyValidation,
        schema: {
          tags,
          security,
          ...multipartForm({
            case: z.string().describe('pid of the case'),
            file_type: z.enum(FILE_TYPES).optional(),
            title: z.string().optional(),
            visible_to_client: z.enum(['true', 'false']).optional(),
          }),
          description:
            'multipart/form-data: `case` (pid), `file` (or `files` repeated), optional `file_type` (image, video, document), `title`, `visible_to_client` (true/false). Send the text fields before the file. Limits: images 10 MB, documents 25 MB, videos 200 MB.',
          response: { 201: zDocumentUploadResponse },
        },
      },
      async (request, reply) => {
        const caller = callerOf(request);
        const { fields, files } = await receiveUploads(request, storage, {
          allowed: ['image', 'video', 'document'],
          maxFiles: MAX_FILES,
          fields: ['case', 'file_type', 'title', 'visible_to_client'],
          // Fields sent first let an upload to a case that is not the caller's stop before any byte is kept.
          beforeFirstFile: async (early) => {
            if (early.case) await documents.caseForUpload(caller, early.case);
          },
        });
        const stored = await Promise.resolve()
          .then(() => parseFormFields(zUpdateDocumentRequest.pick({ title: true }), fields))
          .then(({ title }) =>
            documents.upload(caller, fields.case ?? '', files, {
              title: title ?? undefined,
              visibleToClient: fields.visible_to_client === 'true' || fields.visible_to_client === '1',
            }),
          )
          .catch(async (error: unknown) => {
            await discardAll(storage, files);
            throw error;
          });
        const [first] = stored;
        if (!first) throw new Error('no document stored');
        const message =
          stored.length > 1 ? officeTexts.documentsUploaded(stored.length) : officeTexts.documentUploaded;
        return reply.status(201).send({
          result: { ...first, pids: stored.map((d) => d.pid), files: stored, message },
        });
      },
    );

    app.get(
      `${base}by-case/:pid/`,
      {
        schema: {
          tags,
          security,
          params: zPidParams,
          querystring: zDocumentListQuery,
          response: { 200: zDocumentPage },
        },
      },
      async (request) => {
        const page = await documents.listByCase(callerOf(request), request.params.pid, request.query);
        return { result: toPage(request, request.query, page.count, page.results) };
      },
    );

    app.get(
      `${base}:pid/`,
      { schema: { tags, security, params: zPidParams, response: { 200: zDocumentResponse } } },
      async (request) => ({ result: await documents.get(callerOf(request), request.params.pid) }),
    );

    app.patch(
      `${base}:pid/`,
      {
        schema: {
          tags,
          security,
          description:
            "Title, `visible_to_client` (the case's clients see it in their portal) and `shared_with_co_counsel` (its lawyers from other offices see it; the case's own office alone may change it).",
          params: zPidParams,
          body: zUpdateDocumentRequest,
          response: { 200: zDocumentResponse },
        },
      },
      async (request) => ({
        result: await documents.update(callerOf(request), request.params.pid, request.body),
      }),
    );

    app.delete(
      `${base}:pid/`,
      { schema: { tags, security, params: zPidParams, description: 'Answers 204.' } },
      async (request, reply) => {
        await documents.remove(callerOf(request), request.params.pid);
        return reply.status(204).send();
      },
    );

    app.get(
      `${base}:pid/download/`,
      {
        schema: {
          tags,
          security,
          description:
            'Streams the file with its type and name; supports `Range` (206). Written to the audit log.',
          params: zPidParams,
          querystring: zDownloadQuery,
        },
      },
      async (request, reply) => {
        const file = await documents.forDownload(callerOf(request), request.params.pid, 'staff');
        return sendStoredFile(request, reply, storage, file, request.query.disposition);
      },
    );
  };
}
