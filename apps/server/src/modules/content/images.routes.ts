import { CONTENT_RULES, zContentImageResponse } from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../core/auth-guard.ts';
import { fieldError, notFound } from '../../core/errors.ts';
import { multipartForm, skipBodyValidation } from '../../core/route-kit.ts';
import { documentTexts } from '../document/document.messages.ts';
import { receiveUploads } from '../document/upload-receiver.ts';
import { contentTexts } from './content.messages.ts';
import type { ContentServices } from './content.services.ts';
import { findContentImage, storeContentImage } from './images.service.ts';
import { ADMIN_BASE, adminGuard, adminTags, publicTags, security, zPidParams } from './route-kit.ts';

/** Banner and team images: the admin uploads them; anyone fetches them (they are public by nature). */
export function imagesRoutes({ db, storage }: ContentServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      `${ADMIN_BASE}/images/`,
      {
        ...adminGuard(app),
        validatorCompiler: skipBodyValidation,
        schema: {
          tags: adminTags,
          security,
          ...multipartForm({}),
          description: `multipart/form-data: one image in \`file\` (JPG, PNG, WebP or GIF, sniffed from the bytes; at most ${CONTENT_RULES.imageMaxBytes} bytes). 413 over the limit, 415 for another type.`,
          response: { 201: zContentImageResponse },
        },
      },
      async (request, reply) => {
        const { files } = await receiveUploads(request, storage, {
          allowed: ['image'],
          maxFiles: 1,
          fields: [],
        });
        const [file] = files;
        if (!file) throw fieldError('file', documentTexts.fileMissing);
        const image = await storeContentImage(db, storage, actorOf(request), file);
        return reply.status(201).send({ result: { ...image, message: contentTexts.imageUploaded } });
      },
    );

    app.get(
      '/api/common/v1/content-images/:pid/',
      {
        schema: {
          tags: publicTags,
          params: zPidParams,
          description: 'The image bytes; public and cacheable (an image never changes under its pid).',
        },
      },
      async (request, reply) => {
        const image = await findContentImage(db, request.params.pid);
        const size = await storage.size(image.storageKey);
        if (size === null) throw notFound(contentTexts.imageNotFound);
        return reply
          .header('content-type', image.mimeType)
          .header('content-length', String(size))
          .header('content-disposition', 'inline')
          .header('cache-control', 'public, max-age=604800, immutable')
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(storage.read(image.storageKey));
      },
    );
  };
}
