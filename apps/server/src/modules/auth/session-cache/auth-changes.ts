import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Executor } from '../../../db/client.ts';

/** The channel the database triggers of migration `perf-auth-notify` notify on. */
export const AUTH_CHANNEL = 'vakilyar_auth';

/** A committed change to what authentication reads: a user, their roles, or one of their sessions. */
export interface AuthChange {
  userId: number;
  /** Set when one session changed (revoked, deleted); absent for a user-level change. */
  sessionPid?: string;
  /** Set when the user left an office (a secretary removed): their office-bound connections end. */
  officeLeft?: boolean;
}

/**
 * Says, inside the caller's transaction, that a user left an office: on commit every process hears it on
 * the same feed as the triggers' notices (their cached sessions are dropped, their alarm streams end).
 */
export async function announceOfficeLeft(executor: Executor, userId: number): Promise<void> {
  await executor.execute(sql`select pg_notify(${AUTH_CHANNEL}, ${JSON.stringify({ u: userId, o: 1 })})`);
}

export interface AuthChangeEvents {
  change(change: AuthChange): void;
  /** The feed was lost or just came back: changes may have been missed, so forget everything cached. */
  reset(): void;
}

/** The feed's connection, as `pg_stat_activity` names it. */
export const FEED_NAME = 'vakilyar-auth-changes';
const RECONNECT_MS = 1000;
const PING_MS = 5000;

/**
 * Listens on its own PostgreSQL connection for the notifications the auth triggers send on commit.
 * `live` is true only while the LISTEN connection answers; a cache must be bypassed whenever it is false.
 */
export function createAuthChanges(connection: pg.ClientConfig) {
  let log: Logger | undefined;
  const subscribers = new Set<AuthChangeEvents>();
  let client: pg.Client | undefined;
  let live = false;
  let stopped = true;
  let reconnect: NodeJS.Timeout | undefined;
  let ping: NodeJS.Timeout | undefined;
  const barriers = new Map<string, () => void>();

  const emitReset = () => {
    for (const s of subscribers) s.reset();
  };

  function lost(error?: unknown) {
    if (!client) return;
    const old = client;
    client = undefined;
    clearInterval(ping);
    if (live) log?.warn({ err: error }, 'auth change feed lost; authenticating from the database');
    live = false;
    emitReset();
    old.end().catch(() => undefined);
    if (!stopped) reconnect = setTimeout(connect, RECONNECT_MS);
  }

  async function connect(): Promise<void> {
    if (stopped || client) return;
    const next = new pg.Client({ ...connection, keepAlive: true, application_name: FEED_NAME });
    next.on('error', (error) => lost(error));
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (message.channel !== AUTH_CHANNEL || !message.payload) return;
      let change: AuthChange;
      try {
        const raw = JSON.parse(message.payload) as { u: number; s?: string | null; b?: string; o?: 1 };
        if (raw.b) return barriers.get(raw.b)?.();
        change = { userId: Number(raw.u), sessionPid: raw.s ?? undefined, officeLeft: raw.o === 1 };
      } catch {
        return emitReset();
      }
      for (const s of subscribers) s.change(change);
    });
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${AUTH_CHANNEL}`);
    } catch (error) {
      return lost(error);
    }
    if (client !== next) return;
    // Anything cached before this point may have missed a change while the feed was down.
    live = true;
    emitReset();
    // A connection can die without a word (a dropped route): a ping that fails takes the cache offline.
    ping = setInterval(() => {
      next.query('select 1').catch((error: unknown) => lost(error));
    }, PING_MS);
    ping.unref();
  }

  /**
   * Resolves once every change committed before the call has reached this process: a barrier notification
   * sent now arrives after them (PostgreSQL delivers in commit order). A barrier that does not come back
   * in time empties the cache instead (fail safe).
   */
  async function settle(timeoutMs = 250): Promise<void> {
    const current = client;
    if (!live || !current) return;
    const id = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const arrived = new Promise<boolean>((resolve) => {
      barriers.set(id, () => resolve(true));
      timer = setTimeout(resolve, timeoutMs, false);
    });
    try {
      await current.query('select pg_notify($1, $2)', [AUTH_CHANNEL, JSON.stringify({ b: id })]);
      if (!(await arrived)) emitReset();
    } catch {
      emitReset();
    } finally {
      clearTimeout(timer);
      barriers.delete(id);
    }
  }

  return {
    settle,
    get live() {
      return live;
    },
    subscribe(events: AuthChangeEvents) {
      subscribers.add(events);
      return () => subscribers.delete(events);
    },
    get log() {
      return log;
    },
    async start(logger?: Logger) {
      log = logger;
      if (!stopped) return;
      stopped = false;
      await connect();
    },
    async stop() {
      stopped = true;
      clearTimeout(reconnect);
      clearInterval(ping);
      const old = client;
      client = undefined;
      live = false;
      emitReset();
      await old?.end().catch(() => undefined);
    },
  };
}

export type AuthChanges = ReturnType<typeof createAuthChanges>;
