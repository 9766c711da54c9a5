import {
  zAdminFeedbackListQuery,
  zAdminFeedbackPage,
  zAdminFeedbackResponse,
  zFeedbackListQuery,
  zFeedbackPage,
  zFeedbackReplyRequest,
  zFeedbackReplyResponse,
  zFeedbackResponse,
  zSendFeedbackRequest,
  zSendFeedbackResponse,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, requirePermission } from '../../core/auth-guard.ts';
import { toPage } from '../../core/paging.ts';
import { contentTexts } from './content.messages.ts';
import type { ContentServices } from './content.services.ts';
import {
  getFeedbackForAdmin,
  getOwnFeedback,
  listFeedbackForAdmin,
  listOwnFeedback,
  replyToFeedback,
  sendFeedback,
} from './feedback.service.ts';
import { ADMIN_BASE, adminGuard, adminTags, publicTags, security, zPidParams } from './route-kit.ts';

const base = '/api/feedback/v1/send-feedback/';
const admin = `${ADMIN_BASE}/feedback/`;

/** Feedback: any signed-in user sends it and reads their own with the answer; the admin answers. */
export function feedbackRoutes({ db }: ContentServices): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = { onRequest: app.authenticate, preValidation: requirePermission('feedback.send') };
    const tags = publicTags;

    app.post(
      base,
      {
        ...signedIn,
        schema: { tags, security, body: zSendFeedbackRequest, response: { 201: zSendFeedbackResponse } },
      },
      async (request, reply) => {
        const sent = await sendFeedback(db, actorOf(request), request.body);
        return reply.status(201).send({ result: { message: contentTexts.feedbackSent, feedback: sent } });
      },
    );

    app.get(
      base,
      {
        ...signedIn,
        schema: {
          tags,
          security,
          description: "The caller's own feedback, newest first; `status` filters open or answered.",
          querystring: zFeedbackListQuery,
          response: { 200: zFeedbackPage },
        },
      },
      async (request) => {
        const page = await listOwnFeedback(db, actorOf(request).userId, request.query);
        return { result: toPage(request, request.query, page.count, page.results) };
      },
    );

    app.get(
      `${base}:pid/`,
      { ...signedIn, schema: { tags, security, params: zPidParams, response: { 200: zFeedbackResponse } } },
      async (request) => ({ result: await getOwnFeedback(db, actorOf(request).userId, request.params.pid) }),
    );

    const guard = adminGuard(app);

    app.get(
      admin,
      {
        ...guard,
        schema: {
          tags: adminTags,
          security,
          description: '`search` matches subject, text and the sender; `status` and `category` filter.',
          querystring: zAdminFeedbackListQuery,
          response: { 200: zAdminFeedbackPage },
        },
      },
      async (request) => {
        const page = await listFeedbackForAdmin(db, request.query);
        return { result: toPage(request, request.query, page.count, page.results) };
      },
    );

    app.get(
      `${admin}:pid/`,
      {
        ...guard,
        schema: { tags: adminTags, security, params: zPidParams, response: { 200: zAdminFeedbackResponse } },
      },
      async (request) => ({ result: await getFeedbackForAdmin(db, request.params.pid) }),
    );

    app.post(
      `${admin}:pid/reply/`,
      {
        ...guard,
        schema: {
          tags: adminTags,
          security,
          description: 'One reply per feedback (a second is a 409); the sender gets an in-app alarm.',
          params: zPidParams,
          body: zFeedbackReplyRequest,
          response: { 200: zFeedbackReplyResponse },
        },
      },
      async (request) => {
        const answered = await replyToFeedback(
          db,
          request.params.pid,
          request.body.reply,
          actorOf(request).userId,
        );
        return { result: { message: contentTexts.feedbackReplied, feedback: answered } };
      },
    );
  };
}
