import {
  zAdminSocialLinkListResponse,
  zAdminSocialLinkResponse,
  zSocialLinkInput,
  zSocialLinkListResponse,
  zSocialLinkPatch,
  zSocialLinkResponse,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCollectionRoutes } from './admin-collection.ts';
import type { ContentServices } from './content.services.ts';
import { publicTags, zPidParams } from './route-kit.ts';
import {
  createSocialLink,
  deleteSocialLink,
  getSocialLink,
  getSocialLinkForAdmin,
  listSocialLinks,
  listSocialLinksForAdmin,
  updateSocialLink,
} from './social-links.service.ts';

/** Social networks for everyone (`social-media/v1`); the admin's list and form. */
export function socialLinksRoutes({ db }: ContentServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/social-media/v1/',
      { schema: { tags: publicTags, response: { 200: zSocialLinkListResponse } } },
      async () => ({ result: await listSocialLinks(db) }),
    );
    app.get(
      '/api/social-media/v1/:pid/',
      { schema: { tags: publicTags, params: zPidParams, response: { 200: zSocialLinkResponse } } },
      async (request) => ({ result: await getSocialLink(db, request.params.pid) }),
    );
    await app.register(
      adminCollectionRoutes(db, {
        folder: 'social-links',
        input: zSocialLinkInput,
        patch: zSocialLinkPatch,
        item: zAdminSocialLinkResponse,
        list: zAdminSocialLinkListResponse,
        service: {
          list: listSocialLinksForAdmin,
          get: getSocialLinkForAdmin,
          create: createSocialLink,
          update: updateSocialLink,
          remove: deleteSocialLink,
        },
      }),
    );
  };
}
