import { type FileType, zDownloadQuery, zResult, zUploadedFile, zUploadResponse } from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../core/auth-guard.ts';
import { multipartForm, security, skipBodyValidation, zPidParams } from '../../core/route-kit.ts';
import { documentTexts } from './document.messages.ts';
import { type UploadsService, uploadAnswer } from './document.service.ts';
import type { FileStorage } from './file-storage.ts';
import { sendStoredFile } from './stored-files.ts';
import { receiveUploads } from './upload-receiver.ts';

const tags = ['document'];
const MAX_FILES = 10;

/** `document/v1`: generic uploads of images, videos and documents, one or many per request. */
export function documentRoutes(uploads: UploadsService, storage: FileStorage): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);

    const endpoints: [string, FileType][] = [
      ['upload-image', 'image'],
      ['upload-video', 'video'],
      ['upload-document', 'document'],
    ];
    for (const [path, fileType] of endpoints) {
      app.post(
        `/api/document/v1/${path}/`,
        {
          validatorCompiler: skipBodyValidation,
          schema: {
            tags,
            security,
            ...multipartForm({ file_type: z.literal(fileType).optional() }),
            description: `multipart/form-data: \`file\` (or \`files\` repeated, up to ${MAX_FILES}) and optional \`file_type\` (${fileType}). The type is sniffed from the bytes; 413 over the size limit, 415 for another type.`,
            response: { 201: zUploadResponse },
          },
        },
        async (request, reply) => {
          const { files } = await receiveUploads(request, storage, {
            allowed: [fileType],
            maxFiles: MAX_FILES,
            fields: ['file_type'],
          });
          const stored = await uploads.store(actorOf(request), files);
          const message =
            stored.length > 1 ? documentTexts.uploadedMany(stored.length) : documentTexts.uploaded;
          return reply.status(201).send({ result: uploadAnswer(stored, message) });
        },
      );
    }

    app.get(
      '/api/document/v1/files/:pid/',
      { schema: { tags, security, params: zPidParams, response: { 200: zResult(zUploadedFile) } } },
      async (request) => ({
        result: uploads.present(await uploads.findOwn(actorOf(request), request.params.pid)),
      }),
    );

    app.get(
      '/api/document/v1/files/:pid/download/',
      {
        schema: {
          tags,
          security,
          description: 'Streams the file; supports `Range` (206).',
          params: zPidParams,
          querystring: zDownloadQuery,
        },
      },
      async (request, reply) => {
        const row = await uploads.findOwn(actorOf(request), request.params.pid);
        return sendStoredFile(request, reply, storage, row, request.query.disposition);
      },
    );

    app.delete(
      '/api/document/v1/files/:pid/',
      { schema: { tags, security, params: zPidParams, description: 'Answers 204.' } },
      async (request, reply) => {
        await uploads.remove(actorOf(request), request.params.pid);
        return reply.status(204).send();
      },
    );
  };
}
