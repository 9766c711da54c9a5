import {
  zAdminServiceItemListResponse,
  zAdminServiceItemResponse,
  zServiceItemInput,
  zServiceItemListResponse,
  zServiceItemPatch,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentTexts } from './content.messages.ts';
import type { ContentServices } from './content.module.ts';
import { ADMIN_BASE, adminGuard, publicTags, security, adminTags as tags, zPidParams } from './route-kit.ts';
import {
  createServiceItem,
  deleteServiceItem,
  getServiceItemForAdmin,
  listServiceItems,
  listServiceItemsForAdmin,
  updateServiceItem,
} from './service-items.service.ts';

const admin = `${ADMIN_BASE}/service-items/`;

/** The platform's services (وکالت، مشاوره آنلاین، ...) for everyone; the admin's list and form. */
export function serviceItemsRoutes({ db }: ContentServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/common/v1/service-items/',
      { schema: { tags: publicTags, response: { 200: zServiceItemListResponse } } },
      async () => ({ result: await listServiceItems(db) }),
    );

    const guard = adminGuard(app);

    app.get(
      admin,
      { ...guard, schema: { tags, security, response: { 200: zAdminServiceItemListResponse } } },
      async () => ({ result: await listServiceItemsForAdmin(db) }),
    );

    app.post(
      admin,
      {
        ...guard,
        schema: { tags, security, body: zServiceItemInput, response: { 201: zAdminServiceItemResponse } },
      },
      async (request, reply) => {
        const item = await createServiceItem(db, request.body);
        return reply.status(201).send({ result: { ...item, message: contentTexts.created } });
      },
    );

    app.get(
      `${admin}:pid/`,
      {
        ...guard,
        schema: { tags, security, params: zPidParams, response: { 200: zAdminServiceItemResponse } },
      },
      async (request) => ({ result: await getServiceItemForAdmin(db, request.params.pid) }),
    );

    app.patch(
      `${admin}:pid/`,
      {
        ...guard,
        schema: {
          tags,
          security,
          params: zPidParams,
          body: zServiceItemPatch,
          response: { 200: zAdminServiceItemResponse },
        },
      },
      async (request) => {
        const item = await updateServiceItem(db, request.params.pid, request.body);
        return { result: { ...item, message: contentTexts.updated } };
      },
    );

    app.delete(
      `${admin}:pid/`,
      { ...guard, schema: { tags, security, params: zPidParams, description: 'Answers 204.' } },
      async (request, reply) => {
        await deleteServiceItem(db, request.params.pid);
        return reply.status(204).send();
      },
    );
  };
}
