import {
  zCoCounselInvitationMutationResponse,
  zCoCounselInvitationPage,
  zPageQuery,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPage } from '../../core/paging.ts';
import { callerOf } from './access.ts';
import type { CoCounselInvitationsService } from './co-counsel-invitations.service.ts';
import { officeTags, security, zPidParams } from './route-kit.ts';

const received = '/api/lawyer-office/v1/co-counsel-invitations/';

/** A lawyer's invitations to work on another office's case: the list, accept, decline. */
export function coCounselInvitationsRoutes(invitations: CoCounselInvitationsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);

    app.get(
      received,
      {
        schema: {
          tags: officeTags,
          security,
          description: "The caller's invitations to be co-counsel on a case, pending and not expired.",
          querystring: zPageQuery,
          response: { 200: zCoCounselInvitationPage },
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
                ? 'Joins the case as co-counsel; the office that asked gets an alarm.'
                : 'Declines the invitation; the office that asked gets an alarm.',
            response: { 200: zCoCounselInvitationMutationResponse },
          },
        },
        async (request) => ({ result: await answer(callerOf(request), request.params.pid) }),
      );
    }
  };
}
