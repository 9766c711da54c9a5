import {
  zAddClientRequest,
  zAddLawyerRequest,
  zAdvancedCaseSearchQuery,
  zCaseListQuery,
  zCaseMutationResponse,
  zCasePage,
  zCaseResponse,
  zCreateCaseRequest,
  zTimelinePage,
  zTimelineQuery,
  zUpdateCaseRequest,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPage } from '../../core/paging.ts';
import { callerOf } from './access.ts';
import { officeTexts } from './office.messages.ts';
import type { OfficeServices } from './office.services.ts';
import { security, officeTags as tags, zPidParams } from './route-kit.ts';

const base = '/api/lawyer-office/v1/cases/';

export function casesRoutes({ cases, members, timeline }: OfficeServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);

    app.get(
      base,
      {
        schema: {
          tags,
          security,
          description:
            "`ordering` (`-` for descending): created_at, updated_at, start_date, title, case_number, archive_number, status, court, branch, stage (in the order of the proceedings), next_hearing (the next hearing in the caller's office calendar; cases without one last).",
          querystring: zCaseListQuery,
          response: { 200: zCasePage },
        },
      },
      async (request) => {
        const page = await cases.search(callerOf(request), request.query);
        return { result: toPage(request, request.query, page.count, page.results) };
      },
    );

    app.get(
      `${base}advanced-search/`,
      {
        schema: {
          tags,
          security,
          description:
            'Client names and national code, case and archive numbers, court, branch, date ranges.',
          querystring: zAdvancedCaseSearchQuery,
          response: { 200: zCasePage },
        },
      },
      async (request) => {
        const page = await cases.search(callerOf(request), request.query);
        return { result: toPage(request, request.query, page.count, page.results) };
      },
    );

    app.get(
      `${base}by-client/:pid/`,
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
        const page = await cases.listByClient(callerOf(request), request.params.pid, request.query);
        return { result: toPage(request, request.query, page.count, page.results) };
      },
    );

    app.post(
      base,
      { schema: { tags, security, body: zCreateCaseRequest, response: { 201: zCaseMutationResponse } } },
      async (request, reply) => {
        const created = await cases.create(callerOf(request), request.body);
        return reply.status(201).send({ result: { ...created, message: officeTexts.caseCreated } });
      },
    );

    app.get(
      `${base}:pid/`,
      { schema: { tags, security, params: zPidParams, response: { 200: zCaseResponse } } },
      async (request) => ({ result: await cases.get(callerOf(request), request.params.pid) }),
    );

    app.patch(
      `${base}:pid/`,
      {
        schema: {
          tags,
          security,
          params: zPidParams,
          body: zUpdateCaseRequest,
          response: { 200: zCaseMutationResponse },
        },
      },
      async (request) => {
        const updated = await cases.update(callerOf(request), request.params.pid, request.body);
        return { result: { ...updated, message: officeTexts.caseUpdated } };
      },
    );

    app.delete(
      `${base}:pid/`,
      { schema: { tags, security, params: zPidParams, description: 'Answers 204.' } },
      async (request, reply) => {
        await cases.remove(callerOf(request), request.params.pid);
        return reply.status(204).send();
      },
    );

    const lawyerBody = { tags, security, params: zPidParams, body: zAddLawyerRequest };
    const clientBody = { tags, security, params: zPidParams, body: zAddClientRequest };
    const response = { 200: zCaseMutationResponse };

    app.post(`${base}:pid/add-lawyer/`, { schema: { ...lawyerBody, response } }, async (request) => {
      return {
        result: await members.addLawyer(callerOf(request), request.params.pid, request.body.lawyer_id),
      };
    });

    app.post(`${base}:pid/remove-lawyer/`, { schema: { ...lawyerBody, response } }, async (request) => {
      const lawyerId = request.body.lawyer_id;
      return { result: await members.removeLawyer(callerOf(request), request.params.pid, lawyerId) };
    });

    app.post(`${base}:pid/add-client/`, { schema: { ...clientBody, response } }, async (request) => {
      const updated = await members.addClient(callerOf(request), request.params.pid, request.body.client_id);
      return { result: { ...updated, message: officeTexts.clientAdded } };
    });

    app.post(`${base}:pid/remove-client/`, { schema: { ...clientBody, response } }, async (request) => {
      const updated = await members.removeClient(
        callerOf(request),
        request.params.pid,
        request.body.client_id,
      );
      return { result: { ...updated, message: officeTexts.clientRemoved } };
    });

    app.get(
      `${base}:pid/timeline/`,
      {
        schema: {
          tags,
          security,
          description: 'The case in time: changes, members, documents, access links (and views on request).',
          params: zPidParams,
          querystring: zTimelineQuery,
          response: { 200: zTimelinePage },
        },
      },
      async (request) => {
        const page = await timeline.forCase(callerOf(request), request.params.pid, request.query);
        return { result: toPage(request, request.query, page.count, page.results) };
      },
    );
  };
}
