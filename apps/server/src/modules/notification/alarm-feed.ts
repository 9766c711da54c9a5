import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db, Executor } from '../../db/client.ts';
import { createRedisAlarmBus, publishAlarmsChanged } from './alarm-bus.ts';

/** The PostgreSQL channel that carries "this user's alarms changed", as the user's id. */
const CHANNEL = 'vakilyar_alarms';
const RECONNECT_MS = 2_000;

/**
 * Says, inside the caller's transaction, that a user's alarms changed: on Redis when the process runs its
 * alarm bus there (`alarm-bus.ts`), otherwise as a PostgreSQL NOTIFY, which is delivered only when the
 * transaction commits (and never when it rolls back), to every process listening. Either way an open tab
 * hears of an alarm exactly when it can be read, from whichever process wrote it.
 */
export async function announceAlarmsChanged(executor: Executor, userIds: readonly number[]): Promise<void> {
  if (await publishAlarmsChanged(executor, userIds)) return;
  const distinct = [...new Set(userIds)];
  if (distinct.length === 1) {
    await executor.execute(sql`select pg_notify(${CHANNEL}, ${String(distinct[0])})`);
  } else if (distinct.length > 1) {
    await executor.execute(
      sql`select pg_notify(${CHANNEL}, id::text) from unnest(${sql.param(distinct)}::bigint[]) as id`,
    );
  }
}

type Listener = () => void;

interface FeedLog {
  warn: (details: object, message: string) => void;
}

/**
 * One LISTEN connection per process (or, with `redisUrl`, one Redis subscription), fanning "user N's
 * alarms changed" out to that user's open streams in this process. After a lost connection every stream
 * is told to look again: it may have missed one.
 */
export function createAlarmFeed(db: Db, redisUrl?: string) {
  const bus = redisUrl ? createRedisAlarmBus(db, redisUrl) : undefined;
  const listeners = new Map<number, Set<Listener>>();
  let client: pg.Client | undefined;
  let stopped = true;
  let retry: NodeJS.Timeout | undefined;
  let log: FeedLog | undefined;

  const tell = (userId: number) => {
    for (const listener of listeners.get(userId) ?? []) listener();
  };
  const tellEveryone = () => {
    for (const userId of listeners.keys()) tell(userId);
  };

  async function connect(): Promise<void> {
    // drizzle keeps the pool it was made with; the LISTEN connection copies its address and options.
    const { options } = (db as unknown as { $client: pg.Pool }).$client;
    const next = new pg.Client({ connectionString: options.connectionString, options: options.options });
    next.on('notification', (message) => {
      const userId = Number(message.payload);
      if (Number.isInteger(userId)) tell(userId);
    });
    next.on('error', (error) => log?.warn({ err: error }, 'alarm feed: the LISTEN connection failed'));
    next.on('end', () => {
      if (client !== next || stopped) return;
      client = undefined;
      retry = setTimeout(reconnect, RECONNECT_MS);
    });
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
  }

  function reconnect() {
    if (stopped) return;
    connect()
      .then(tellEveryone)
      .catch((error) => {
        log?.warn({ err: error }, 'alarm feed: reconnecting');
        retry = setTimeout(reconnect, RECONNECT_MS);
      });
  }

  return {
    async start(feedLog: FeedLog) {
      log = feedLog;
      stopped = false;
      if (bus) return bus.start({ tell, tellEveryone, listens: (userId) => listeners.has(userId) }, feedLog);
      await connect().catch((error) => {
        // The database being away at start must not stop the server: streams fall back to polling.
        feedLog.warn({ err: error }, 'alarm feed: not listening yet');
        retry = setTimeout(reconnect, RECONNECT_MS);
      });
    },
    async stop() {
      stopped = true;
      await bus?.stop();
      clearTimeout(retry);
      const closing = client;
      client = undefined;
      await closing?.end().catch(() => undefined);
    },
    /** Calls `listener` whenever the user's alarms change; answers the unsubscribe. */
    subscribe(userId: number, listener: Listener): () => void {
      const set = listeners.get(userId) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
  };
}

export type AlarmFeed = ReturnType<typeof createAlarmFeed>;
