import { zHomeResponse } from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContentServices } from './content.services.ts';
import { homeData } from './home.service.ts';
import { publicTags as tags } from './route-kit.ts';

/** The home page in one call. */
export function homeRoutes({ db }: ContentServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/common/v1/home/',
      {
        schema: {
          tags,
          description:
            'Live banners (every placement), service items, featured consultants, the first FAQs, general settings, social links and platform stats.',
          response: { 200: zHomeResponse },
        },
      },
      async () => ({ result: await homeData(db) }),
    );
  };
}
