import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { jobTag } from './job-tag.ts';

/** What a module's job does when it is due; a throw fails the attempt and graphile-worker retries it later. */
export type TaskHandler = (payload: unknown, job: { id: string; attempts: number }) => Promise<void>;
/** Task handlers by task name (`<module>.<what>`), as a module's services expose them in `tasks`. */
export type TaskList = Record<string, TaskHandler>;

/**
 * Queues a job on the caller's executor, so it commits or rolls back with the caller's transaction.
 * A `jobKey` replaces the pending job with that key (its payload, time and attempts start afresh).
 */
export async function scheduleJob(
  executor: Executor,
  task: string,
  payload: Record<string, unknown>,
  options: { runAt?: Date; jobKey?: string; maxAttempts?: number },
): Promise<void> {
  const tag = jobTag();
  await executor.execute(sql`select graphile_worker.add_job(
    identifier => ${task}::text,
    payload => ${JSON.stringify(payload)}::json,
    run_at => ${options.runAt?.toISOString() ?? null}::timestamptz,
    max_attempts => ${options.maxAttempts ?? null}::int,
    job_key => ${options.jobKey ?? null}::text,
    flags => ${tag ? sql`array[${tag}::text]` : sql`null::text[]`}
  )`);
}

/** Removes the pending job with this key; one already running finishes but is not retried. */
export async function cancelJob(executor: Executor, jobKey: string): Promise<void> {
  await executor.execute(sql`select graphile_worker.remove_job(${jobKey}::text)`);
}
