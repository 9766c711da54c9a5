import {
  zNotificationPreferencesMutationResponse,
  zNotificationPreferencesResponse,
  zUpdateNotificationPreferencesRequest,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../core/auth-guard.ts';
import { security } from '../../core/route-kit.ts';
import { callerOf } from '../office/access.ts';
import { noticeTags as tags } from './court-notices.routes.ts';
import { notificationTexts } from './notification.messages.ts';
import type { NotificationServices } from './notification.services.ts';
import { preferencesOf, updatePreferences } from './preferences.service.ts';

const base = '/api/court-notification/v1/preferences/';

/** The caller's own choices of how a new court notice reaches them. */
export function preferencesRoutes({ db }: NotificationServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);
    app.addHook('preHandler', requirePermission('court_notice.view'));

    app.get(
      `${base}get_preferences/`,
      { schema: { tags, security, response: { 200: zNotificationPreferencesResponse } } },
      async (request) => ({ result: await preferencesOf(db, callerOf(request).userId) }),
    );

    app.patch(
      `${base}update_preferences/`,
      {
        schema: {
          tags,
          security,
          description: 'Changes only the fields sent.',
          body: zUpdateNotificationPreferencesRequest,
          response: { 200: zNotificationPreferencesMutationResponse },
        },
      },
      async (request) => {
        const saved = await updatePreferences(db, callerOf(request).userId, request.body);
        return { result: { ...saved, message: notificationTexts.preferencesSaved } };
      },
    );
  };
}
