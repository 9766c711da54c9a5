import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/test-app.ts';
import { pendingJobs, runDueJobs } from '../../../jobs/testing.ts';
import { smsBalance } from '../../messaging/sms-credit.ts';
import { call, newClientUser, newLawyer, newSecretary, ok } from '../../office/test-helpers.ts';
import {
  alarmsOf,
  C,
  createCalendarTestApp,
  createEvent,
  grantCredit,
  inHours,
  type ReminderBody,
  remindersOf,
} from '../calendar-test-kit.ts';
import { REMINDER_TASK, reminderJobKey } from './reminder-schedule.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createCalendarTestApp();
});
afterAll(() => t.close());
// Each test starts with none of this file's jobs left pending.
afterEach(async () => {
  await runDueJobs(t, new Date(Date.now() + 400 * 86_400_000));
});

const createReminder = (token: string, body: Record<string, unknown>) =>
  call(t, 'POST', `${C}/reminders/create_reminder/`, token, body);
const later = (hours: number) => new Date(Date.now() + hours * 3_600_000);
const jobOf = async (reminderPid: string) =>
  (await pendingJobs(t, REMINDER_TASK)).find((job) => job.key === reminderJobKey(reminderPid));
const reminderTexts = async (phone: string) =>
  (await t.services.sms.listOutbox(phone)).filter((m) => m.text.includes('یادآوری'));

/** A lawyer with default reminders turned off, so each test sees only its own. */
async function quietLawyer() {
  const lawyer = await newLawyer(t);
  ok(await call(t, 'PATCH', `${C}/settings/update_settings/`, lawyer.access, { reminder_offsets: [] }));
  return lawyer;
}

describe('reminders: create, list, delete', () => {
  it("reminds of an all-day deadline at 08:00 Tehran, whatever the offset's hours", async () => {
    const lawyer = await quietLawyer();
    const event = await createEvent(t, lawyer.access, {
      title: 'مهلت تجدیدنظرخواهی',
      event_type: 'deadline',
      all_day: true,
      starts_at: '2031-05-10T00:00:00Z',
    });
    const at = async (minutes: number) =>
      ok<ReminderBody>(
        await createReminder(lawyer.access, { event: event.pid, remind_before_minutes: minutes }),
        201,
      ).remind_at;
    // 08:00 Tehran is 04:30 UTC; an hour or ten minutes before is the deadline's own morning.
    expect(await at(60)).toBe('2031-05-10T04:30:00.000Z');
    expect(await at(10)).toBe('2031-05-10T04:30:00.000Z');
    expect(await at(1440)).toBe('2031-05-09T04:30:00.000Z');
    expect(await at(720)).toBe('2031-05-09T04:30:00.000Z');
    expect(await at(2880)).toBe('2031-05-08T04:30:00.000Z');
  });

  it('adds a reminder minutes before or at a moment, with its job', async () => {
    const lawyer = await quietLawyer();
    const event = await createEvent(t, lawyer.access, { starts_at: inHours(48) });
    const before = ok<ReminderBody>(
      await createReminder(lawyer.access, { event: event.pid, remind_before_minutes: 120 }),
      201,
    );
    expect(before).toMatchObject({
      event: event.pid,
      remind_before_minutes: 120,
      channel: 'in_app',
      status: 'scheduled',
    });
    expect(Date.parse(before.remind_at)).toBe(Date.parse(event.starts_at) - 120 * 60_000);
    const at = ok<ReminderBody>(
      await createReminder(lawyer.access, { event: event.pid, remind_at: inHours(30), channel: 'sms' }),
      201,
    );
    expect(at.remind_before_minutes).toBe(18 * 60);
    expect((await jobOf(at.pid))?.run_at.toISOString()).toBe(at.remind_at);
    expect((await remindersOf(t, lawyer.access, event.pid)).count).toBe(2);
  });

  it('refuses a time already past, one after the start, both forms at once, and a duplicate', async () => {
    const lawyer = await quietLawyer();
    const event = await createEvent(t, lawyer.access, { starts_at: inHours(2) });
    const past = await createReminder(lawyer.access, { event: event.pid, remind_before_minutes: 600 });
    expect(past.statusCode).toBe(400);
    expect(past.json().error_messages.remind_before_minutes).toBeDefined();
    const after = await createReminder(lawyer.access, { event: event.pid, remind_at: inHours(3) });
    expect(after.json().error_messages.remind_at[0]).toBe('یادآوری باید پیش از شروع رویداد باشد.');
    const both = await createReminder(lawyer.access, {
      event: event.pid,
      remind_at: inHours(1),
      remind_before_minutes: 5,
    });
    expect(both.statusCode).toBe(400);
    const unknownChannel = await createReminder(lawyer.access, {
      event: event.pid,
      remind_before_minutes: 5,
      channel: 'fax',
    });
    expect(unknownChannel.statusCode).toBe(400);
    // Two identical requests at once: one reminder, one 409.
    const twice = await Promise.all([
      createReminder(lawyer.access, { event: event.pid, remind_before_minutes: 30 }),
      createReminder(lawyer.access, { event: event.pid, remind_before_minutes: 30 }),
    ]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await remindersOf(t, lawyer.access, event.pid)).count).toBe(1);
  });

  it('keeps at most ten reminders per person on an event', async () => {
    const lawyer = await quietLawyer();
    const event = await createEvent(t, lawyer.access, { starts_at: inHours(48) });
    for (let i = 1; i <= 10; i++) {
      ok(await createReminder(lawyer.access, { event: event.pid, remind_before_minutes: i * 10 }), 201);
    }
    const eleventh = await createReminder(lawyer.access, { event: event.pid, remind_before_minutes: 5 });
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json().error_messages.message).toBe('حداکثر ۱۰ یادآوری برای هر رویداد ممکن است.');
  });

  it('deletes a reminder and its job', async () => {
    const lawyer = await quietLawyer();
    const event = await createEvent(t, lawyer.access, { starts_at: inHours(48) });
    const reminder = ok<ReminderBody>(
      await createReminder(lawyer.access, { event: event.pid, remind_before_minutes: 60 }),
      201,
    );
    expect(await jobOf(reminder.pid)).toBeDefined();
    expect(
      (await call(t, 'DELETE', `${C}/reminders/${reminder.pid}/delete_reminder/`, lawyer.access)).statusCode,
    ).toBe(204);
    expect(await jobOf(reminder.pid)).toBeUndefined();
    expect(await runDueJobs(t, later(48))).toBe(0);
  });

  it("lets a secretary delete the lawyer's reminder on the office calendar", async () => {
    const lawyer = await quietLawyer();
    const secretary = await newSecretary(t, lawyer.officeId);
    const event = await createEvent(t, lawyer.access, { starts_at: inHours(48) });
    const lawyers = ok<ReminderBody>(
      await createReminder(lawyer.access, { event: event.pid, remind_before_minutes: 60 }),
      201,
    );
    expect(
      (await call(t, 'DELETE', `${C}/reminders/${lawyers.pid}/delete_reminder/`, secretary.access))
        .statusCode,
    ).toBe(204);
  });
});

