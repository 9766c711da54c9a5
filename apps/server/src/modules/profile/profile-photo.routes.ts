import multipart from '@fastify/multipart';
import {
  PROFILE_PHOTO_MAX_BYTES,
  PROFILE_PHOTO_MIME_TYPES,
  profilePhotoTexts,
  zProfilePhotoResponse,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../core/auth-guard.ts';
import { multipartForm, security, skipBodyValidation } from '../../core/route-kit.ts';
import type { FileStorage } from '../document/file-storage.ts';
import { sendStoredFile } from '../document/stored-files.ts';
import { receiveUploads } from '../document/upload-receiver.ts';
import type { ProfilePhotoService } from './profile-photo.service.ts';

const tags = ['profile'];
const path = '/api/user/v1/profile/photo/';

/** The signed-in user's profile photo; registered inside `profileRoutes`, which authenticates every route. */
export function profilePhotoRoutes(photo: ProfilePhotoService, storage: FileStorage): FastifyPluginAsyncZod {
  return async (app) => {
    // Encapsulated here, as in the other modules that take uploads.
    await app.register(multipart, {
      throwFileSizeLimit: true,
      limits: { fieldNameSize: 100, fieldSize: 10_000, fields: 20, headerPairs: 100 },
    });

    app.post(
      path,
      {
        validatorCompiler: skipBodyValidation,
        schema: {
          tags,
          security,
          ...multipartForm({}),
          description:
            'multipart/form-data: `file`, a JPEG, PNG or WebP image of at most 2 MB, sniffed from the bytes; replaces the previous photo. 413 over the size limit, 415 for another type.',
          response: { 201: zProfilePhotoResponse },
        },
      },
      async (request, reply) => {
        const { files } = await receiveUploads(request, storage, {
          allowed: ['image'],
          maxFiles: 1,
          fields: [],
          maxSize: PROFILE_PHOTO_MAX_BYTES,
          formats: { mimeTypes: PROFILE_PHOTO_MIME_TYPES, refusal: profilePhotoTexts.typeNotAllowed },
        });
        const [file] = files;
        const result = await photo.upload(actorOf(request), file as NonNullable<typeof file>);
        return reply.status(201).send({ result });
      },
    );

    app.get(
      path,
      {
        schema: {
          tags,
          security,
          description:
            "Streams the caller's own photo (inline); 404 when there is none. Only its owner reads it.",
        },
      },
      async (request, reply) => {
        const document = await photo.ownPhoto(actorOf(request));
        return sendStoredFile(request, reply, storage, document, 'inline');
      },
    );

    app.delete(
      path,
      { schema: { tags, security, description: "Deletes the caller's photo; answers 204, 404 when none." } },
      async (request, reply) => {
        await photo.remove(actorOf(request));
        return reply.status(204).send();
      },
    );
  };
}
