import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { announceAlarmsChanged } from './alarm-feed.ts';
import { alarms } from './tables/alarms.ts';
import { courtNoticeReads, courtNotices } from './tables/court-notices.ts';

/**
 * A notice and its alarm share one read state: reading the notice sees its alarm, seeing the alarm reads
 * the notice. The alarm names its notice by its link (`announceNotice`).
 */
export const noticeLink = (pid: string) => `/court-notices/${pid}`;
const linkOfNotice = sql<string>`'/court-notices/' || ${courtNotices.pid}`;

/** Sees the caller's alarms of the notices just read (by notice id), and tells their open tabs. */
export async function seeAlarmsOfNotices(
  executor: Executor,
  userId: number,
  noticeIds: number[],
): Promise<void> {
  if (noticeIds.length === 0) return;
  const seen = await executor
    .update(alarms)
    .set({ seenAt: sql`now()` })
    .where(
      and(
        eq(alarms.userId, userId),
        eq(alarms.kind, 'court_notice'),
        isNull(alarms.seenAt),
        inArray(
          alarms.link,
          executor
            .select({ link: linkOfNotice })
            .from(courtNotices)
            .where(inArray(courtNotices.id, noticeIds)),
        ),
      ),
    )
    .returning({ id: alarms.id });
  if (seen.length > 0) await announceAlarmsChanged(executor, [userId]);
}

/** Reads, for the user, the notices whose alarms they just saw; notices they already read stay as they were. */
export async function readNoticesOfAlarms(
  executor: Executor,
  userId: number,
  links: string[],
): Promise<void> {
  const noticeLinks = links.filter((link) => link.startsWith('/court-notices/'));
  if (noticeLinks.length === 0) return;
  await executor
    .insert(courtNoticeReads)
    .select(
      executor
        .select({
          noticeId: courtNotices.id,
          userId: sql<number>`${userId}::bigint`.as('user_id'),
          readAt: sql<Date>`now()`.as('read_at'),
        })
        .from(courtNotices)
        .where(inArray(linkOfNotice, noticeLinks)),
    )
    .onConflictDoNothing();
}
