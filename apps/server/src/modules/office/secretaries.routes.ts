import {
  zCreateSecretaryRequest,
  zPageQuery,
  zSecretaryInvitationMutationResponse,
  zSecretaryMutationResponse,
  zSecretaryPage,
  zSecretaryResponse,
  zUpdateSecretaryRequest,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPage } from '../../core/paging.ts';
import { callerOf } from './access.ts';
import { invitationsRoutes } from './invitations.routes.ts';
import { officeTexts } from './office.messages.ts';
import type { OfficeServices } from './office.services.ts';
import { security, lawyerTags as tags, zPidParams } from './route-kit.ts';

const base = '/api/lawyer/v1/secretaries/';

/** The lawyer's secretaries: invite by mobile (SMS and alarm; they join on accepting), rename, remove. */
export function secretariesRoutes({ secretaries }: OfficeServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);
    await app.register(invitationsRoutes(secretaries.invitations));

    app.get(
      base,
      { schema: { tags, security, querystring: zPageQuery, response: { 200: zSecretaryPage } } },
      async (request) => {
        const page = await secretaries.list(callerOf(request), request.query);
        return { result: toPage(request, request.query, page.count, page.results) };
      },
    );

    app.post(
      base,
      {
        schema: {
          tags,
          security,
          description:
            'Invites an existing user by `mobile`, or a new account (`first_name`, `last_name` needed); they join on accepting.',
          body: zCreateSecretaryRequest,
          response: { 201: zSecretaryInvitationMutationResponse },
        },
      },
      async (request, reply) => {
        const invitation = await secretaries.create(callerOf(request), request.body);
        return reply.status(201).send({ result: { ...invitation, message: officeTexts.secretaryAdded } });
      },
    );

    app.get(
      `${base}:pid/`,
      { schema: { tags, security, params: zPidParams, response: { 200: zSecretaryResponse } } },
      async (request) => ({ result: await secretaries.get(callerOf(request), request.params.pid) }),
    );

    app.patch(
      `${base}:pid/`,
      {
        schema: {
          tags,
          security,
          params: zPidParams,
          body: zUpdateSecretaryRequest,
          response: { 200: zSecretaryMutationResponse },
        },
      },
      async (request) => {
        const secretary = await secretaries.update(callerOf(request), request.params.pid, request.body);
        return { result: { ...secretary, message: officeTexts.secretaryUpdated } };
      },
    );

    app.delete(
      `${base}:pid/`,
      { schema: { tags, security, params: zPidParams, description: 'Answers 204; access ends at once.' } },
      async (request, reply) => {
        await secretaries.remove(callerOf(request), request.params.pid);
        return reply.status(204).send();
      },
    );
  };
}
