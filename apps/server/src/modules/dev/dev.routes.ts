import { zIranMobile, zResult } from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SmsService } from '../sms/sms.service.ts';

/** Development only (console SMS provider, not production): read the texts a number was sent. */
export function devRoutes({ sms }: { sms: SmsService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/dev/v1/sms-outbox/',
      {
        schema: {
          tags: ['dev'],
          querystring: z.object({ phone: zIranMobile }),
          response: {
            200: zResult(
              z.object({
                results: z.array(z.object({ to: z.string(), text: z.string(), created_at: z.date() })),
              }),
            ),
          },
        },
      },
      async (request) => ({ result: { results: await sms.listOutbox(request.query.phone) } }),
    );
  };
}
