import { runMigrations } from 'graphile-worker';
import type pg from 'pg';
import pino, { type Logger } from 'pino';
import { graphileLogger } from './graphile-logger.ts';

/**
 * Installs or upgrades graphile-worker's own schema (`graphile_worker`), once even when several
 * processes start together; `scheduleJob` needs it whether or not this process runs jobs.
 */
export async function migrateJobQueue(pool: pg.Pool, log: Logger = pino({ level: 'silent' })): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(7243102)');
    await runMigrations({ pgPool: pool, logger: graphileLogger(log) });
  } finally {
    await client.query('select pg_advisory_unlock(7243102)').catch(() => undefined);
    client.release();
  }
}
