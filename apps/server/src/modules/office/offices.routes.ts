import {
  zAssignSecretaryRequest,
  zDirectoryPage,
  zLatestNumbersResponse,
  zOfficeCardRequest,
  zOfficeCardResponse,
  zPageQuery,
  zRemoveSecretaryRequest,
  zSecretaryInfoResponse,
  zSecretaryInvitationMutationResponse,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldError, forbidden } from '../../core/errors.ts';
import { toPage } from '../../core/paging.ts';
import { callerOf } from './access.ts';
import { latestNumbers } from './latest-numbers.ts';
import { officeTexts } from './office.messages.ts';
import type { OfficeServices } from './office.services.ts';
import { officeCard, saveOfficeCard } from './office-card.ts';
import { lawyersDirectory } from './people-directory.ts';
import { security, officeTags as tags } from './route-kit.ts';

const base = '/api/lawyer-office/v1/';

/** The office itself: dashboard counters, its secretaries, and the platform directories. */
export function officesRoutes({ db, secretaries }: OfficeServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);

    app.get(
      `${base}offices/mine/`,
      { schema: { tags, security, response: { 200: zOfficeCardResponse } } },
      async (request) => ({ result: await officeCard(db, callerOf(request)) }),
    );

    app.put(
      `${base}offices/mine/`,
      {
        schema: {
          tags,
          security,
          description:
            "The office's name, the lawyer's licence number and bar association, and the address; the office's lawyer only.",
          body: zOfficeCardRequest,
          response: { 200: zOfficeCardResponse },
        },
      },
      async (request) => ({ result: await saveOfficeCard(db, callerOf(request), request.body) }),
    );

    app.get(
      `${base}offices/latest-numbers/`,
      { schema: { tags, security, response: { 200: zLatestNumbersResponse } } },
      async (request) => ({ result: await latestNumbers(db, callerOf(request)) }),
    );

    app.post(
      `${base}offices/assign-secretary/`,
      {
        schema: {
          tags,
          security,
          description: 'A secretary of the platform (`secretary_id`), or an existing user by `mobile`.',
          body: zAssignSecretaryRequest,
          response: { 201: zSecretaryInvitationMutationResponse },
        },
      },
      async (request, reply) => {
        const secretary = await secretaries.assign(callerOf(request), request.body);
        return reply.status(201).send({ result: { ...secretary, message: officeTexts.secretaryAdded } });
      },
    );

    app.delete(
      `${base}offices/remove-secretary/`,
      {
        schema: {
          tags,
          security,
          description: '`secretary_id` in the JSON body or the query; answers 204.',
          body: zRemoveSecretaryRequest.partial().nullish(),
          querystring: zRemoveSecretaryRequest.partial(),
        },
      },
      async (request, reply) => {
        const pid = request.body?.secretary_id ?? request.query.secretary_id;
        if (!pid) throw fieldError('secretary_id', officeTexts.secretaryNotFound);
        await secretaries.remove(callerOf(request), pid);
        return reply.status(204).send();
      },
    );

    app.get(
      `${base}offices/secretary-info/`,
      { schema: { tags, security, response: { 200: zSecretaryInfoResponse } } },
      async (request) => ({ result: await secretaries.info(callerOf(request)) }),
    );

    app.get(
      `${base}lawyers/`,
      {
        schema: {
          tags,
          security,
          description:
            'Lawyers on the platform, by exact mobile or whole name (first and last), to add as co-counsel; no office is named. Without such a search the page is empty.',
          querystring: zPageQuery,
          response: { 200: zDirectoryPage },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        if (!caller.roles.includes('lawyer')) throw forbidden();
        const page = await lawyersDirectory(db, caller, request.query);
        return { result: toPage(request, request.query, page.count, page.results) };
      },
    );

    app.get(
      `${base}secretaries/`,
      {
        schema: {
          tags,
          security,
          description:
            'Secretaries on the platform, by exact mobile or whole name (first and last), to assign one. Without such a search the page is empty.',
          querystring: zPageQuery,
          response: { 200: zDirectoryPage },
        },
      },
      async (request) => {
        const page = await secretaries.directory(callerOf(request), request.query);
        return { result: toPage(request, request.query, page.count, page.results) };
      },
    );
  };
}
