import {
  zAdminSocialLinkListResponse,
  zAdminSocialLinkResponse,
  zSocialLinkInput,
  zSocialLinkListResponse,
  zSocialLinkPatch,
  zSocialLinkResponse,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentTexts } from './content.messages.ts';
import type { ContentServices } from './content.module.ts';
import { ADMIN_BASE, adminGuard, publicTags, security, adminTags as tags, zPidParams } from './route-kit.ts';
import {
  createSocialLink,
  deleteSocialLink,
  getSocialLink,
  getSocialLinkForAdmin,
  listSocialLinks,
  listSocialLinksForAdmin,
  updateSocialLink,
} from './social-links.service.ts';

const admin = `${ADMIN_BASE}/social-links/`;

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

    const guard = adminGuard(app);

    app.get(
      admin,
      { ...guard, schema: { tags, security, response: { 200: zAdminSocialLinkListResponse } } },
      async () => ({ result: await listSocialLinksForAdmin(db) }),
    );

    app.post(
      admin,
      {
        ...guard,
        schema: { tags, security, body: zSocialLinkInput, response: { 201: zAdminSocialLinkResponse } },
      },
      async (request, reply) => {
        const link = await createSocialLink(db, request.body);
        return reply.status(201).send({ result: { ...link, message: contentTexts.created } });
      },
    );

    app.get(
      `${admin}:pid/`,
      {
        ...guard,
        schema: { tags, security, params: zPidParams, response: { 200: zAdminSocialLinkResponse } },
      },
      async (request) => ({ result: await getSocialLinkForAdmin(db, request.params.pid) }),
    );

    app.patch(
      `${admin}:pid/`,
      {
        ...guard,
        schema: {
          tags,
          security,
          params: zPidParams,
          body: zSocialLinkPatch,
          response: { 200: zAdminSocialLinkResponse },
        },
      },
      async (request) => {
        const link = await updateSocialLink(db, request.params.pid, request.body);
        return { result: { ...link, message: contentTexts.updated } };
      },
    );

    app.delete(
      `${admin}:pid/`,
      { ...guard, schema: { tags, security, params: zPidParams, description: 'Answers 204.' } },
      async (request, reply) => {
        await deleteSocialLink(db, request.params.pid);
        return reply.status(204).send();
      },
    );
  };
}
