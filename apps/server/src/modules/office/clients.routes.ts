import {
  zClientListQuery,
  zClientMutationResponse,
  zClientPage,
  zClientResponse,
  zCreateClientRequest,
  zUpdateClientRequest,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPage } from '../../core/paging.ts';
import { callerOf } from './access.ts';
import { officeTexts } from './office.messages.ts';
import type { OfficeServices } from './office.services.ts';
import { lawyerTags, officeTags, security, zPidParams } from './route-kit.ts';

/**
 * Clients through both route families over one service: `lawyer-office/v1` replaces with PUT,
 * `lawyer/v1` changes with PATCH. Both delete with 204.
 */
export function clientsRoutes({ clients }: OfficeServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);

    for (const family of ['lawyer-office', 'lawyer'] as const) {
      const base = `/api/${family}/v1/clients/`;
      const tags = family === 'lawyer' ? lawyerTags : officeTags;

      app.get(
        base,
        { schema: { tags, security, querystring: zClientListQuery, response: { 200: zClientPage } } },
        async (request) => {
          const page = await clients.list(callerOf(request), request.query);
          return { result: toPage(request, request.query, page.count, page.results) };
        },
      );

      app.post(
        base,
        {
          schema: { tags, security, body: zCreateClientRequest, response: { 201: zClientMutationResponse } },
        },
        async (request, reply) => {
          const client = await clients.create(callerOf(request), request.body);
          return reply.status(201).send({ result: { ...client, message: officeTexts.clientCreated } });
        },
      );

      app.get(
        `${base}:pid/`,
        { schema: { tags, security, params: zPidParams, response: { 200: zClientResponse } } },
        async (request) => ({ result: await clients.get(callerOf(request), request.params.pid) }),
      );

      app.route({
        method: family === 'lawyer' ? 'PATCH' : 'PUT',
        url: `${base}:pid/`,
        schema: {
          tags,
          security,
          description: family === 'lawyer' ? 'Changes the fields sent.' : 'Replaces the client.',
          params: zPidParams,
          body: family === 'lawyer' ? zUpdateClientRequest : zCreateClientRequest,
          response: { 200: zClientMutationResponse },
        },
        handler: async (request) => {
          const mode = family === 'lawyer' ? 'merge' : 'replace';
          const client = await clients.update(callerOf(request), request.params.pid, request.body, mode);
          return { result: { ...client, message: officeTexts.clientUpdated } };
        },
      });

      app.delete(
        `${base}:pid/`,
        { schema: { tags, security, params: zPidParams, description: 'Answers 204.' } },
        async (request, reply) => {
          await clients.remove(callerOf(request), request.params.pid);
          return reply.status(204).send();
        },
      );
    }
  };
}
