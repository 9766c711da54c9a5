import { zDeadlineRequest, zDeadlineResponse, zHolidayListQuery, zHolidayPage } from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPage } from '../../../core/paging.ts';
import { CALENDAR_BASE, security, tags } from '../route-kit.ts';
import type { DeadlinesService } from './deadlines.service.ts';
import type { HolidaysService } from './holidays.service.ts';

export function deadlinesRoutes(
  deadlines: DeadlinesService,
  holidays: HolidaysService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);

    app.post(
      `${CALENDAR_BASE}/deadlines/calculate/`,
      {
        schema: {
          tags,
          security,
          description:
            'The last day to act under the Civil Procedure Code (arts. 443-446), over the official holidays.',
          body: zDeadlineRequest,
          response: { 200: zDeadlineResponse },
        },
      },
      async (request) => ({ result: await deadlines.calculate(request.body) }),
    );

    app.get(
      `${CALENDAR_BASE}/holidays/`,
      {
        schema: {
          tags,
          security,
          description: 'Official holidays (Fridays aside), for the month view.',
          querystring: zHolidayListQuery,
          response: { 200: zHolidayPage },
        },
      },
      async (request) => {
        const page = await holidays.list(request.query);
        return { result: toPage(request, request.query, page.count, page.results) };
      },
    );
  };
}
