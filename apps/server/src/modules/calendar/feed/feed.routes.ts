import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../core/errors.ts';
import { calendarTexts } from '../calendar.messages.ts';
import { CALENDAR_BASE, tags } from '../route-kit.ts';
import type { FeedService } from './feed.service.ts';

const TOKEN = /^([A-Za-z0-9_-]{32,128})\.ics$/;

/** The ICS feed: no Bearer token (phone calendars cannot send one); the token in the address is the secret. */
export function feedRoutes(feed: FeedService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${CALENDAR_BASE}/feed/:file`,
      {
        // The address is the secret: the info-level request lines, which print it, are not written.
        logLevel: 'warn',
        schema: {
          tags,
          description: '`{token}.ics`: the calendar of the token’s owner, the last 3 months and the next 12.',
          params: z.object({ file: z.string().max(140) }),
          produces: ['text/calendar'],
        },
      },
      async (request, reply) => {
        const token = TOKEN.exec(request.params.file)?.[1];
        if (!token) throw notFound(calendarTexts.feedNotFound);
        const body = await feed.render(token);
        return reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('cache-control', 'private, max-age=300')
          .header('content-disposition', 'inline; filename="vakilyar.ics"')
          .send(body);
      },
    );
  };
}
