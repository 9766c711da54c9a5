import multipart from '@fastify/multipart';
import { zConsultantSettingsMutationResponse, zDownloadQuery } from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../core/auth-guard.ts';
import { multipartForm, skipBodyValidation } from '../../../core/route-kit.ts';
import type { Db } from '../../../db/client.ts';
import type { FileStorage } from '../../document/file-storage.ts';
import { sendStoredFile } from '../../document/stored-files.ts';
import { receiveUploads } from '../../document/upload-receiver.ts';
import { adminTags, consultationTags, security, signedIn, zPidParams } from '../route-kit.ts';
import { createLicenceDocumentService } from './licence-document.service.ts';

const own = '/api/consultation/v1/settings/licence-document/';

/** The scan of a consultant's licence: uploaded and downloaded by them, downloaded by the admins. */
export function licenceDocumentRoutes(db: Db, storage: FileStorage): FastifyPluginAsyncZod {
  const licence = createLicenceDocumentService(db, storage);
  return async (app) => {
    // Encapsulated here, as in the other modules that take uploads.
    await app.register(multipart, {
      throwFileSizeLimit: true,
      limits: { fieldNameSize: 100, fieldSize: 10_000, fields: 20, headerPairs: 100 },
    });
    app.post(
      own,
      {
        ...signedIn(app, 'consultant.settings'),
        validatorCompiler: skipBodyValidation,
        schema: {
          tags: consultationTags,
          security,
          ...multipartForm({}),
          description:
            'multipart/form-data: `file`, a PDF or an image of the licence, sniffed; replaces the previous one. 413 over the size limit, 415 for another type.',
          response: { 200: zConsultantSettingsMutationResponse },
        },
      },
      async (request) => {
        const { files } = await receiveUploads(request, storage, {
          allowed: ['document', 'image'],
          maxFiles: 1,
          fields: [],
        });
        const [file] = files;
        return { result: await licence.upload(actorOf(request), file as NonNullable<typeof file>) };
      },
    );

    app.get(
      own,
      {
        ...signedIn(app, 'consultant.settings'),
        schema: {
          tags: consultationTags,
          security,
          querystring: zDownloadQuery,
          description: 'Streams the file.',
        },
      },
      async (request, reply) => {
        const document = await licence.ownDocument(actorOf(request));
        return sendStoredFile(request, reply, storage, document, request.query.disposition);
      },
    );

    app.get(
      '/api/admin/v1/consultants/:pid/licence-document/',
      {
        ...signedIn(app, 'admin.users'),
        schema: {
          tags: adminTags,
          security,
          params: zPidParams,
          querystring: zDownloadQuery,
          description: "Streams the consultant's licence scan for review; 404 when there is none.",
        },
      },
      async (request, reply) => {
        const document = await licence.documentOfConsultant(request.params.pid);
        return sendStoredFile(request, reply, storage, document, request.query.disposition);
      },
    );
  };
}
