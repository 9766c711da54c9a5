import { and, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { officeSecretaries, offices } from '../office/tables/offices.ts';
import { createAlarm } from './alarms.service.ts';
import { notificationTexts } from './notification.messages.ts';
import { courtNoticeReads, courtNotices, notificationPreferences } from './tables/court-notices.ts';

/** How often each process looks for digests that are due. */
export const DIGEST_CHECK_MS = 5 * 60_000;

/** The Tehran calendar day (`YYYY-MM-DD`) and hour of a moment. */
export function tehranClock(now: Date): { day: string; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Tehran',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/** Unread notices of the office a user works in (their own, or the one they are assigned to). */
async function unreadForUser(db: Db, userId: number): Promise<number> {
  const office = sql`coalesce(
    (select ${offices.id} from ${offices} where ${offices.ownerId} = ${userId}),
    (select ${officeSecretaries.officeId} from ${officeSecretaries} where ${officeSecretaries.userId} = ${userId}))`;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(courtNotices)
    .where(
      and(
        sql`${courtNotices.officeId} = ${office}`,
        sql`not exists (select 1 from ${courtNoticeReads} where ${courtNoticeReads.noticeId} = ${courtNotices.id}
          and ${courtNoticeReads.userId} = ${userId})`,
      ),
    );
  return row?.n ?? 0;
}

/**
 * The daily digest: once a Tehran day, at or after the hour a user chose, an alarm that sums up their
 * unread notices (none when nothing is unread). Each user's day is claimed in one UPDATE, so with several
 * processes, or a check that runs twice, a digest goes out once. Answers how many alarms were left.
 */
export async function sendDueDigests(db: Db, now = new Date()): Promise<number> {
  const { day, hour } = tehranClock(now);
  const claimed = await db
    .update(notificationPreferences)
    .set({ lastDigestOn: day })
    .where(
      and(
        lte(notificationPreferences.dailyDigestHour, hour),
        or(
          isNull(notificationPreferences.lastDigestOn),
          sql`${notificationPreferences.lastDigestOn} < ${day}`,
        ),
      ),
    )
    .returning({ userId: notificationPreferences.userId });
  let sent = 0;
  for (const { userId } of claimed) {
    const unread = await unreadForUser(db, userId);
    if (unread === 0) continue;
    await createAlarm(db, {
      userId,
      kind: 'court_notice',
      title: notificationTexts.digestTitle(unread),
      body: notificationTexts.digestBody,
      link: '/court-notices?view=unread',
    });
    sent++;
  }
  return sent;
}

/** Checks for due digests now and every few minutes, until the server closes. */
export function startDigestTimer(db: Db, log: { warn: (details: object, message: string) => void }) {
  const check = () =>
    sendDueDigests(db).catch((error: unknown) => log.warn({ err: error }, 'court notice digest failed'));
  void check();
  const timer = setInterval(check, DIGEST_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
