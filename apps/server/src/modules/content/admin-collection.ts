import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { contentTexts } from './content.messages.ts';
import { ADMIN_BASE, adminGuard, security, adminTags as tags, zPidParams } from './route-kit.ts';

type Schema = z.ZodType;

/** A simple list the admin edits (team, services, social links): its schemas and its service. */
export interface AdminCollection<Input extends Schema, Patch extends Schema> {
  /** The folder under /api/admin/v1/content/, e.g. `team-members`. */
  folder: string;
  input: Input;
  patch: Patch;
  item: Schema;
  list: Schema;
  service: {
    list(db: Executor): Promise<unknown>;
    get(db: Executor, pid: string): Promise<object>;
    create(db: Executor, input: z.infer<Input>): Promise<object>;
    update(db: Executor, pid: string, patch: z.infer<Patch>): Promise<object>;
    remove(db: Executor, pid: string): Promise<unknown>;
  };
}

/** The admin's list, form and delete (204) of one collection, each behind the admin.content guard. */
export function adminCollectionRoutes<Input extends Schema, Patch extends Schema>(
  db: Executor,
  collection: AdminCollection<Input, Patch>,
): FastifyPluginAsyncZod {
  const base = `${ADMIN_BASE}/${collection.folder}/`;
  const { service } = collection;
  return async (app) => {
    const guard = adminGuard(app);
    app.get(base, { ...guard, schema: { tags, security, response: { 200: collection.list } } }, async () => ({
      result: await service.list(db),
    }));

    app.post(
      base,
      { ...guard, schema: { tags, security, body: collection.input, response: { 201: collection.item } } },
      async (request, reply) => {
        const created = await service.create(db, request.body as z.infer<Input>);
        return reply.status(201).send({ result: { ...created, message: contentTexts.created } });
      },
    );

    app.get(
      `${base}:pid/`,
      { ...guard, schema: { tags, security, params: zPidParams, response: { 200: collection.item } } },
      async (request) => ({ result: await service.get(db, request.params.pid) }),
    );

    app.patch(
      `${base}:pid/`,
      {
        ...guard,
        schema: {
          tags,
          security,
          params: zPidParams,
          body: collection.patch,
          response: { 200: collection.item },
        },
      },
      async (request) => {
        const updated = await service.update(db, request.params.pid, request.body as z.infer<Patch>);
        return { result: { ...updated, message: contentTexts.updated } };
      },
    );

    app.delete(
      `${base}:pid/`,
      { ...guard, schema: { tags, security, params: zPidParams, description: 'Answers 204.' } },
      async (request, reply) => {
        await service.remove(db, request.params.pid);
        return reply.status(204).send();
      },
    );
  };
}
