// Test helpers of the calendar module: the app with the job queue, users by role, events, alarms, credit.
import type { Role } from '@vakilyar/contract';
import { createTestApp, type TestApp, uniquePhone } from '../../../test/test-app.ts';
import { migrateJobQueue } from '../../jobs/migrate.ts';
import { grantSmsCredit } from '../messaging/sms-credit.ts';
import { call, ok } from '../office/test-helpers.ts';

export const C = '/api/court-calendar/v1';

/** The app on the test database, with graphile-worker's schema in place for `scheduleJob`. */
export async function createCalendarTestApp(): Promise<TestApp> {
  const t = await createTestApp();
  await migrateJobQueue(t.database.pool);
  return t;
}

/** A signed-in user made directly (no SMS round trip). */
export async function makeUser(t: TestApp, role: Role) {
  const phone = uniquePhone();
  const user = await t.services.users.insert({
    phone,
    firstName: 'نگار',
    lastName: 'امینی',
    passwordHash: null,
    roles: [role],
  });
  const { access_token } = await t.services.tokens.startSession(user, {});
  return { userId: user.id, pid: user.pid, phone, access: access_token };
}

/** An ISO moment `hours` from now. */
export const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

export interface EventBody {
  pid: string;
  title: string;
  event_type: string;
  starts_at: string;
  ends_at: string;
  all_day: boolean;
  case: { pid: string; title: string } | null;
  deadline: { served_on: string; rule: string; days: number } | null;
  calendar: 'office' | 'personal';
  reminders_count: number;
  can_edit: boolean;
  created_by: { pid: string } | null;
}

export async function createEvent(t: TestApp, token: string, fields: Record<string, unknown> = {}) {
  return ok<EventBody>(
    await call(t, 'POST', `${C}/events/create_event/`, token, {
      title: 'جلسه رسیدگی مطالبه وجه چک',
      event_type: 'hearing',
      starts_at: inHours(72),
      court: 'دادگاه عمومی حقوقی تهران',
      branch: 'شعبه ۲۱۴',
      ...fields,
    }),
    201,
  );
}

export interface ReminderBody {
  pid: string;
  event: string;
  remind_before_minutes: number;
  remind_at: string;
  channel: 'in_app' | 'sms';
  status: string;
  sms_status: string | null;
  recipient: { pid: string };
}

export async function remindersOf(t: TestApp, token: string, eventPid: string) {
  return ok<{ count: number; results: ReminderBody[] }>(
    await call(t, 'GET', `${C}/reminders/event/${eventPid}/`, token),
  );
}

export async function alarmsOf(t: TestApp, token: string) {
  return ok<{ results: { kind: string; title: string; body: string | null; link: string | null }[] }>(
    await call(t, 'GET', '/api/notification/v1/alarms/', token),
  );
}

export async function grantCredit(t: TestApp, userId: number, messages: number) {
  await t.database.db.transaction((tx) =>
    grantSmsCredit(tx, { userId, messages, key: `test-grant:${userId}:${Date.now()}`, kind: 'grant' }),
  );
}
