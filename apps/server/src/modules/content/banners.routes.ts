import {
  zAdminBannerListQuery,
  zAdminBannerListResponse,
  zAdminBannerResponse,
  zBannerInput,
  zBannerListQuery,
  zBannerListResponse,
  zBannerPatch,
  zBannerResponse,
} from '@vakilyar/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken } from '../../core/auth-guard.ts';
import {
  createBanner,
  deleteBanner,
  getBannerForAdmin,
  getLiveBanner,
  listBannersForAdmin,
  listLiveBanners,
  updateBanner,
} from './banners.service.ts';
import { contentTexts } from './content.messages.ts';
import type { ContentServices } from './content.services.ts';
import { ADMIN_BASE, adminGuard, adminTags, publicTags, security, zPidParams } from './route-kit.ts';

const admin = `${ADMIN_BASE}/banners/`;

/** `banner/v1`: the banners shown now; and the admin's banner list and form. */
export function bannersRoutes({ db }: ContentServices): FastifyPluginAsyncZod {
  return async (app) => {
    /** Public routes that also know a signed-in caller: a bad or expired token just reads as a visitor. */
    const viewer = {
      onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
        if (bearerToken(request)) await app.authenticate(request, reply).catch(() => undefined);
      },
    };
    const rolesOf = (request: FastifyRequest) => request.actor?.roles ?? [];

    app.get(
      '/api/banner/v1/',
      {
        ...viewer,
        schema: {
          tags: publicTags,
          description:
            'Active banners within their dates, in display order, for everyone or for one of the caller’s roles (with a token); `placement` narrows them.',
          querystring: zBannerListQuery,
          response: { 200: zBannerListResponse },
        },
      },
      async (request) => ({
        result: await listLiveBanners(db, request.query.placement, rolesOf(request)),
      }),
    );

    app.get(
      '/api/banner/v1/:pid/',
      { ...viewer, schema: { tags: publicTags, params: zPidParams, response: { 200: zBannerResponse } } },
      async (request) => ({ result: await getLiveBanner(db, request.params.pid, rolesOf(request)) }),
    );

    const guard = adminGuard(app);
    const tags = adminTags;

    app.get(
      admin,
      {
        ...guard,
        schema: {
          tags,
          security,
          querystring: zAdminBannerListQuery,
          response: { 200: zAdminBannerListResponse },
        },
      },
      async (request) => ({ result: await listBannersForAdmin(db, request.query) }),
    );

    app.post(
      admin,
      { ...guard, schema: { tags, security, body: zBannerInput, response: { 201: zAdminBannerResponse } } },
      async (request, reply) => {
        const banner = await createBanner(db, request.body);
        return reply.status(201).send({ result: { ...banner, message: contentTexts.created } });
      },
    );

    app.get(
      `${admin}:pid/`,
      { ...guard, schema: { tags, security, params: zPidParams, response: { 200: zAdminBannerResponse } } },
      async (request) => ({ result: await getBannerForAdmin(db, request.params.pid) }),
    );

    app.patch(
      `${admin}:pid/`,
      {
        ...guard,
        schema: {
          tags,
          security,
          params: zPidParams,
          body: zBannerPatch,
          response: { 200: zAdminBannerResponse },
        },
      },
      async (request) => {
        const banner = await updateBanner(db, request.params.pid, request.body);
        return { result: { ...banner, message: contentTexts.updated } };
      },
    );

    app.delete(
      `${admin}:pid/`,
      {
        ...guard,
        schema: { tags, security, params: zPidParams, description: 'Answers 204; the image stays.' },
      },
      async (request, reply) => {
        await deleteBanner(db, request.params.pid);
        return reply.status(204).send();
      },
    );
  };
}
