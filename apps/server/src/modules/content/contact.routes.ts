import {
  CONTENT_RULES,
  zContactMessageListQuery,
  zContactMessagePage,
  zContactMessageResponse,
  zContactRequest,
  zContactResponse,
  zHandleContactRequest,
  zHandleContactResponse,
  zNewsletterListQuery,
  zNewsletterPage,
  zNewsletterRequest,
  zNewsletterResponse,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../core/auth-guard.ts';
import { toPage } from '../../core/paging.ts';
import {
  getContactMessage,
  listContactMessages,
  receiveContactMessage,
  setContactHandled,
} from './contact.service.ts';
import { contentTexts } from './content.messages.ts';
import type { ContentServices } from './content.services.ts';
import { listSubscribers, subscribe, subscribersCsv, unsubscribe } from './newsletter.service.ts';
import { ADMIN_BASE, adminGuard, publicTags, security, adminTags as tags, zPidParams } from './route-kit.ts';

const common = '/api/common/v1';
/** Per IP, tighter than the default limit: these forms are open to anyone and write rows. */
const contactLimit = { rateLimit: { max: CONTENT_RULES.contactPerHour, timeWindow: '1 hour' } };
const newsletterLimit = { rateLimit: { max: CONTENT_RULES.newsletterPerHour, timeWindow: '1 hour' } };

/** Contact-us and the newsletter for everyone; the admin's inbox and subscriber list. */
export function contactRoutes({ db }: ContentServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      `${common}/contact-us/`,
      {
        config: contactLimit,
        schema: {
          tags: publicTags,
          description: `At least one of email or mobile. At most ${CONTENT_RULES.contactPerHour} messages per hour from one address (429).`,
          body: zContactRequest,
          response: { 201: zContactResponse },
        },
      },
      async (request, reply) => {
        const pid = await receiveContactMessage(db, request.body, request.ip);
        return reply.status(201).send({ result: { pid, message: contentTexts.contactReceived } });
      },
    );

    app.post(
      `${common}/newsletter/subscribe/`,
      {
        config: newsletterLimit,
        schema: {
          tags: publicTags,
          description: 'Idempotent: the same answer whether the address was new or already subscribed.',
          body: zNewsletterRequest,
          response: { 200: zNewsletterResponse },
        },
      },
      async (request) => {
        await subscribe(db, request.body.email);
        return { result: { message: contentTexts.newsletterSubscribed } };
      },
    );

    app.post(
      `${common}/newsletter/unsubscribe/`,
      {
        config: newsletterLimit,
        schema: {
          tags: publicTags,
          description:
            'The same answer for any address, subscribed or not: nobody learns who is on the list.',
          body: zNewsletterRequest,
          response: { 200: zNewsletterResponse },
        },
      },
      async (request) => {
        await unsubscribe(db, request.body.email);
        return { result: { message: contentTexts.newsletterUnsubscribed } };
      },
    );

    const guard = adminGuard(app);
    const inbox = `${ADMIN_BASE}/contact-messages/`;

    app.get(
      inbox,
      {
        ...guard,
        schema: {
          tags,
          security,
          querystring: zContactMessageListQuery,
          response: { 200: zContactMessagePage },
        },
      },
      async (request) => {
        const page = await listContactMessages(db, request.query);
        return { result: toPage(request, request.query, page.count, page.results) };
      },
    );

    app.get(
      `${inbox}:pid/`,
      {
        ...guard,
        schema: { tags, security, params: zPidParams, response: { 200: zContactMessageResponse } },
      },
      async (request) => ({ result: await getContactMessage(db, request.params.pid) }),
    );

    app.post(
      `${inbox}:pid/handle/`,
      {
        ...guard,
        schema: {
          tags,
          security,
          description: 'Marks the message handled; `{"is_handled": false}` opens it again.',
          params: zPidParams,
          body: zHandleContactRequest,
          response: { 200: zHandleContactResponse },
        },
      },
      async (request) => {
        const handled = request.body?.is_handled ?? true;
        const contact = await setContactHandled(db, request.params.pid, handled, actorOf(request).userId);
        const message = handled ? contentTexts.contactHandled : contentTexts.contactReopened;
        return { result: { message, contact_message: contact } };
      },
    );

    app.get(
      `${ADMIN_BASE}/newsletter/`,
      {
        ...guard,
        schema: { tags, security, querystring: zNewsletterListQuery, response: { 200: zNewsletterPage } },
      },
      async (request) => {
        const page = await listSubscribers(db, request.query);
        return { result: toPage(request, request.query, page.count, page.results) };
      },
    );

    app.get(
      `${ADMIN_BASE}/newsletter/export/`,
      {
        ...guard,
        schema: {
          tags,
          security,
          description: 'CSV (UTF-8 with BOM) of every subscriber matching `status` and `search`.',
          querystring: zNewsletterListQuery,
        },
      },
      async (request, reply) => {
        const csv = await subscribersCsv(db, request.query);
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="newsletter-subscribers-${day}.csv"`)
          .header('cache-control', 'private, no-store')
          .send(csv);
      },
    );
  };
}
