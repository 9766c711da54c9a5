import { EventEmitter } from 'node:events';
import {
  type TaskList as GraphileTaskList,
  parseCronItems,
  run,
  type Task,
  type WorkerEvents,
} from 'graphile-worker';
import type pg from 'pg';
import type { Logger } from 'pino';
import { graphileLogger } from './graphile-logger.ts';
import type { TaskHandler, TaskList } from './jobs.ts';
import { createWorkerRegistry } from './worker-registry.ts';

/**
 * Every module's task handlers, from the services object: each entry of it with a `tasks` field (what
 * `create<Module>Services` returns when the module has jobs). A task name claimed twice is a bug.
 */
export function collectTasks(services: object): TaskList {
  const tasks: TaskList = {};
  for (const service of Object.values(services)) {
    const own = (service as { tasks?: unknown } | null)?.tasks;
    if (!own || typeof own !== 'object') continue;
    for (const [name, handler] of Object.entries(own as TaskList)) {
      if (name in tasks) throw new Error(`The job task '${name}' is defined by two modules.`);
      tasks[name] = handler;
    }
  }
  return tasks;
}

export const toGraphileTask =
  (handler: TaskHandler): Task =>
  (payload, helpers) =>
    handler(payload, { id: helpers.job.id, attempts: helpers.job.attempts });

export interface JobRunnerOptions {
  pool: pg.Pool;
  tasks: TaskList;
  log: Logger;
  /**
   * Jobs run at once (4): each holds one of the app's ten pooled connections while it runs. A reminder
   * batch is one transaction, so four side by side keep the queue moving when many come due together.
   */
  concurrency?: number;
  /** Milliseconds between looks for jobs that came due (new jobs are noticed at once through LISTEN). */
  pollInterval?: number;
  /** graphile-worker's schema; only tests use another one. */
  schema?: string;
  /** Recurring jobs: a task queued at each time a cron pattern matches (UTC), once across processes. */
  cron?: { task: string; match: string; payload?: Record<string, unknown> }[];
}

export interface JobRunner {
  /** Stops taking jobs and waits for the running ones to finish. */
  stop(): Promise<void>;
}

/** Runs due jobs in this process until stopped; several processes share the queue, each job runs once. */
export async function startJobRunner(options: JobRunnerOptions): Promise<JobRunner> {
  const taskList: GraphileTaskList = Object.fromEntries(
    Object.entries(options.tasks).map(([name, handler]) => [name, toGraphileTask(handler)]),
  );
  const events: WorkerEvents = new EventEmitter();
  const registry = createWorkerRegistry({
    connection: options.pool.options,
    schema: options.schema ?? 'graphile_worker',
    events,
    log: options.log.child({ module: 'jobs' }),
  });
  await registry.start();
  const runner = await startGraphile().catch(async (error: unknown) => {
    await registry.stop();
    throw error;
  });
  function startGraphile() {
    return run({
      pgPool: options.pool,
      events,
      taskList,
      concurrency: options.concurrency ?? 4,
      pollInterval: options.pollInterval ?? 2_000,
      ...(options.schema ? { schema: options.schema } : {}),
      parsedCronItems: parseCronItems(
        (options.cron ?? []).map((item) => ({
          task: item.task,
          match: item.match,
          payload: item.payload,
          options: { backfillPeriod: 0, maxAttempts: 1 },
        })),
      ),
      noHandleSignals: true,
      logger: graphileLogger(options.log.child({ module: 'jobs' })),
    });
  }
  return {
    stop: async () => {
      await runner.stop();
      await registry.stop();
    },
  };
}
