import {
  zCreateTaskRequest,
  zTaskAssigneesQuery,
  zTaskAssigneesResponse,
  zTaskCommentRequest,
  zTaskDashboardResponse,
  zTaskItemRequest,
  zTaskItemUpdateRequest,
  zTaskListQuery,
  zTaskMutationResponse,
  zTaskPage,
  zTaskResponse,
  zUpdateTaskRequest,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../core/auth-guard.ts';
import { toPage } from '../../core/paging.ts';
import { security, TASKS_BASE, tags, zPidParams } from './route-kit.ts';
import type { TasksServices } from './tasks.services.ts';

const base = `${TASKS_BASE}/tasks/`;
const zItemParams = zPidParams.extend({ item: z.string().min(1).max(40) });

export function tasksRoutes({ items, lists }: Pick<TasksServices, 'items' | 'lists'>): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);

    app.get(
      base,
      {
        schema: {
          tags,
          security,
          description:
            'Tasks the caller may see (their office’s, their co-counsel cases’), by view; `mine=true` keeps their own.',
          querystring: zTaskListQuery,
          response: { 200: zTaskPage },
        },
      },
      async (request) => {
        const page = await lists.list(actorOf(request), request.query);
        return { result: toPage(request, request.query, page.count, page.results) };
      },
    );

    app.get(
      `${base}dashboard/`,
      { schema: { tags, security, response: { 200: zTaskDashboardResponse } } },
      async (request) => ({ result: await lists.dashboard(actorOf(request)) }),
    );

    app.get(
      `${base}assignees/`,
      {
        schema: {
          tags,
          security,
          querystring: zTaskAssigneesQuery,
          response: { 200: zTaskAssigneesResponse },
        },
      },
      async (request) => ({
        result: { results: await lists.assignees(actorOf(request), request.query.case) },
      }),
    );

    app.post(
      `${base}create_task/`,
      { schema: { tags, security, body: zCreateTaskRequest, response: { 201: zTaskMutationResponse } } },
      async (request, reply) =>
        reply.status(201).send({ result: await items.create(actorOf(request), request.body) }),
    );

    app.get(
      `${base}:pid/`,
      { schema: { tags, security, params: zPidParams, response: { 200: zTaskResponse } } },
      async (request) => ({ result: await items.get(actorOf(request), request.params.pid) }),
    );

    app.patch(
      `${base}:pid/`,
      {
        schema: {
          tags,
          security,
          params: zPidParams,
          body: zUpdateTaskRequest,
          response: { 200: zTaskMutationResponse },
        },
      },
      async (request) => ({ result: await items.update(actorOf(request), request.params.pid, request.body) }),
    );

    app.delete(`${base}:pid/`, { schema: { tags, security, params: zPidParams } }, async (request, reply) => {
      await items.remove(actorOf(request), request.params.pid);
      return reply.status(204).send();
    });

    app.post(
      `${base}:pid/items/`,
      {
        schema: {
          tags,
          security,
          params: zPidParams,
          body: zTaskItemRequest,
          response: { 201: zTaskResponse },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send({ result: await items.addItem(actorOf(request), request.params.pid, request.body.text) }),
    );

    app.patch(
      `${base}:pid/items/:item/`,
      {
        schema: {
          tags,
          security,
          params: zItemParams,
          body: zTaskItemUpdateRequest,
          response: { 200: zTaskResponse },
        },
      },
      async (request) => ({
        result: await items.setItem(
          actorOf(request),
          request.params.pid,
          request.params.item,
          request.body.done,
        ),
      }),
    );

    app.post(
      `${base}:pid/comments/`,
      {
        schema: {
          tags,
          security,
          params: zPidParams,
          body: zTaskCommentRequest,
          response: { 201: zTaskResponse },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send({ result: await items.comment(actorOf(request), request.params.pid, request.body.body) }),
    );
  };
}
