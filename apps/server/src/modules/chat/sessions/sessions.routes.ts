import {
  zCancelChatRequest,
  zChatMessageListQuery,
  zChatMessagePage,
  zChatMessageResponse,
  zChatRequestListQuery,
  zChatRequestMutationResponse,
  zChatRequestPage,
  zChatSessionListQuery,
  zChatSessionMutationResponse,
  zChatSessionPage,
  zChatSessionResponse,
  zCreateChatRequest,
  zDownloadQuery,
  zEndChatSessionRequest,
  zRateChatSessionRequest,
  zRespondChatRequest,
  zSendChatMessageRequest,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../core/auth-guard.ts';
import { toPage } from '../../../core/paging.ts';
import type { FileStorage } from '../../document/file-storage.ts';
import { sendStoredFile } from '../../document/stored-files.ts';
import { idempotencyKeyOf, zIdempotencyHeaders } from '../../wallet/money-http.ts';
import { chatTexts } from '../chat.messages.ts';
import type { ChatServices } from '../chat.services.ts';
import { zPidParams as params, security, signedIn, chatTags as tags } from '../route-kit.ts';

const base = '/api/chat/v1';

/** Chat requests, sessions and messages over HTTP (the socket's fallback included). */
export function sessionsRoutes(chat: ChatServices, storage: FileStorage): FastifyPluginAsyncZod {
  const { requests, sessions, messages } = chat;
  return async (app) => {
    // Requests.
    app.post(
      `${base}/requests/`,
      {
        ...signedIn(app, 'consultation.request'),
        schema: {
          tags,
          security,
          description:
            "Asks a consultant for a live session; the consultant's current chat fee is held (402 with the shortfall when short). Unanswered, it expires after 30 minutes and the fee returns. An Idempotency-Key makes a retry answer the first request.",
          headers: zIdempotencyHeaders,
          body: zCreateChatRequest,
          response: { 201: zChatRequestMutationResponse },
        },
      },
      async (request, reply) => {
        const created = await requests.create(actorOf(request), request.body, idempotencyKeyOf(request));
        return reply.status(201).send({ result: { ...created, message: chatTexts.requestCreated } });
      },
    );

    app.get(
      `${base}/requests/`,
      {
        ...signedIn(app, 'chat.use'),
        schema: {
          tags,
          security,
          description: 'Mine, sent or received; `role` and `status` narrow the list.',
          querystring: zChatRequestListQuery,
          response: { 200: zChatRequestPage },
        },
      },
      async (request) => {
        const page = await requests.list(actorOf(request), request.query);
        return { result: toPage(request, request.query, page.count, page.results) };
      },
    );

    app.get(
      `${base}/requests/pending/`,
      {
        ...signedIn(app, 'consultation.respond'),
        schema: {
          tags,
          security,
          description: 'Requests waiting for the calling consultant, the soonest to expire first.',
          querystring: zChatRequestListQuery,
          response: { 200: zChatRequestPage },
        },
      },
      async (request) => {
        const page = await requests.list(actorOf(request), request.query, { pendingForConsultant: true });
        return { result: toPage(request, request.query, page.count, page.results) };
      },
    );

    app.post(
      `${base}/requests/:pid/respond/`,
      {
        ...signedIn(app, 'consultation.respond'),
        schema: {
          tags,
          security,
          description:
            "The addressed consultant's answer (404 for anyone else, 409 once answered). Accepting opens the session and charges fee_amount (default: the held amount; less returns the difference, more is a 400).",
          params,
          body: zRespondChatRequest,
          response: { 200: zChatRequestMutationResponse },
        },
      },
      async (request) => ({
        result: await requests.respond(actorOf(request), request.params.pid, request.body),
      }),
    );

    app.post(
      `${base}/requests/:pid/cancel/`,
      {
        ...signedIn(app, 'consultation.request'),
        schema: {
          tags,
          security,
          description: 'The client withdraws a pending request; the held fee returns.',
          params,
          body: zCancelChatRequest.nullish(),
          response: { 200: zChatRequestMutationResponse },
        },
      },
      async (request) => ({ result: await requests.cancel(actorOf(request), request.params.pid) }),
    );

    // Sessions.
    for (const path of ['sessions/my-sessions', 'sessions']) {
      app.get(
        `${base}/${path}/`,
        {
          ...signedIn(app, 'chat.use'),
          schema: {
            tags,
            security,
            description:
              'My sessions, the latest conversation first. `unread_only=true` keeps those with unread messages on my side.',
            querystring: zChatSessionListQuery,
            response: { 200: zChatSessionPage },
          },
        },
        async (request) => {
          const page = await sessions.list(actorOf(request), request.query);
          return { result: toPage(request, request.query, page.count, page.results) };
        },
      );
    }

    app.get(
      `${base}/sessions/:pid/`,
      {
        ...signedIn(app, 'chat.use'),
        schema: { tags, security, params, response: { 200: zChatSessionResponse } },
      },
      async (request) => ({ result: await sessions.get(actorOf(request), request.params.pid) }),
    );

    app.post(
      `${base}/sessions/:pid/mark-read/`,
      {
        ...signedIn(app, 'chat.use'),
        schema: {
          tags,
          security,
          description:
            "Zeroes the unread counter of the caller's side and tells the other side (message_read).",
          params,
          response: { 200: zChatSessionMutationResponse },
        },
      },
      async (request) => ({
        result: {
          ...(await sessions.markRead(actorOf(request), request.params.pid)),
          message: chatTexts.sessionMarkedRead,
        },
      }),
    );

    app.post(
      `${base}/sessions/:pid/end-session/`,
      {
        ...signedIn(app, 'chat.use'),
        schema: {
          tags,
          security,
          description:
            "Ends the session (status completed) with a system message; the consultant's share is paid 48 hours later. 409 when already over.",
          params,
          body: zEndChatSessionRequest.nullish(),
          response: { 200: zChatSessionMutationResponse },
        },
      },
      async (request) => ({
        result: {
          ...(await sessions.end(actorOf(request), request.params.pid, request.body?.reason ?? null)),
          message: chatTexts.sessionEnded,
        },
      }),
    );

    app.post(
      `${base}/sessions/:pid/rate/`,
      {
        ...signedIn(app, 'chat.use'),
        schema: {
          tags,
          security,
          description:
            "The client rates a consultant session after it ended (1–5 and a comment), once: a second time is a 409. The score joins the consultant's rating with their consultations'.",
          params,
          body: zRateChatSessionRequest,
          response: { 201: zChatSessionMutationResponse },
        },
      },
      async (request, reply) =>
        reply.status(201).send({
          result: {
            ...(await sessions.rate(actorOf(request), request.params.pid, request.body)),
            message: chatTexts.sessionRated,
          },
        }),
    );

    // Messages.
    app.get(
      `${base}/messages/session/:pid/`,
      {
        ...signedIn(app, 'chat.use'),
        schema: {
          tags,
          security,
          description:
            'History: page 1 holds the newest `page_size` messages, oldest first within the page; `next` (a `before=` cursor) leads to older ones and `previous` (an `after=` cursor) to newer ones.',
          params,
          querystring: zChatMessageListQuery,
          response: { 200: zChatMessagePage },
        },
      },
      async (request) => {
        const page = await messages.history(actorOf(request), request.params.pid, request.query);
        const cursor = (name: 'before' | 'after', pid: string | null) => {
          if (!pid) return null;
          const url = new URL(request.url, `${request.protocol}://${request.host}`);
          for (const key of ['page', 'before', 'after']) url.searchParams.delete(key);
          url.searchParams.set(name, pid);
          return url.toString();
        };
        const links = toPage(request, { ...request.query, page: 1 }, 0, page.results);
        return {
          result: {
            ...links,
            count: page.count,
            next: cursor('before', page.older),
            previous: cursor('after', page.newer),
          },
        };
      },
    );

    app.post(
      `${base}/messages/`,
      {
        ...signedIn(app, 'chat.use'),
        schema: {
          tags,
          security,
          description:
            'Sends a message when the socket is closed: stored, then broadcast like a socket chat.message. 409 when the session is over. For image and file, `content` is the pid of your upload. With `client_id`, a retry answers the message already stored (200) instead of storing it again.',
          body: zSendChatMessageRequest,
          response: { 200: zChatMessageResponse, 201: zChatMessageResponse },
        },
      },
      async (request, reply) => {
        // A retry with a client_id already stored answers that message with 200, storing nothing.
        const { message, created } = await messages.send(actorOf(request), request.body);
        return reply.status(created ? 201 : 200).send({ result: message });
      },
    );

    app.get(
      `${base}/messages/:pid/attachment/`,
      {
        ...signedIn(app, 'chat.use'),
        schema: {
          tags,
          security,
          description: "Streams an image or file message's attachment to the session's participants.",
          params,
          querystring: zDownloadQuery,
        },
      },
      async (request, reply) => {
        const upload = await messages.attachmentOf(actorOf(request), request.params.pid);
        return sendStoredFile(request, reply, storage, upload, request.query.disposition);
      },
    );
  };
}
