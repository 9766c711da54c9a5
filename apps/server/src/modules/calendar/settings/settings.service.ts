import type {
  CalendarSettings,
  ReminderChannel,
  UpdateCalendarSettingsRequest,
  Weekday,
} from '@vakilyar/contract';
import { eq, sql } from 'drizzle-orm';
import { fieldError } from '../../../core/errors.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { calendarTexts } from '../calendar.messages.ts';
import { calendarSettings } from '../tables/settings.ts';

export interface SettingsValues {
  reminderOffsets: number[];
  defaultChannel: ReminderChannel;
  smsReminders: boolean;
  weekStart: Weekday;
  workingDays: Weekday[];
  workStarts: string;
  workEnds: string;
  feedCreatedAt: Date | null;
}

/** What a person has before changing anything: a day and an hour before, in the app; an Iranian week. */
export const DEFAULT_SETTINGS: SettingsValues = {
  reminderOffsets: [1440, 60],
  defaultChannel: 'in_app',
  smsReminders: true,
  weekStart: 'saturday',
  workingDays: ['saturday', 'sunday', 'monday', 'tuesday', 'wednesday'],
  workStarts: '08:00',
  workEnds: '16:00',
  feedCreatedAt: null,
};

export async function readSettings(db: Executor, userId: number): Promise<SettingsValues> {
  const [row] = await db.select().from(calendarSettings).where(eq(calendarSettings.userId, userId));
  if (!row) return DEFAULT_SETTINGS;
  return {
    reminderOffsets: row.reminderOffsets,
    defaultChannel: row.defaultChannel as ReminderChannel,
    smsReminders: row.smsReminders,
    weekStart: row.weekStart as Weekday,
    workingDays: row.workingDays as Weekday[],
    workStarts: row.workStarts,
    workEnds: row.workEnds,
    feedCreatedAt: row.feedTokenHash ? row.feedCreatedAt : null,
  };
}

/** Creates the row with the defaults when a person first changes something (the feed included). */
export async function ensureSettingsRow(db: Executor, userId: number): Promise<void> {
  const d = DEFAULT_SETTINGS;
  await db
    .insert(calendarSettings)
    .values({
      userId,
      reminderOffsets: d.reminderOffsets,
      defaultChannel: d.defaultChannel,
      smsReminders: d.smsReminders,
      weekStart: d.weekStart,
      workingDays: d.workingDays,
      workStarts: d.workStarts,
      workEnds: d.workEnds,
    })
    .onConflictDoNothing();
}

export function presentSettings(values: SettingsValues): CalendarSettings {
  return {
    reminder_offsets: values.reminderOffsets,
    default_channel: values.defaultChannel,
    sms_reminders: values.smsReminders,
    week_start: values.weekStart,
    working_days: values.workingDays,
    work_starts: values.workStarts,
    work_ends: values.workEnds,
    feed: { enabled: values.feedCreatedAt !== null, created_at: values.feedCreatedAt?.toISOString() ?? null },
  };
}

/** Per-person calendar settings: the defaults for new events' reminders, the week, the working hours. */
export function createSettingsService(db: Db) {
  async function get(userId: number) {
    return presentSettings(await readSettings(db, userId));
  }

  async function update(userId: number, input: UpdateCalendarSettingsRequest) {
    await db.transaction(async (tx) => {
      await ensureSettingsRow(tx, userId);
      const current = await readSettings(tx, userId);
      const workStarts = input.work_starts ?? current.workStarts;
      const workEnds = input.work_ends ?? current.workEnds;
      // A PATCH of one end of the working hours is checked against the other, stored one.
      if (workStarts >= workEnds) throw fieldError('work_ends', calendarTexts.workHoursOrder);
      await tx
        .update(calendarSettings)
        .set({
          reminderOffsets: input.reminder_offsets,
          defaultChannel: input.default_channel,
          smsReminders: input.sms_reminders,
          weekStart: input.week_start,
          workingDays: input.working_days,
          workStarts,
          workEnds,
          updatedAt: sql`now()`,
        })
        .where(eq(calendarSettings.userId, userId));
    });
    return { ...(await get(userId)), message: calendarTexts.settingsUpdated };
  }

  return { get, update };
}
