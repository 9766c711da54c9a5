import { randomBytes } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { Logger } from 'pino';

const APP_NAME_PREFIX = 'vakilyar-jobs:';
const TICK_MS = 2_000;
const STOP_WAIT_MS = 2_000;
/** A process is alive while its registry connection is open and it beat within this long. */
const SILENT_LIMIT = '20 seconds';
/** A job of an unregistered worker: maybe one whose registration has not committed yet. */
const LOCK_GRACE = '5 seconds';

/**
 * Frees, within seconds, the jobs of a runner process that died (kill -9, a lost machine): graphile-worker
 * itself would hold them for four hours. Each process registers its workers' ids and holds one connection
 * named after itself; a process is dead once that connection is gone from `pg_stat_activity` or it has not
 * beaten for 20 s. Every process sweeps: the jobs (and named queues) locked by workers of no live process
 * are handed to `force_unlock_workers` and run again by whoever is left.
 */
export function createWorkerRegistry(options: {
  connection: pg.ClientConfig;
  schema: string;
  events: EventEmitter;
  log: Logger;
}) {
  const processId = randomBytes(6).toString('hex');
  const s = pg.escapeIdentifier(options.schema);
  const table = `${s}.vakilyar_workers`;
  const workerIds: string[] = [];
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  // One connection answers one query at a time: the workers' registrations arrive together and the
  // heartbeat comes on its own timer, so everything this registry asks goes through one queue.
  let queue: Promise<unknown> = Promise.resolve();
  function serially<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  }

  options.events.on('worker:create', ({ worker }: { worker: { workerId: string } }) => {
    workerIds.push(worker.workerId);
    void serially(() => register([worker.workerId]));
  });

  async function register(ids: string[]) {
    await client
      ?.query(
        `insert into ${table} (worker_id, process) select unnest($1::text[]), $2
         on conflict (worker_id) do update set seen_at = now()`,
        [ids, processId],
      )
      .catch((error: unknown) => options.log.warn({ err: error }, 'job worker registration failed'));
  }

  async function connect() {
    const next = new pg.Client({
      ...options.connection,
      keepAlive: true,
      application_name: `${APP_NAME_PREFIX}${processId}`,
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (client === next) client = undefined;
    });
    await next.connect();
    await next.query('begin');
    await next.query('select pg_advisory_xact_lock(7243103)');
    await next.query(`create table if not exists ${table} (
      worker_id text primary key, process text not null, seen_at timestamptz not null default now())`);
    await next.query('commit');
    client = next;
    if (workerIds.length > 0) await register(workerIds);
  }

  async function tick() {
    if (!client) return connect();
    await client.query(`update ${table} set seen_at = now() where process = $1`, [processId]);
    const { rows } = await client.query<{ freed: string[] }>(
      `with live as (
         select w.worker_id from ${table} w
         where w.seen_at > now() - interval '${SILENT_LIMIT}'
           and exists (select 1 from pg_stat_activity a where a.application_name = $1 || w.process)
       ), dead as (
         select locked_by from ${s}._private_jobs
         where locked_by is not null and locked_by not in (select worker_id from live)
           and (locked_by in (select worker_id from ${table}) or locked_at < now() - interval '${LOCK_GRACE}')
         union
         select locked_by from ${s}._private_job_queues
         where locked_by is not null and locked_by not in (select worker_id from live)
           and (locked_by in (select worker_id from ${table}) or locked_at < now() - interval '${LOCK_GRACE}')
       ), freed as (
         select ${s}.force_unlock_workers(array(select locked_by from dead))
       ), forgotten as (
         delete from ${table} where worker_id not in (select worker_id from live)
       )
       select array(select locked_by from dead) as freed from freed`,
      [APP_NAME_PREFIX],
    );
    const freed = rows[0]?.freed ?? [];
    if (freed.length > 0) options.log.warn({ workers: freed }, 'released the jobs of dead job workers');
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      serially(tick)
        .catch((error: unknown) => {
          options.log.warn({ err: error }, 'job worker heartbeat failed');
          client?.end().catch(() => undefined);
          client = undefined;
        })
        .finally(schedule);
    }, TICK_MS);
    timer.unref();
  }

  return {
    /** Registers this process (before the runner starts, so its workers can register) and starts beating. */
    async start() {
      await serially(async () => {
        await connect();
        await tick();
      });
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      // A beat still running ends first, unless the database has stopped answering it.
      await Promise.race([queue, sleep(STOP_WAIT_MS, undefined, { ref: false })]);
      const old = client;
      client = undefined;
      await old?.query(`delete from ${table} where process = $1`, [processId]).catch(() => undefined);
      await old?.end().catch(() => undefined);
    },
  };
}
