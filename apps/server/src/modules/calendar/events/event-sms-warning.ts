import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { calendarTexts } from '../calendar.messages.ts';
import type { CalendarScope } from '../calendar-scope.ts';
import { smsCreditWarning } from '../reminders/sms-credit-warning.ts';
import type { calendarEvents } from '../tables/events.ts';
import { calendarReminders } from '../tables/reminders.ts';

type EventRow = typeof calendarEvents.$inferSelect;

/** Whether an event will send SMS: texts to its case's clients, or an SMS reminder still to fire. */
async function sendsSms(db: Executor, event: Pick<EventRow, 'id' | 'smsClients'>): Promise<boolean> {
  if (event.smsClients) return true;
  const [reminder] = await db
    .select({ id: calendarReminders.id })
    .from(calendarReminders)
    .where(
      and(
        eq(calendarReminders.eventId, event.id),
        eq(calendarReminders.channel, 'sms'),
        eq(calendarReminders.status, 'scheduled'),
      ),
    )
    .limit(1);
  return reminder !== undefined;
}

/** The warning a saved event answers when it will send SMS and whoever pays for them has no credit. */
export async function eventSmsCreditWarning(
  db: Executor,
  scope: CalendarScope,
  event: Pick<EventRow, 'id' | 'smsClients'>,
): Promise<string | null> {
  if (!(await sendsSms(db, event))) return null;
  return smsCreditWarning(db, scope, {
    office: calendarTexts.eventWithoutOfficeSmsCredit,
    own: calendarTexts.eventWithoutOwnSmsCredit,
  });
}
