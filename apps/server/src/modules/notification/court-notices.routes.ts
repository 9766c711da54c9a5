import {
  zCourtNoticeListQuery,
  zCourtNoticeMutationResponse,
  zCourtNoticePage,
  zCourtNoticeResponse,
  zCreateCourtNoticeRequest,
  zDownloadQuery,
  zMarkNoticesReadRequest,
  zMarkNoticesReadResponse,
  zUnreadNoticeCountResponse,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toPage } from '../../core/paging.ts';
import { security, zPidParams } from '../../core/route-kit.ts';
import { sendStoredFile } from '../document/stored-files.ts';
import { callerOf } from '../office/access.ts';
import { notificationTexts } from './notification.messages.ts';
import type { NotificationServices } from './notification.services.ts';

export const noticesBase = '/api/court-notification/v1/court-notifications/';
export const noticeTags = ['court-notification'];
const tags = noticeTags;

/** The office's court notices: lists, one notice, create, delete, read flags, attachment downloads. */
export function courtNoticesRoutes({ notices, storage }: NotificationServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);

    app.get(
      noticesBase,
      {
        schema: {
          tags,
          security,
          description:
            "The office's notices, newest first. `search` over subject, number, court, branch and description; `is_read` is the caller's own flag; `ordering`: created_at, served_on, subject, notice_number.",
          querystring: zCourtNoticeListQuery,
          response: { 200: zCourtNoticePage },
        },
      },
      async (request) => {
        const page = await notices.list(callerOf(request), request.query);
        return { result: toPage(request, request.query, page.count, page.results) };
      },
    );

    app.get(
      `${noticesBase}important/`,
      {
        schema: {
          tags,
          security,
          description: 'The list, only the notices marked important.',
          querystring: zCourtNoticeListQuery.omit({ is_important: true }),
          response: { 200: zCourtNoticePage },
        },
      },
      async (request) => {
        const page = await notices.list(callerOf(request), { ...request.query, is_important: 'true' });
        return { result: toPage(request, request.query, page.count, page.results) };
      },
    );

    app.get(
      `${noticesBase}unread-count/`,
      { schema: { tags, security, response: { 200: zUnreadNoticeCountResponse } } },
      async (request) => ({ result: { count: await notices.unreadCount(callerOf(request)) } }),
    );

    app.post(
      `${noticesBase}create/`,
      {
        schema: {
          tags,
          security,
          description:
            'A notice typed in by hand. The other members of the office get an alarm (and an SMS where they asked for one).',
          body: zCreateCourtNoticeRequest,
          response: { 201: zCourtNoticeMutationResponse },
        },
      },
      async (request, reply) => {
        const notice = await notices.create(callerOf(request), request.body, [], request.log);
        return reply.status(201).send({ result: { ...notice, message: notificationTexts.noticeCreated } });
      },
    );

    app.post(
      `${noticesBase}mark-as-read/`,
      {
        schema: {
          tags,
          security,
          description: 'Marks the named notices read for the caller; pids outside the office are ignored.',
          body: zMarkNoticesReadRequest,
          response: { 200: zMarkNoticesReadResponse },
        },
      },
      async (request) => {
        const marked = await notices.markRead(callerOf(request), request.body.notification_ids);
        return { result: { ...marked, message: notificationTexts.markedRead(marked.updated) } };
      },
    );

    app.post(
      `${noticesBase}mark-all-as-read/`,
      { schema: { tags, security, response: { 200: zMarkNoticesReadResponse } } },
      async (request) => {
        const marked = await notices.markAllRead(callerOf(request));
        return { result: { ...marked, message: notificationTexts.allRead(marked.updated) } };
      },
    );

    app.get(
      `${noticesBase}:pid/`,
      {
        schema: {
          tags,
          security,
          description: 'One notice; reading it does not mark it read.',
          params: zPidParams,
          response: { 200: zCourtNoticeResponse },
        },
      },
      async (request) => ({ result: await notices.get(callerOf(request), request.params.pid) }),
    );

    app.put(
      `${noticesBase}:pid/update/`,
      {
        schema: {
          tags,
          security,
          description:
            "Replaces the notice's fields (the body of `create/`); its files stay. Another office's notice is a 404.",
          params: zPidParams,
          body: zCreateCourtNoticeRequest,
          response: { 200: zCourtNoticeMutationResponse },
        },
      },
      async (request) => {
        const notice = await notices.update(callerOf(request), request.params.pid, request.body);
        return { result: { ...notice, message: notificationTexts.noticeUpdated } };
      },
    );

    app.delete(
      `${noticesBase}:pid/delete/`,
      {
        schema: {
          tags,
          security,
          description: 'Deletes the notice and its files; answers 204.',
          params: zPidParams,
        },
      },
      async (request, reply) => {
        await notices.remove(callerOf(request), request.params.pid);
        return reply.status(204).send();
      },
    );

    app.get(
      `${noticesBase}:pid/attachments/:attachment/download/`,
      {
        schema: {
          tags,
          security,
          description:
            'Streams an attachment with its type and name; supports `Range` (206); `?disposition=inline` to show an image or a PDF.',
          params: zPidParams.extend({ attachment: z.string().min(1).max(40) }),
          querystring: zDownloadQuery,
        },
      },
      async (request, reply) => {
        const file = await notices.attachment(
          callerOf(request),
          request.params.pid,
          request.params.attachment,
        );
        return sendStoredFile(request, reply, storage, file, request.query.disposition);
      },
    );
  };
}
