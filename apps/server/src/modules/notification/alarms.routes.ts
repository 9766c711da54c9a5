import { zAlarmListQuery, zAlarmPage, zBulkSeenRequest, zBulkSeenResponse } from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../core/auth-guard.ts';
import { toPage } from '../../core/paging.ts';
import type { Db } from '../../db/client.ts';
import { listAlarms, markAlarmsSeen, unseenAlarmCount } from './alarms.service.ts';
import { notificationTexts } from './notification.messages.ts';

const base = '/api/notification/v1/alarms/';
const tags = ['notification'];
const security = [{ bearer: [] }];

/** The caller's own alarms: every signed-in user has them, whatever the role. */
export function alarmsRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);

    app.get(
      base,
      {
        schema: {
          tags,
          security,
          description:
            "The caller's alarms, newest first. `unseen_count` beside the page counts every unseen alarm, whatever the filter.",
          querystring: zAlarmListQuery,
          response: { 200: zAlarmPage },
        },
      },
      async (request) => {
        const { count, results, unseen_count } = await listAlarms(db, actorOf(request).userId, request.query);
        return { result: { ...toPage(request, request.query, count, results), unseen_count } };
      },
    );

    app.post(
      `${base}bulk-seen/`,
      {
        schema: {
          tags,
          security,
          description: "Marks the caller's alarms among `pids` seen; pids of anyone else are ignored.",
          body: zBulkSeenRequest,
          response: { 200: zBulkSeenResponse },
        },
      },
      async (request) => {
        const { userId } = actorOf(request);
        const updated = await markAlarmsSeen(db, userId, request.body.pids);
        const unseen = await unseenAlarmCount(db, userId);
        return { result: { message: notificationTexts.alarmsSeen(updated), updated, unseen_count: unseen } };
      },
    );
  };
}
