import {
  zCalendarEventListQuery,
  zCalendarEventMutationResponse,
  zCalendarEventPage,
  zCalendarEventRequest,
  zCalendarEventResponse,
  zClientSmsPreviewRequest,
  zClientSmsPreviewResponse,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../../core/auth-guard.ts';
import { toPage } from '../../../core/paging.ts';
import type { Db } from '../../../db/client.ts';
import { previewClientTexts } from '../client-texts/client-texts.ts';
import { CALENDAR_BASE, security, tags, zPidParams } from '../route-kit.ts';
import type { EventsService } from './events.service.ts';

const base = `${CALENDAR_BASE}/events/`;

export function eventsRoutes(events: EventsService, db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);

    app.get(
      base,
      {
        schema: {
          tags,
          security,
          description:
            'The events of the caller’s calendar: the office’s shared one (lawyer, secretaries) or their own.',
          querystring: zCalendarEventListQuery,
          response: { 200: zCalendarEventPage },
        },
      },
      async (request) => {
        const page = await events.list(actorOf(request), request.query);
        return { result: toPage(request, request.query, page.count, page.results) };
      },
    );

    app.post(
      `${base}client_sms_preview/`,
      {
        schema: {
          tags,
          security,
          description:
            'What texting the reminder to the case’s clients would send: recipients, SMS parts, credits and the office’s balance.',
          body: zClientSmsPreviewRequest,
          response: { 200: zClientSmsPreviewResponse },
        },
      },
      async (request) => ({ result: await previewClientTexts(db, actorOf(request), request.body) }),
    );

    app.get(
      `${base}:pid/`,
      { schema: { tags, security, params: zPidParams, response: { 200: zCalendarEventResponse } } },
      async (request) => ({ result: await events.get(actorOf(request), request.params.pid) }),
    );

    app.post(
      `${base}create_event/`,
      {
        schema: {
          tags,
          security,
          description: 'New events get the default reminders of the creator’s settings.',
          body: zCalendarEventRequest,
          response: { 201: zCalendarEventMutationResponse },
        },
      },
      async (request, reply) =>
        reply.status(201).send({ result: await events.create(actorOf(request), request.body) }),
    );

    app.put(
      `${base}:pid/update_event/`,
      {
        schema: {
          tags,
          security,
          description: 'The whole event; moving it moves its reminders.',
          params: zPidParams,
          body: zCalendarEventRequest,
          response: { 200: zCalendarEventMutationResponse },
        },
      },
      async (request) => ({
        result: await events.update(actorOf(request), request.params.pid, request.body),
      }),
    );

    app.delete(
      `${base}:pid/delete_event/`,
      {
        schema: {
          tags,
          security,
          description: 'Answers 204; its reminders go with it.',
          params: zPidParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await events.remove(actorOf(request), request.params.pid);
        return reply.status(204).send(null);
      },
    );
  };
}
