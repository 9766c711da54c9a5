import { and, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { calendarEvents } from '../../calendar/tables/events.ts';
import { addDays, tehranMidnight } from '../../calendar/tehran-time.ts';
import { courtNoticeReads, courtNotices } from '../../notification/tables/court-notices.ts';
import { taskTexts } from '../tasks.messages.ts';
import { officeTasks } from '../tasks.tables.ts';

/** Who a digest is for: a lawyer of an office or one of its secretaries. */
export interface DigestPerson {
  userId: number;
  officeId: number;
  ownerId: number;
  phone: string | null;
  sms: boolean;
}

/** What one section says on a day: a line, or null when it has nothing. */
export interface DigestSection {
  key: string;
  line(db: Executor, person: DigestPerson, day: string, now: Date): Promise<string | null>;
}

const count = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

const eventsOn = (db: Executor, person: DigestPerson, type: string, from: string, days: number) =>
  count(
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(calendarEvents)
      .where(
        and(
          eq(calendarEvents.officeId, person.officeId),
          eq(calendarEvents.eventType, type),
          gte(calendarEvents.startsAt, tehranMidnight(from)),
          lt(calendarEvents.startsAt, tehranMidnight(addDays(from, days))),
        ),
      ),
  );

const hearings: DigestSection = {
  key: 'hearings',
  async line(db, person, day) {
    const n = await eventsOn(db, person, 'hearing', day, 1);
    return n ? taskTexts.digestLines.hearings(n) : null;
  },
};

const deadlines: DigestSection = {
  key: 'deadlines',
  async line(db, person, day) {
    const n = await eventsOn(db, person, 'deadline', day, 3);
    return n ? taskTexts.digestLines.deadlines(n) : null;
  },
};

const tasks: DigestSection = {
  key: 'tasks',
  async line(db, person, day, now) {
    const mine = and(eq(officeTasks.assigneeId, person.userId), eq(officeTasks.status, 'open'));
    const [due, overdue] = await Promise.all([
      count(
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(officeTasks)
          .where(and(mine, eq(officeTasks.dueDate, day))),
      ),
      count(
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(officeTasks)
          .where(and(mine, lte(officeTasks.dueAt, now), lt(officeTasks.dueDate, day))),
      ),
    ]);
    return due || overdue ? taskTexts.digestLines.tasks(due, overdue) : null;
  },
};

const notices: DigestSection = {
  key: 'notices',
  async line(db, person) {
    const n = await count(
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(courtNotices)
        .where(
          and(
            eq(courtNotices.officeId, person.officeId),
            sql`not exists (select 1 from ${courtNoticeReads} where ${courtNoticeReads.noticeId} = ${courtNotices.id}
              and ${courtNoticeReads.userId} = ${person.userId})`,
          ),
        ),
    );
    return n ? taskTexts.digestLines.notices(n) : null;
  },
};

/**
 * The sections of the morning digest, in order. Another module adds its own (overdue fee instalments) by
 * pushing a DigestSection here when its services are wired: the digest sends whatever lines they give.
 */
export const DIGEST_SECTIONS: DigestSection[] = [hearings, deadlines, tasks, notices];
