import type { Alarm, AlarmKind, AlarmListQuery } from '@vakilyar/contract';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { newPid } from '../../core/ids.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db, Executor } from '../../db/client.ts';
import { announceAlarmsChanged } from './alarm-feed.ts';
import { readNoticesOfAlarms } from './notice-alarm-sync.ts';
import { alarms } from './tables/alarms.ts';

export interface CreateAlarmInput {
  userId: number;
  kind: AlarmKind;
  title: string;
  body?: string;
  /** An app path such as `/calendar?event=...`. */
  link?: string;
}

/**
 * Leaves an in-app alarm for one user. Other modules call it (a reminder fired, a chat request arrived);
 * pass the caller's transaction so the alarm exists exactly when the thing it announces does.
 */
export async function createAlarm(executor: Executor, input: CreateAlarmInput): Promise<void> {
  await executor.insert(alarms).values({
    pid: newPid(),
    userId: input.userId,
    kind: input.kind,
    title: input.title,
    body: input.body ?? null,
    link: input.link ?? null,
  });
  await announceAlarmsChanged(executor, [input.userId]);
}

/** createAlarm for many at once: one insert and one announcement (a batch of reminders). */
export async function createAlarms(executor: Executor, inputs: CreateAlarmInput[]): Promise<void> {
  if (!inputs.length) return;
  await executor.insert(alarms).values(
    inputs.map((input) => ({
      pid: newPid(),
      userId: input.userId,
      kind: input.kind,
      title: input.title,
      body: input.body ?? null,
      link: input.link ?? null,
    })),
  );
  await announceAlarmsChanged(
    executor,
    inputs.map((input) => input.userId),
  );
}

const presentAlarm = (row: typeof alarms.$inferSelect): Alarm => ({
  pid: row.pid,
  kind: row.kind as AlarmKind,
  title: row.title,
  body: row.body,
  link: row.link,
  seen_at: row.seenAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

export async function unseenAlarmCount(executor: Executor, userId: number): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(alarms)
    .where(and(eq(alarms.userId, userId), isNull(alarms.seenAt)));
  return row?.n ?? 0;
}

/** The user's alarms, newest first, and how many of all of them are still unseen. */
export async function listAlarms(executor: Executor, userId: number, query: AlarmListQuery) {
  const where = and(
    eq(alarms.userId, userId),
    query.unseen_only === 'true' ? isNull(alarms.seenAt) : undefined,
  );
  const [rows, [total], unseen] = await Promise.all([
    executor
      .select()
      .from(alarms)
      .where(where)
      .orderBy(desc(alarms.createdAt), desc(alarms.id))
      .limit(pageWindow(query).limit)
      .offset(pageWindow(query).offset),
    executor.select({ n: count() }).from(alarms).where(where),
    unseenAlarmCount(executor, userId),
  ]);
  return { count: total?.n ?? 0, results: rows.map(presentAlarm), unseen_count: unseen };
}

/**
 * Marks the given alarms seen, only those of the user: another user's pid is silently skipped, so the
 * answer never tells whether it exists. Alarms seen before keep their first seen time. A court notice's
 * alarm seen reads its notice too, and the user's other tabs are told.
 */
export async function markAlarmsSeen(db: Db, userId: number, pids: string[]): Promise<number> {
  if (pids.length === 0) return 0;
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(alarms)
      .set({ seenAt: sql`now()` })
      .where(and(eq(alarms.userId, userId), inArray(alarms.pid, pids), isNull(alarms.seenAt)))
      .returning({ kind: alarms.kind, link: alarms.link });
    if (updated.length === 0) return 0;
    const noticeLinks = updated
      .filter((a) => a.kind === 'court_notice' && a.link)
      .map((a) => a.link as string);
    await readNoticesOfAlarms(tx, userId, noticeLinks);
    await announceAlarmsChanged(tx, [userId]);
    return updated.length;
  });
}
