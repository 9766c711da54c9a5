import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { Redis } from 'ioredis';
import type { Db, Executor } from '../../db/client.ts';

/** The Redis channel that carries "this user's alarms changed" between processes. */
export const ALARM_CHANNEL = 'vakilyar:alarms';
/** How often, and how long, a process waits for the writing transaction to end before it tells the tabs. */
const COMMIT_POLL_MS = 20;
const COMMIT_WAIT_MS = 30_000;

/**
 * What travels on Redis: the user, and the writing transaction when the announcement was made inside one
 * (a Redis publish cannot wait for a commit, so each receiving process waits for it instead).
 */
interface AlarmMessage {
  user: number;
  xid?: string;
}

/** The open streams of this process, as the bus needs them. */
export interface StreamsHere {
  tell: (userId: number) => void;
  tellEveryone: () => void;
  listens: (userId: number) => boolean;
}

interface BusLog {
  warn: (details: object, message: string) => void;
}

/** This process's Redis publisher of alarm changes, while a Redis alarm bus is started. */
let publisher: Redis | undefined;

/**
 * Publishes on Redis when this process's alarm bus runs there; answers false otherwise (the caller then
 * announces through PostgreSQL). Inside a transaction the message names it, so no process tells a tab
 * before the alarm can be read, and none tells it at all when the transaction rolls back.
 */
export async function publishAlarmsChanged(executor: Executor, userIds: readonly number[]) {
  if (!publisher) return false;
  let xid: string | undefined;
  if (executor instanceof PgTransaction) {
    const { rows } = await executor.execute<{ xid: string }>(sql`select pg_current_xact_id()::text as xid`);
    xid = rows[0]?.xid;
  }
  try {
    for (const user of new Set(userIds)) {
      const message: AlarmMessage = xid ? { user, xid } : { user };
      await publisher.publish(ALARM_CHANNEL, JSON.stringify(message));
    }
  } catch {
    // Redis away must not undo the write that made the alarm: open tabs see it when they next look.
  }
  return true;
}

/** Resolves true once the transaction committed, false when it rolled back. */
async function committed(db: Db, xid: string): Promise<boolean> {
  const until = Date.now() + COMMIT_WAIT_MS;
  for (;;) {
    const { rows } = await db.execute<{ status: string | null }>(
      sql`select pg_xact_status(${xid}::xid8) as status`,
    );
    const status = rows[0]?.status;
    if (status !== 'in progress' || Date.now() > until) return status !== 'aborted';
    await new Promise((resolve) => setTimeout(resolve, COMMIT_POLL_MS));
  }
}

/**
 * The Redis side of the alarm feed: one subscriber per process, handing "user N's alarms changed" to
 * `tell` once the announcing transaction committed, and only for users with a stream open here.
 */
export function createRedisAlarmBus(db: Db, redisUrl: string) {
  let subscriber: Redis | undefined;
  let ownPublisher: Redis | undefined;

  return {
    async start(streams: StreamsHere, log: BusLog) {
      const { tell, listens, tellEveryone } = streams;
      const name = `vakilyar-alarms-${randomUUID().slice(0, 8)}`;
      ownPublisher = new Redis(redisUrl, { maxRetriesPerRequest: 2, connectionName: name });
      subscriber = new Redis(redisUrl, { connectionName: name });
      for (const client of [ownPublisher, subscriber]) {
        client.on('error', (error: unknown) => log.warn({ err: error }, 'alarm bus: Redis error'));
      }
      subscriber.on('message', (_channel: string, raw: string) => {
        let message: AlarmMessage;
        try {
          message = JSON.parse(raw) as AlarmMessage;
        } catch (error) {
          return log.warn({ err: error }, 'alarm bus: unreadable message');
        }
        if (!Number.isInteger(message.user) || !listens(message.user)) return;
        if (!message.xid) return tell(message.user);
        committed(db, message.xid)
          .then((yes) => yes && tell(message.user))
          .catch((error) => {
            log.warn({ err: error }, 'alarm bus: commit not checked, telling anyway');
            tell(message.user);
          });
      });
      // After a lost connection every stream looks again: it may have missed a message meanwhile.
      let connectedBefore = false;
      subscriber.on('ready', () => {
        if (connectedBefore) tellEveryone();
        connectedBefore = true;
      });
      // Redis away at start must not keep the server from starting: ioredis subscribes once it connects.
      subscriber
        .subscribe(ALARM_CHANNEL)
        .catch((error) => log.warn({ err: error }, 'alarm bus: not subscribed'));
      publisher = ownPublisher;
    },
    async stop() {
      if (publisher === ownPublisher) publisher = undefined;
      await Promise.all([subscriber?.quit(), ownPublisher?.quit()].map((p) => p?.catch(() => undefined)));
      subscriber = undefined;
      ownPublisher = undefined;
    },
  };
}
