import {
  zDigestRunRequest,
  zDigestRunResponse,
  zIdleCasePage,
  zIdleCaseQuery,
  zTaskPreferencesRequest,
  zTaskPreferencesResponse,
  zTaskTemplateActiveRequest,
  zTaskTemplateListResponse,
  zTaskTemplateRequest,
  zTaskTemplateResponse,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../core/auth-guard.ts';
import { toPage } from '../../core/paging.ts';
import { officeOf } from '../office/access.ts';
import { security, TASKS_BASE, tags, zPidParams } from './route-kit.ts';
import type { TasksServices } from './tasks.services.ts';

const templatesBase = `${TASKS_BASE}/templates/`;

/** Checklist templates, the idle cases list and the digest preferences. */
export function templatesRoutes(tasks: TasksServices, dev: boolean): FastifyPluginAsyncZod {
  const { templates, idleCases, preferences } = tasks;
  return async (app) => {
    app.addHook('onRequest', app.authenticate);

    app.get(
      templatesBase,
      { schema: { tags, security, response: { 200: zTaskTemplateListResponse } } },
      async (request) => ({ result: { results: await templates.list(actorOf(request)) } }),
    );
    app.post(
      templatesBase,
      { schema: { tags, security, body: zTaskTemplateRequest, response: { 201: zTaskTemplateResponse } } },
      async (request, reply) =>
        reply.status(201).send({ result: await templates.create(actorOf(request), request.body) }),
    );
    app.put(
      `${templatesBase}:pid/`,
      {
        schema: {
          tags,
          security,
          params: zPidParams,
          body: zTaskTemplateRequest,
          response: { 200: zTaskTemplateResponse },
        },
      },
      async (request) => ({
        result: await templates.update(actorOf(request), request.params.pid, request.body),
      }),
    );
    app.patch(
      `${templatesBase}:pid/`,
      {
        schema: {
          tags,
          security,
          params: zPidParams,
          body: zTaskTemplateActiveRequest,
          response: { 200: zTaskTemplateResponse },
        },
      },
      async (request) => ({
        result: await templates.setActive(actorOf(request), request.params.pid, request.body.active),
      }),
    );
    app.delete(
      `${templatesBase}:pid/`,
      { schema: { tags, security, params: zPidParams } },
      async (request, reply) => {
        await templates.remove(actorOf(request), request.params.pid);
        return reply.status(204).send();
      },
    );

    app.get(
      `${TASKS_BASE}/idle-cases/`,
      {
        schema: {
          tags,
          security,
          description: 'The office’s open cases with no hearing or deadline ahead and no open task.',
          querystring: zIdleCaseQuery,
          response: { 200: zIdleCasePage },
        },
      },
      async (request) => {
        const page = await idleCases.list(actorOf(request), request.query);
        return { result: toPage(request, request.query, page.count, page.results) };
      },
    );

    app.get(
      `${TASKS_BASE}/preferences/`,
      { schema: { tags, security, response: { 200: zTaskPreferencesResponse } } },
      async (request) => ({ result: await preferences.get(actorOf(request)) }),
    );
    app.patch(
      `${TASKS_BASE}/preferences/`,
      {
        schema: {
          tags,
          security,
          body: zTaskPreferencesRequest,
          response: { 200: zTaskPreferencesResponse },
        },
      },
      async (request) => ({ result: await preferences.update(actorOf(request), request.body) }),
    );

    if (dev) {
      app.post(
        `${TASKS_BASE}/dev/run-digest/`,
        {
          schema: {
            tags: ['dev'],
            security,
            description:
              'Development only: the morning digest of the caller’s office as at 07:00 Tehran of `date`.',
            body: zDigestRunRequest,
            response: { 200: zDigestRunResponse },
          },
        },
        async (request) => {
          const office = await officeOf(tasks.db, actorOf(request));
          const run = await tasks.runDigest(request.body.date, office ? [office.officeId] : []);
          return { result: { sent: run.sent, working_day: run.workingDay } };
        },
      );
    }
  };
}
