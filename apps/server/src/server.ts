import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import { buildApp } from './core/app.ts';
import { connectDatabase, migrateDatabase } from './db/client.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { startEmbeddedPostgres } from './db/embedded.ts';
import { drain } from './drain.ts';
import { migrateJobQueue } from './jobs/migrate.ts';
import { collectTasks, startJobRunner } from './jobs/runner.ts';
import { smsProviderFor } from './modules/sms/sms.providers.ts';
import { signingSecret } from './secret.ts';

/**
 * Everything a running server owns, started in order: the data-folder lock and embedded PostgreSQL
 * (without DATABASE_URL), migrations (ours and the job queue's), Redis, the app, the demo data and the
 * job runner. `stop` undoes it in reverse.
 */
export async function startServer(config: Config, log: Logger) {
  const cleanups: (() => Promise<unknown> | unknown)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    let url = config.DATABASE_URL;
    if (!url) {
      cleanups.push(lockDataDir(config.DATA_DIR));
      const embedded = await startEmbeddedPostgres(config.DATA_DIR, log);
      cleanups.push(() => embedded.stop());
      url = embedded.url;
    }
    const database = connectDatabase(url, 10, {
      acquireTimeoutMs: config.DB_ACQUIRE_TIMEOUT_MS,
      statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
      idleInTransactionTimeoutMs: config.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    });
    cleanups.push(() => database.close());
    await migrateDatabase(database);
    await migrateJobQueue(database.pool, log);

    const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
    if (redis) cleanups.push(() => redis.quit());

    const { app, services } = await buildApp({
      config,
      database,
      redis,
      logger: log,
      smsProvider: smsProviderFor(config, log),
      secret: signingSecret(config),
    });
    cleanups.push(() => app.close());

    const seed = config.SEED_DEMO ?? config.NODE_ENV !== 'production';
    // Loaded only when asked for: the demo records are a chunk of their own that production never opens.
    const seeded =
      seed && (await (await import('./modules/demo/demo.seed.ts')).seedDemoData(database.db, services.users));
    // Stopped before the app and the database (cleanups run in reverse): running jobs finish first.
    const jobs = await startJobRunner({
      pool: database.pool,
      tasks: collectTasks(services),
      cron: [...services.backup.cron, ...services.tasks.cron],
      log,
    });
    cleanups.push(() => jobs.stop());
    // Last, so a process that answers is a process that has fully started.
    await app.listen({ host: config.HOST, port: config.PORT });
    // Runs first on stop: refuse new requests politely while still listening, then close.
    cleanups.push(() => drain(app, config.SHUTDOWN_DRAIN_MS));
    return { app, seeded, stop };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}
