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

/**
 * Removes the pending jobs with these keys in one statement (a batch that did their work in the caller's
 * transaction). A job already taken by a worker is left to run and find nothing to do. Reads
 * graphile-worker's private table: pinned to 0.16, like `testing.ts`.
 */
export async function cancelJobs(executor: Executor, jobKeys: string[]): Promise<void> {
  if (!jobKeys.length) return;
  await executor.execute(sql`delete from graphile_worker._private_jobs
    where key = any(${sql.param(jobKeys)}::text[]) and locked_at is null`);
}

/**
 * The keys of up to `limit` due, untaken jobs of one task whose keys start with `keyPrefix`, locked in the
 * caller's transaction (graphile-worker's own workers skip them) so that one batch does their work and
 * cancels them. In tests, only the calling file's jobs. Pinned to graphile-worker 0.16's private tables.
 */
export const dueJobKeys = (task: string, keyPrefix: string, limit: number) => {
  const tag = jobTag();
  return sql`select j.key from graphile_worker._private_jobs j
    where j.task_id = (select id from graphile_worker._private_tasks where identifier = ${task}::text)
      and j.run_at <= now() and j.locked_at is null and j.key like ${`${keyPrefix}%`}::text
      ${tag ? sql`and j.flags ? ${tag}::text` : sql``}
    order by j.run_at, j.id limit ${limit}
    for update skip locked`;
};
