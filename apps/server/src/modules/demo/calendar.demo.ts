import {
  type CalendarEventType,
  type DeadlineRule,
  normalizePersianText,
  type ReminderChannel,
} from '@vakilyar/contract';
import { and, eq, gte, lte } from 'drizzle-orm';
import { newPid } from '../../core/ids.ts';
import type { Tx } from '../../db/client.ts';
import { computeDeadline, holidayWindow } from '../calendar/deadlines/deadline-rules.ts';
import { addReminders, remindAtOf } from '../calendar/reminders/reminder-schedule.ts';
import { calendarEvents } from '../calendar/tables/events.ts';
import { calendarHolidays } from '../calendar/tables/holidays.ts';
import { calendarReminders } from '../calendar/tables/reminders.ts';
import { addDays, isFriday, tehranDay, tehranMidnight } from '../calendar/tehran-time.ts';
import { keyOf } from '../office/search-sql.ts';
import { officeCases } from '../office/tables/cases.ts';
import { type DemoEvent, OFFICE_EVENTS } from './calendar.demo-data.ts';
import type { DemoUsers } from './demo.accounts.ts';

function momentOf(event: DemoEvent, today: string): { startsAt: Date; allDay: boolean } {
  let day = addDays(today, event.day);
  if (!event.time) return { startsAt: tehranMidnight(day), allDay: true };
  if (isFriday(day)) day = addDays(day, 1);
  return { startsAt: new Date(`${day}T${event.time}:00+03:30`), allDay: false };
}

async function holidaysAround(tx: Tx, from: string, to: string) {
  const rows = await tx
    .select({ date: calendarHolidays.date, title: calendarHolidays.title })
    .from(calendarHolidays)
    .where(and(gte(calendarHolidays.date, from), lte(calendarHolidays.date, to)));
  return new Map(rows.map((row) => [row.date, row.title]));
}

/**
 * A month of the demo office around today: hearings of its cases, legal deadlines computed from their
 * service dates, a client meeting, an expert's visit; the lawyer's reminders (in the app, and by SMS for
 * two hearings), and a few events in the demo client's and consultant's own calendars.
 */
export async function seedCalendarDemo(tx: Tx, demo: DemoUsers): Promise<void> {
  const today = tehranDay(new Date());
  const cases = await tx
    .select({
      id: officeCases.id,
      title: officeCases.title,
      court: officeCases.court,
      branch: officeCases.branch,
    })
    .from(officeCases)
    .where(eq(officeCases.officeId, demo.officeId));
  const caseByTitle = new Map(cases.map((c) => [c.title, c]));
  const text = (value: string | undefined) => (value ? normalizePersianText(value) : null);
  const now = new Date();

  for (const item of OFFICE_EVENTS) {
    const theCase = item.caseTitle ? caseByTitle.get(normalizePersianText(item.caseTitle)) : undefined;
    let { startsAt, allDay } = momentOf(item, today);
    let deadline: { servedOn: string; rule: DeadlineRule; days: number } | null = null;
    if (item.deadline) {
      const input = { servedOn: addDays(today, -item.deadline.servedDaysAgo), rule: item.deadline.rule };
      const window = holidayWindow(input);
      const computed = computeDeadline(input, await holidaysAround(tx, window.from, window.to));
      deadline = { ...input, days: computed.days };
      startsAt = tehranMidnight(computed.deadline);
      allDay = true;
    }
    const endsAt = allDay ? startsAt : new Date(startsAt.getTime() + (item.minutes ?? 60) * 60_000);
    const court = item.type === 'hearing' || item.type === 'deadline' ? (theCase?.court ?? null) : null;
    const branch = court ? (theCase?.branch ?? null) : null;
    const [event] = await tx
      .insert(calendarEvents)
      .values({
        pid: newPid(),
        officeId: demo.officeId,
        caseId: theCase?.id ?? null,
        title: normalizePersianText(item.title),
        eventType: item.type,
        startsAt,
        endsAt,
        allDay,
        location: text(item.location),
        court,
        branch,
        description: text(item.description),
        deadlineServedOn: deadline?.servedOn ?? null,
        deadlineRule: deadline?.rule ?? null,
        deadlineDays: deadline?.days ?? null,
        searchText:
          keyOf([item.title, item.location, court, branch, item.description].filter(Boolean).join(' ')) ?? '',
        createdById: item.day % 2 === 0 ? demo.lawyer.id : demo.secretary.id,
        updatedById: demo.lawyer.id,
      })
      .returning();
    if (!event) continue;
    const reminders = [1440, 60].map((offsetMinutes) => ({
      userId: demo.lawyer.id,
      offsetMinutes,
      channel: 'in_app' as ReminderChannel,
      createdById: demo.lawyer.id,
    }));
    if (item.sms) {
      reminders.push({
        userId: demo.lawyer.id,
        offsetMinutes: item.sms,
        channel: 'sms',
        createdById: demo.lawyer.id,
      });
    }
    if (startsAt > now) await addReminders(tx, event, reminders, now);
    else await recordFiredReminders(tx, event, reminders);
  }

  await seedPersonalEvents(tx, demo, today);
}

/** The reminders of a past event, as they fired. */
async function recordFiredReminders(
  tx: Tx,
  event: typeof calendarEvents.$inferSelect,
  reminders: { userId: number; offsetMinutes: number; channel: ReminderChannel; createdById: number }[],
) {
  await tx.insert(calendarReminders).values(
    reminders.map((r) => {
      const remindAt = remindAtOf(event, r.offsetMinutes);
      return { ...r, pid: newPid(), eventId: event.id, remindAt, status: 'sent', sentAt: remindAt };
    }),
  );
}

async function seedPersonalEvents(tx: Tx, demo: DemoUsers, today: string) {
  const personal: {
    ownerId: number;
    title: string;
    type: CalendarEventType;
    day: number;
    time: string;
    location: string;
  }[] = [
    {
      ownerId: demo.client.id,
      title: 'جلسه دادگاه پرونده چک',
      type: 'hearing',
      day: 2,
      time: '09:30',
      location: 'مجتمع قضایی شهید بهشتی',
    },
    {
      ownerId: demo.client.id,
      title: 'قرار با وکیل برای امضای لایحه',
      type: 'meeting',
      day: 1,
      time: '17:30',
      location: 'دفتر وکالت خانم احمدی',
    },
    {
      ownerId: demo.consultant.id,
      title: 'مشاوره حضوری: قرارداد اجاره',
      type: 'meeting',
      day: 3,
      time: '11:00',
      location: 'دفتر مشاوره',
    },
  ];
  for (const item of personal) {
    const { startsAt } = momentOf(item, today);
    const [event] = await tx
      .insert(calendarEvents)
      .values({
        pid: newPid(),
        ownerId: item.ownerId,
        title: normalizePersianText(item.title),
        eventType: item.type,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 3_600_000),
        location: normalizePersianText(item.location),
        searchText: keyOf(`${item.title} ${item.location}`) ?? '',
        createdById: item.ownerId,
        updatedById: item.ownerId,
      })
      .returning();
    if (event) {
      await addReminders(tx, event, [
        { userId: item.ownerId, offsetMinutes: 1440, channel: 'in_app', createdById: item.ownerId },
      ]);
    }
  }
}
