import {
  zCabinetMutationResponse,
  zCabinetPage,
  zCabinetResponse,
  zCaseListQuery,
  zCasePage,
  zCreateCabinetRequest,
  zPageQuery,
  zUpdateCabinetRequest,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPage } from '../../core/paging.ts';
import { callerOf } from './access.ts';
import { officeTexts } from './office.messages.ts';
import type { OfficeServices } from './office.services.ts';
import { security, lawyerTags as tags, zPidParams } from './route-kit.ts';

const base = '/api/lawyer/v1/archive-cabinets/';

export function cabinetsRoutes({ cabinets }: OfficeServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);

    app.get(
      base,
      { schema: { tags, security, querystring: zPageQuery, response: { 200: zCabinetPage } } },
      async (request) => {
        const page = await cabinets.list(callerOf(request), request.query);
        return { result: toPage(request, request.query, page.count, page.results) };
      },
    );

    app.post(
      base,
      {
        schema: { tags, security, body: zCreateCabinetRequest, response: { 201: zCabinetMutationResponse } },
      },
      async (request, reply) => {
        const cabinet = await cabinets.create(callerOf(request), request.body);
        return reply.status(201).send({ result: { ...cabinet, message: officeTexts.cabinetCreated } });
      },
    );

    app.get(
      `${base}:pid/`,
      { schema: { tags, security, params: zPidParams, response: { 200: zCabinetResponse } } },
      async (request) => ({ result: await cabinets.get(callerOf(request), request.params.pid) }),
    );

    app.patch(
      `${base}:pid/`,
      {
        schema: {
          tags,
          security,
          params: zPidParams,
          body: zUpdateCabinetRequest,
          response: { 200: zCabinetMutationResponse },
        },
      },
      async (request) => {
        const cabinet = await cabinets.update(callerOf(request), request.params.pid, request.body);
        return { result: { ...cabinet, message: officeTexts.cabinetUpdated } };
      },
    );

    app.delete(
      `${base}:pid/`,
      { schema: { tags, security, params: zPidParams, description: 'Answers 204; its cases stay.' } },
      async (request, reply) => {
        await cabinets.remove(callerOf(request), request.params.pid);
        return reply.status(204).send();
      },
    );

    app.get(
      `${base}:pid/cases/`,
      {
        schema: {
          tags,
          security,
          params: zPidParams,
          querystring: zCaseListQuery,
          response: { 200: zCasePage },
        },
      },
      async (request) => {
        const page = await cabinets.casesIn(callerOf(request), request.params.pid, request.query);
        return { result: toPage(request, request.query, page.count, page.results) };
      },
    );
  };
}
