import {
  zCalendarSettingsMutationResponse,
  zCalendarSettingsResponse,
  zFeedTokenResponse,
  zMessage,
  zResult,
  zUpdateCalendarSettingsRequest,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../../config.ts';
import { actorOf } from '../../../core/auth-guard.ts';
import { publicOrigin } from '../../wallet/money-http.ts';
import { calendarTexts } from '../calendar.messages.ts';
import type { FeedService } from '../feed/feed.service.ts';
import { CALENDAR_BASE, security, tags } from '../route-kit.ts';
import type { createSettingsService } from './settings.service.ts';

const base = `${CALENDAR_BASE}/settings/`;

export function settingsRoutes(
  settings: ReturnType<typeof createSettingsService>,
  feed: FeedService,
  config: Config,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);

    app.get(
      `${base}get_settings/`,
      { schema: { tags, security, response: { 200: zCalendarSettingsResponse } } },
      async (request) => ({ result: await settings.get(actorOf(request).userId) }),
    );

    app.patch(
      `${base}update_settings/`,
      {
        schema: {
          tags,
          security,
          body: zUpdateCalendarSettingsRequest,
          response: { 200: zCalendarSettingsMutationResponse },
        },
      },
      async (request) => ({ result: await settings.update(actorOf(request).userId, request.body) }),
    );

    app.post(
      `${base}rotate_feed_token/`,
      {
        schema: {
          tags,
          security,
          description: 'A new private ICS address (shown once); the previous address stops working at once.',
          response: { 201: zFeedTokenResponse },
        },
      },
      async (request, reply) =>
        reply.status(201).send({
          result: await feed.rotate(actorOf(request).userId, publicOrigin(request, config.PUBLIC_URL)),
        }),
    );

    app.post(
      `${base}disable_feed/`,
      { schema: { tags, security, response: { 200: zResult(zMessage) } } },
      async (request) => {
        await feed.disable(actorOf(request).userId);
        return { result: { message: calendarTexts.feedDisabled } };
      },
    );
  };
}
