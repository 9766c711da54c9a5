import {
  zCreateReminderRequest,
  zReminderListQuery,
  zReminderMutationResponse,
  zReminderPage,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../core/auth-guard.ts';
import { toPage } from '../../../core/paging.ts';
import { CALENDAR_BASE, security, tags, zPidParams } from '../route-kit.ts';
import type { RemindersService } from './reminders.service.ts';

const base = `${CALENDAR_BASE}/reminders/`;

export function remindersRoutes(reminders: RemindersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);

    app.get(
      `${base}event/:pid/`,
      {
        schema: {
          tags,
          security,
          description: 'The reminders of one event (everyone’s), soonest first.',
          params: zPidParams,
          querystring: zReminderListQuery,
          response: { 200: zReminderPage },
        },
      },
      async (request) => {
        const page = await reminders.listForEvent(actorOf(request), request.params.pid, request.query);
        return { result: toPage(request, request.query, page.count, page.results) };
      },
    );

    app.post(
      `${base}create_reminder/`,
      {
        schema: {
          tags,
          security,
          description:
            'A reminder for the caller. An SMS reminder spends one SMS credit of the office owner when it fires; without credit it comes in the app and says so.',
          body: zCreateReminderRequest,
          response: { 201: zReminderMutationResponse },
        },
      },
      async (request, reply) =>
        reply.status(201).send({ result: await reminders.create(actorOf(request), request.body) }),
    );

    app.delete(
      `${base}:pid/delete_reminder/`,
      { schema: { tags, security, params: zPidParams, response: { 204: z.null() } } },
      async (request, reply) => {
        await reminders.remove(actorOf(request), request.params.pid);
        return reply.status(204).send(null);
      },
    );
  };
}
