import {
  zAcceptConsultationRequest,
  zAdminConsultationListQuery,
  zCancelConsultationRequest,
  zConsultationListQuery,
  zConsultationMutationResponse,
  zConsultationPage,
  zConsultationResponse,
  zCreateConsultationRequest,
  zDisputeConsultationRequest,
  zRateConsultationRequest,
  zRejectConsultationRequest,
  zSettleConsultationRequest,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../core/auth-guard.ts';
import { toPage } from '../../../core/paging.ts';
import { idempotencyKeyOf, zIdempotencyHeaders } from '../../wallet/money-http.ts';
import type { ChatServices } from '../chat.services.ts';
import { adminTags, security, signedIn, consultationTags as tags, zPidParams } from '../route-kit.ts';

const base = '/api/consultation/v1/consultations';

/** Consultation requests and their lifecycle; the admins' disputes. */
export function consultationsRoutes({ consultations }: ChatServices): FastifyPluginAsyncZod {
  return async (app) => {
    const params = zPidParams;

    app.post(
      `${base}/request/`,
      {
        ...signedIn(app, 'consultation.request'),
        schema: {
          tags,
          security,
          description:
            "Holds the consultant's consultation fee from the caller's wallet (402 with the shortfall when short). An Idempotency-Key makes a retry answer the first request.",
          headers: zIdempotencyHeaders,
          body: zCreateConsultationRequest,
          response: { 201: zConsultationMutationResponse },
        },
      },
      async (request, reply) => {
        const result = await consultations.request(actorOf(request), request.body, idempotencyKeyOf(request));
        return reply.status(201).send({ result });
      },
    );

    app.get(
      `${base}/`,
      {
        ...signedIn(app),
        schema: {
          tags,
          security,
          description: 'Mine, as the client or the consultant; `role` and `status` narrow the list.',
          querystring: zConsultationListQuery,
          response: { 200: zConsultationPage },
        },
      },
      async (request) => {
        const page = await consultations.list(actorOf(request), request.query);
        return { result: toPage(request, request.query, page.count, page.results) };
      },
    );

    app.get(
      `${base}/pending/`,
      {
        ...signedIn(app, 'consultation.respond'),
        schema: {
          tags,
          security,
          description: 'Requests waiting for the calling consultant, the soonest to expire first.',
          querystring: zConsultationListQuery,
          response: { 200: zConsultationPage },
        },
      },
      async (request) => {
        const page = await consultations.pending(actorOf(request), request.query);
        return { result: toPage(request, request.query, page.count, page.results) };
      },
    );

    app.get(
      `${base}/:pid/`,
      { ...signedIn(app), schema: { tags, security, params, response: { 200: zConsultationResponse } } },
      async (request) => ({ result: await consultations.get(actorOf(request), request.params.pid) }),
    );

    const action = <B>(
      path: string,
      description: string,
      body: import('zod').ZodType<B> | undefined,
      run: (actor: ReturnType<typeof actorOf>, pid: string, body: B) => Promise<unknown>,
    ) =>
      app.post(
        `${base}/:pid/${path}/`,
        {
          ...signedIn(app),
          schema: {
            tags,
            security,
            description,
            params,
            ...(body ? { body } : {}),
            response: { 200: zConsultationMutationResponse },
          },
        },
        async (request) => ({
          result: (await run(actorOf(request), request.params.pid, request.body as B)) as never,
        }),
      );

    action(
      'accept',
      'The consultant accepts: the held fee is charged. 403 for the client, 409 when not pending.',
      zAcceptConsultationRequest.nullish(),
      (actor, pid, body) => consultations.accept(actor, pid, body ?? {}),
    );
    action(
      'reject',
      'The consultant rejects with a message: the held fee returns to the client.',
      zRejectConsultationRequest,
      (actor, pid, body) => consultations.reject(actor, pid, body.message),
    );
    action(
      'cancel',
      'The client withdraws a pending request (released), or the consultant calls off an accepted one (refunded).',
      zCancelConsultationRequest.nullish(),
      (actor, pid, body) => consultations.cancel(actor, pid, body?.reason ?? null),
    );
    action(
      'complete',
      'The consultant marks an accepted consultation done; their share is paid after the payout delay (48 h) unless disputed.',
      undefined,
      (actor, pid) => consultations.complete(actor, pid),
    );
    action(
      'rate',
      'The client rates a completed consultation once (1 to 5, with a comment).',
      zRateConsultationRequest,
      (actor, pid, body) => consultations.rate(actor, pid, body),
    );
    action(
      'dispute',
      "The client disputes a completed consultation before the consultant's share is paid; an admin settles it.",
      zDisputeConsultationRequest,
      (actor, pid, body) => consultations.dispute(actor, pid, body.reason),
    );

    app.get(
      '/api/admin/v1/consultations/',
      {
        ...signedIn(app, 'admin.finance'),
        schema: {
          tags: adminTags,
          security,
          description: 'Every consultation; `status=disputed` lists the disputes to settle.',
          querystring: zAdminConsultationListQuery,
          response: { 200: zConsultationPage },
        },
      },
      async (request) => {
        const page = await consultations.adminList(request.query);
        return { result: toPage(request, request.query, page.count, page.results) };
      },
    );

    app.post(
      '/api/admin/v1/consultations/:pid/settle/',
      {
        ...signedIn(app, 'admin.finance'),
        schema: {
          tags: adminTags,
          security,
          description:
            "Settles a dispute: `refund: true` returns the fee to the client, else the consultant's share is paid now.",
          params,
          body: zSettleConsultationRequest,
          response: { 200: zConsultationMutationResponse },
        },
      },
      async (request) => ({
        result: await consultations.settle(actorOf(request), request.params.pid, request.body),
      }),
    );
  };
}
