import {
  zAdminServiceItemListResponse,
  zAdminServiceItemResponse,
  zServiceItemInput,
  zServiceItemListResponse,
  zServiceItemPatch,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCollectionRoutes } from './admin-collection.ts';
import type { ContentServices } from './content.services.ts';
import { publicTags } from './route-kit.ts';
import {
  createServiceItem,
  deleteServiceItem,
  getServiceItemForAdmin,
  listServiceItems,
  listServiceItemsForAdmin,
  updateServiceItem,
} from './service-items.service.ts';

/** The platform's services (وکالت، مشاوره آنلاین، ...) for everyone; the admin's list and form. */
export function serviceItemsRoutes({ db }: ContentServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/common/v1/service-items/',
      { schema: { tags: publicTags, response: { 200: zServiceItemListResponse } } },
      async () => ({ result: await listServiceItems(db) }),
    );
    await app.register(
      adminCollectionRoutes(db, {
        folder: 'service-items',
        input: zServiceItemInput,
        patch: zServiceItemPatch,
        item: zAdminServiceItemResponse,
        list: zAdminServiceItemListResponse,
        service: {
          list: listServiceItemsForAdmin,
          get: getServiceItemForAdmin,
          create: createServiceItem,
          update: updateServiceItem,
          remove: deleteServiceItem,
        },
      }),
    );
  };
}
