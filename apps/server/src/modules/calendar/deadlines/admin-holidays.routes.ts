import {
  zCreateHolidayRequest,
  zHolidayListQuery,
  zHolidayMutationResponse,
  zHolidayPage,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../core/auth-guard.ts';
import { toPage } from '../../../core/paging.ts';
import { guard } from '../../wallet/money-http.ts';
import { security, zPidParams } from '../route-kit.ts';
import type { HolidaysService } from './holidays.service.ts';

const base = '/api/admin/v1/calendar/holidays/';
const tags = ['admin'];

/** Admins keep the official holidays the deadline calculator reads (lunar ones can shift by a day). */
export function adminHolidaysRoutes(holidays: HolidaysService): FastifyPluginAsyncZod {
  return async (app) => {
    const admin = guard(app, 'admin.content');

    app.get(
      base,
      {
        ...admin,
        schema: { tags, security, querystring: zHolidayListQuery, response: { 200: zHolidayPage } },
      },
      async (request) => {
        const page = await holidays.list(request.query);
        return { result: toPage(request, request.query, page.count, page.results) };
      },
    );

    app.post(
      base,
      {
        ...admin,
        schema: { tags, security, body: zCreateHolidayRequest, response: { 201: zHolidayMutationResponse } },
      },
      async (request, reply) =>
        reply.status(201).send({ result: await holidays.create(actorOf(request).userId, request.body) }),
    );

    app.delete(
      `${base}:pid/`,
      { ...admin, schema: { tags, security, params: zPidParams, response: { 204: z.null() } } },
      async (request, reply) => {
        await holidays.remove(request.params.pid);
        return reply.status(204).send(null);
      },
    );
  };
}