describe('reminders fire through the job queue', () => {
  it('leaves an in-app alarm when due, once', async () => {
    const lawyer = await quietLawyer();
    const event = await createEvent(t, lawyer.access, {
      title: 'جلسه رسیدگی پرونده ملکی',
      starts_at: inHours(24),
    });
    const reminder = ok<ReminderBody>(
      await createReminder(lawyer.access, { event: event.pid, remind_before_minutes: 60 }),
      201,
    );
    expect(await runDueJobs(t)).toBe(0);
    expect(await runDueJobs(t, later(23.5))).toBe(1);
    const [alarm] = (await alarmsOf(t, lawyer.access)).results;
    expect(alarm).toMatchObject({
      kind: 'reminder',
      title: 'یادآوری: جلسه رسیدگی پرونده ملکی',
      link: `/calendar?event=${event.pid}`,
    });
    expect(alarm?.body).toContain('شعبه ۲۱۴');
    const [fired] = (await remindersOf(t, lawyer.access, event.pid)).results;
    expect(fired).toMatchObject({ pid: reminder.pid, status: 'sent', sms_status: null });
    expect(await runDueJobs(t, later(30))).toBe(0);
    expect((await alarmsOf(t, lawyer.access)).results).toHaveLength(1);
  });

  it("texts an SMS reminder from the office owner's credit, one credit spent", async () => {
    const lawyer = await quietLawyer();
    const secretary = await newSecretary(t, lawyer.officeId);
    await grantCredit(t, lawyer.userId, 3);
    const event = await createEvent(t, lawyer.access, { title: 'جلسه', starts_at: inHours(24) });
    const made = ok<{ warning: string | null }>(
      await createReminder(secretary.access, { event: event.pid, remind_before_minutes: 60, channel: 'sms' }),
      201,
    );
    expect(made.warning).toBeNull();
    // The reminder's job, then the outbox's, which sends the SMS the first one queued.
    expect(await runDueJobs(t, later(23.5))).toBe(2);
    const texts = await reminderTexts(secretary.phone);
    expect(texts).toHaveLength(1);
    expect(texts[0]?.text).toContain('یادآوری وکیل‌یار: جلسه، ');
    expect((await smsBalance(t.database.db, lawyer.userId)).balance).toBe(2);
    expect((await alarmsOf(t, secretary.access)).results[0]?.body).not.toContain('ارسال نشد');
    const [fired] = (await remindersOf(t, secretary.access, event.pid)).results;
    expect(fired?.sms_status).toBe('sent');
  });

  it('falls back to the in-app alarm without SMS credit, and says so', async () => {
    const lawyer = await quietLawyer();
    const event = await createEvent(t, lawyer.access, { starts_at: inHours(24) });
    // Warned at once, when there is still time to buy credit; an in-app reminder needs none.
    const made = ok<{ warning: string | null }>(
      await createReminder(lawyer.access, { event: event.pid, remind_before_minutes: 60, channel: 'sms' }),
      201,
    );
    expect(made.warning).toBe(
      'اعتبار پیامک دفتر تمام شده است؛ اگر تا زمان یادآوری اعتبار خریده نشود، این یادآوری فقط در برنامه نشان داده می‌شود.',
    );
    const inApp = ok<{ warning: string | null }>(
      await createReminder(lawyer.access, {
        event: event.pid,
        remind_before_minutes: 120,
        channel: 'in_app',
      }),
      201,
    );
    expect(inApp.warning).toBeNull();
    expect(await runDueJobs(t, later(23.5))).toBe(2);
    expect(await reminderTexts(lawyer.phone)).toHaveLength(0);
    const alarms = (await alarmsOf(t, lawyer.access)).results;
    expect(alarms.some((alarm) => alarm.body?.includes('اعتبار پیامک کافی نبود'))).toBe(true);
    const fired = (await remindersOf(t, lawyer.access, event.pid)).results.find((r) => r.channel === 'sms');
    expect(fired).toMatchObject({ status: 'sent', sms_status: 'no_credit' });
  });

  it('texts nothing when the person turned SMS reminders off', async () => {
    const client = await newClientUser(t);
    await grantCredit(t, client.userId, 2);
    ok(
      await call(t, 'PATCH', `${C}/settings/update_settings/`, client.access, {
        reminder_offsets: [],
        sms_reminders: false,
      }),
    );
    const event = await createEvent(t, client.access, { starts_at: inHours(24) });
    ok(
      await createReminder(client.access, { event: event.pid, remind_before_minutes: 60, channel: 'sms' }),
      201,
    );
    expect(await runDueJobs(t, later(23.5))).toBe(1);
    expect(await reminderTexts(client.phone)).toHaveLength(0);
    expect((await smsBalance(t.database.db, client.userId)).balance).toBe(2);
    expect((await alarmsOf(t, client.access)).results[0]?.body).toContain('خاموش است');
  });

  it('moves the jobs with the event, and reminds again of a postponed hearing', async () => {
    const lawyer = await quietLawyer();
    const event = await createEvent(t, lawyer.access, { starts_at: inHours(24) });
    const reminder = ok<ReminderBody>(
      await createReminder(lawyer.access, { event: event.pid, remind_before_minutes: 60 }),
      201,
    );
    expect(await runDueJobs(t, later(23.5))).toBe(1);

    // Postponed by a week: the fired reminder is armed again at its new time.
    const startsAt = inHours(24 * 8);
    ok(
      await call(t, 'PUT', `${C}/events/${event.pid}/update_event/`, lawyer.access, {
        title: event.title,
        starts_at: startsAt,
      }),
    );
    const job = await jobOf(reminder.pid);
    expect(job?.run_at.getTime()).toBe(Date.parse(startsAt) - 60 * 60_000);
    const [moved] = (await remindersOf(t, lawyer.access, event.pid)).results;
    expect(moved).toMatchObject({
      status: 'scheduled',
      remind_at: new Date(Date.parse(startsAt) - 3_600_000).toISOString(),
    });
    expect(await runDueJobs(t, later(23.5))).toBe(0);
    expect(await runDueJobs(t, later(24 * 8 - 0.5))).toBe(1);
    expect((await alarmsOf(t, lawyer.access)).results).toHaveLength(2);
  });

  it('cancels the jobs of a deleted event', async () => {
    const lawyer = await newLawyer(t);
    const event = await createEvent(t, lawyer.access, { starts_at: inHours(48) });
    expect(event.reminders_count).toBe(2);
    ok(await call(t, 'DELETE', `${C}/events/${event.pid}/delete_event/`, lawyer.access), 204);
    expect(await runDueJobs(t, later(48))).toBe(0);
    expect((await alarmsOf(t, lawyer.access)).results).toHaveLength(0);
  });

  it('records a reminder whose event is over as missed, without an alarm', async () => {
    const lawyer = await quietLawyer();
    const event = await createEvent(t, lawyer.access, { starts_at: inHours(3) });
    const reminder = ok<ReminderBody>(
      await createReminder(lawyer.access, { event: event.pid, remind_before_minutes: 60 }),
      201,
    );
    // The hearing is moved into the past (recorded late) before the reminder fires.
    ok(
      await call(t, 'PUT', `${C}/events/${event.pid}/update_event/`, lawyer.access, {
        title: event.title,
        starts_at: inHours(-5),
      }),
    );
    expect(await runDueJobs(t)).toBe(1);
    const [missed] = (await remindersOf(t, lawyer.access, event.pid)).results;
    expect(missed).toMatchObject({ pid: reminder.pid, status: 'missed' });
    expect((await alarmsOf(t, lawyer.access)).results).toHaveLength(0);
  });
});
