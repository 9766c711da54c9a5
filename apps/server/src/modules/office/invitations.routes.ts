import {
  zPageQuery,
  zSecretaryInvitationMutationResponse,
  zSecretaryInvitationPage,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPage } from '../../core/paging.ts';
import { callerOf } from './access.ts';
import type { InvitationsService } from './invitations.service.ts';
import { lawyerTags, officeTags, security, zPidParams } from './route-kit.ts';

const sent = '/api/lawyer/v1/secretaries/invitations/';
const received = '/api/lawyer-office/v1/secretary-invitations/';

/**
 * Secretary invitations: the lawyer's pending ones (cancel), and the invited person's (accept, decline).
 * Registered inside `secretariesRoutes`, whose hook already authenticates every request.
 */
export function invitationsRoutes(invitations: InvitationsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      sent,
      {
        schema: {
          tags: lawyerTags,
          security,
          description: 'Invitations of the office still waiting for an answer; `expired` marks lapsed ones.',
          querystring: zPageQuery,
          response: { 200: zSecretaryInvitationPage },
        },
      },
      async (request) => {
        const page = await invitations.listSent(callerOf(request), request.query);
        return { result: toPage(request, request.query, page.count, page.results) };
      },
    );

    app.delete(
      `${sent}:pid/`,
      {
        schema: {
          tags: lawyerTags,
          security,
          params: zPidParams,
          description: 'Cancels a pending invitation; 204.',
        },
      },
      async (request, reply) => {
        await invitations.cancel(callerOf(request), request.params.pid);
        return reply.status(204).send();
      },
    );

    app.get(
      received,
      {
        schema: {
          tags: officeTags,
          security,
          description: "The caller's invitations to be a secretary, pending and not expired.",
          querystring: zPageQuery,
          response: { 200: zSecretaryInvitationPage },
        },
      },
      async (request) => {
        const page = await invitations.listReceived(callerOf(request), request.query);
        return { result: toPage(request, request.query, page.count, page.results) };
      },
    );

    for (const [action, answer] of [
      ['accept', invitations.accept],
      ['decline', invitations.decline],
    ] as const) {
      app.post(
        `${received}:pid/${action}/`,
        {
          schema: {
            tags: officeTags,
            security,
            params: zPidParams,
            description:
              action === 'accept'
                ? 'Joins the office as its secretary (membership and role in one step).'
                : 'Declines the invitation.',
            response: { 200: zSecretaryInvitationMutationResponse },
          },
        },
        async (request) => ({ result: await answer(callerOf(request), request.params.pid) }),
      );
    }
  };
}
