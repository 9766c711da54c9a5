import { type BackupStatus, zBackupStatusResponse } from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../core/auth-guard.ts';
import type { ScheduledBackups } from './scheduled-backup.ts';

const base = '/api/admin/v1/backups/';
const tags = ['admin'];
const security = [{ bearer: [] }];

/** The admin's view of the scheduled backups: the last result, and a backup on demand. */
export function backupRoutes(backups: ScheduledBackups): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = { onRequest: app.authenticate, preHandler: requirePermission('admin.users') };

    app.get(
      base,
      { ...guard, schema: { tags, security, response: { 200: zBackupStatusResponse } } },
      async () => {
        const { last, ...status } = await backups.status();
        const result: BackupStatus = {
          scheduled: status.scheduled,
          keep: status.keep,
          archives: status.archives,
          last: last && {
            trigger: last.trigger as 'schedule' | 'admin',
            status: last.status as 'running' | 'succeeded' | 'failed',
            file_name: last.fileName,
            size: last.size,
            error: last.error,
            started_at: last.startedAt.toISOString(),
            finished_at: last.finishedAt?.toISOString() ?? null,
          },
        };
        return { result };
      },
    );

    app.post(
      `${base}run/`,
      { ...guard, schema: { tags, security, description: 'Queues a backup now; answers 202.' } },
      async (_request, reply) => {
        await backups.requestNow();
        return reply.status(202).send({ result: { queued: true } });
      },
    );
  };
}
