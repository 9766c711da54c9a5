import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../test/test-app.ts';
import { jobTag } from './job-tag.ts';
import type { TaskList } from './jobs.ts';
import { collectTasks } from './runner.ts';

interface LockedJob {
  id: string;
  task: string;
  payload: unknown;
  attempts: number;
}

/*
 * The statements graphile-worker 0.16 itself runs to take, finish and fail a job (its dist/sql/getJob,
 * completeJob and failJob), narrowed to this file's tagged jobs, due at a given time. They read its
 * private tables: pinned to 0.16 on purpose; the real runner's behaviour is covered by runner.test.ts.
 */
const LOCK_NEXT = `
  with next as (
    select id from graphile_worker._private_jobs
    where is_available and run_at <= coalesce($1::timestamptz, now()) and flags ? $2 and not (id = any($3::bigint[]))
    order by priority, run_at, id
    limit 1
    for update skip locked
  )
  update graphile_worker._private_jobs as jobs
  set attempts = jobs.attempts + 1, locked_by = $4, locked_at = now()
  from next
  where jobs.id = next.id
  returning jobs.id::text as id, jobs.payload, jobs.attempts,
    (select identifier from graphile_worker._private_tasks where id = jobs.task_id) as task`;

const COMPLETE = 'delete from graphile_worker._private_jobs where id = $1 and locked_by = $2';

const FAIL = `
  update graphile_worker._private_jobs
  set last_error = $3,
    run_at = greatest(now(), run_at) + (exp(least(attempts, 10)) * interval '1 second'),
    locked_by = null, locked_at = null
  where id = $1 and locked_by = $2`;

/**
 * Runs, once each, the jobs this test file scheduled that are due now by the database's clock (which set
 * their run_at; the process's millisecond clock can lag it) or due at `now`, for jobs scheduled later,
 * with the app's task list, as the runner would: a throw fails the attempt and reschedules it with
 * graphile-worker's backoff. Answers how many ran, failed ones included. `tasks` replaces the app's
 * task list (the job runner's own tests).
 */
export async function runDueJobs(
  t: TestApp,
  now: Date | null = null,
  tasks: TaskList = collectTasks(t.services),
): Promise<number> {
  const pool = t.database.pool;
  const workerId = `test-worker-${randomUUID()}`;
  const ran: string[] = [];
  for (;;) {
    const { rows } = await pool.query<LockedJob>(LOCK_NEXT, [now, jobTag(), ran, workerId]);
    const job = rows[0];
    if (!job) return ran.length;
    ran.push(job.id);
    try {
      const handler = tasks[job.task];
      if (!handler) throw new Error(`Unsupported task '${job.task}'`);
      await handler(job.payload, { id: job.id, attempts: job.attempts });
      await pool.query(COMPLETE, [job.id, workerId]);
    } catch (error) {
      await pool.query(FAIL, [job.id, workerId, (error as Error).message]);
    }
  }
}

/** The pending jobs of a task that this test file scheduled (all attempts left, or some). */
export async function pendingJobs(t: TestApp, task: string) {
  const { rows } = await t.database.pool.query<{
    id: string;
    key: string | null;
    run_at: Date;
    attempts: number;
    payload: Record<string, unknown>;
  }>(
    `select jobs.id::text, jobs.key, jobs.run_at, jobs.attempts, jobs.payload
     from graphile_worker._private_jobs as jobs
     join graphile_worker._private_tasks as tasks on tasks.id = jobs.task_id
     where tasks.identifier = $1 and jobs.flags ? $2 and jobs.attempts < jobs.max_attempts
     order by jobs.run_at, jobs.id`,
    [task, jobTag()],
  );
  return rows;
}
