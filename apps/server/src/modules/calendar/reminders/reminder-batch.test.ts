import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/test-app.ts';
import { pendingJobs, runDueJobs } from '../../../jobs/testing.ts';
import { smsBalance } from '../../messaging/sms-credit.ts';
import { call, newLawyer, ok } from '../../office/test-helpers.ts';
import type { SmsProvider } from '../../sms/sms.provider.ts';
import { createSmsService } from '../../sms/sms.service.ts';
import { SMS_OUTBOX_TASK } from '../../sms/sms-outbox.ts';
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
import { reminderTask } from './reminder-job.ts';
import { REMINDER_TASK, reminderJobKey } from './reminder-schedule.ts';

// Issue 14: one job fires every due reminder in one transaction (alarm, status, credit, SMS outbox row
// and the other jobs together), so a crash at any point fires each reminder once or not yet.

let t: TestApp;
beforeAll(async () => {
  t = await createCalendarTestApp();
});
afterAll(() => t.close());
afterEach(async () => {
  await runDueJobs(t, new Date(Date.now() + 400 * 86_400_000));
});

/** A lawyer with `count` reminders (every other one by SMS) on one event, all of them due now. */
async function dueReminders(count: number, credit = count) {
  const lawyer = await newLawyer(t);
  ok(await call(t, 'PATCH', `${C}/settings/update_settings/`, lawyer.access, { reminder_offsets: [] }));
  await grantCredit(t, lawyer.userId, credit);
  const event = await createEvent(t, lawyer.access, { title: 'جلسه', starts_at: inHours(48) });
  const other = await createEvent(t, lawyer.access, { title: 'جلسه', starts_at: inHours(50) });
  const pids: string[] = [];
  for (let i = 1; i <= count; i++) {
    const channel = i % 2 ? 'sms' : 'in_app';
    const made = ok<ReminderBody>(
      await call(t, 'POST', `${C}/reminders/create_reminder/`, lawyer.access, {
        // At most ten reminders an event: the seventh and later go on the second one.
        event: i <= 6 ? event.pid : other.pid,
        remind_before_minutes: i * 10,
        channel,
      }),
      201,
    );
    pids.push(made.pid);
  }
  // Their time has come: the reminders' and their jobs' (the event itself is still ahead).
  await t.database.pool.query(
    `update calendar_reminders set remind_at = now() - interval '1 second' where pid = any($1)`,
    [pids],
  );
  await t.database.pool.query(
    `update graphile_worker._private_jobs set run_at = now() - interval '1 second' where key = any($1)`,
    [pids.map(reminderJobKey)],
  );
  return { lawyer, event, other, pids };
}

const outbox = async (phone: string) =>
  (
    await t.database.pool.query<{ status: string; kind: string }>(
      `select status, kind from sms_messages where recipient = $1 and kind = 'reminder'`,
      [phone],
    )
  ).rows;

describe('reminders fired in batches', () => {
  it('fires every due reminder with the first job, and removes the other jobs', async () => {
    const { lawyer, event, other } = await dueReminders(12);
    // The first job fires all twelve; the outbox job then sends the six SMS.
    expect(await runDueJobs(t)).toBe(2);
    const results = [
      ...(await remindersOf(t, lawyer.access, event.pid)).results,
      ...(await remindersOf(t, lawyer.access, other.pid)).results,
    ];
    expect(results.map((r) => r.status)).toEqual(Array(12).fill('sent'));
    expect((await alarmsOf(t, lawyer.access)).results).toHaveLength(12);
    expect(await outbox(lawyer.phone)).toEqual(Array(6).fill({ status: 'sent', kind: 'reminder' }));
    expect((await smsBalance(t.database.db, lawyer.userId)).balance).toBe(6);
    expect(await pendingJobs(t, REMINDER_TASK)).toEqual([]);
  });

  it('leaves nothing behind when the transaction fails, and fires once on the retry', async () => {
    const { lawyer, event, pids } = await dueReminders(4);
    const broken: SmsProvider = {
      name: 'console',
      sendCode: async () => ({}),
      sendText: async () => ({}),
    };
    const sms = createSmsService(t.database.db, broken);
    // Dies after the alarms and the statuses were written, at the outbox: as a crash would.
    sms.outbox.queue = async () => {
      throw new Error('the process died here');
    };
    // Each of the four jobs tries the whole batch and fails.
    expect(await runDueJobs(t, null, { [REMINDER_TASK]: reminderTask(t.database.db, sms) })).toBe(4);
    expect((await remindersOf(t, lawyer.access, event.pid)).results.map((r) => r.status)).toEqual(
      Array(4).fill('scheduled'),
    );
    expect((await alarmsOf(t, lawyer.access)).results).toHaveLength(0);
    expect(await outbox(lawyer.phone)).toHaveLength(0);
    expect((await smsBalance(t.database.db, lawyer.userId)).balance).toBe(4);
    // Retried once their back-off has passed, by the real task this time: everything once.
    await t.database.pool.query(
      `update graphile_worker._private_jobs set run_at = now() - interval '1 second' where key = any($1)`,
      [pids.map(reminderJobKey)],
    );
    expect(await runDueJobs(t)).toBe(2);
    expect((await alarmsOf(t, lawyer.access)).results).toHaveLength(4);
    expect(await outbox(lawyer.phone)).toHaveLength(2);
    expect((await smsBalance(t.database.db, lawyer.userId)).balance).toBe(2);
    expect(await runDueJobs(t, new Date(Date.now() + 3_600_000))).toBe(0);
  });

  it('says so in the alarm when the credit runs out halfway through a batch', async () => {
    const { lawyer, event } = await dueReminders(6, 2);
    expect(await runDueJobs(t)).toBe(2);
    const sms = (await remindersOf(t, lawyer.access, event.pid)).results.filter((r) => r.channel === 'sms');
    expect(sms.map((r) => r.sms_status).sort()).toEqual(['no_credit', 'sent', 'sent']);
    expect((await smsBalance(t.database.db, lawyer.userId)).balance).toBe(0);
    const notes = (await alarmsOf(t, lawyer.access)).results.filter((a) => a.body?.includes('اعتبار پیامک'));
    expect(notes).toHaveLength(1);
  });
});

describe('the SMS outbox', () => {
  const failing = (calls: { localId?: string }[]): SmsProvider => ({
    name: 'console',
    sendCode: async () => ({}),
    sendText: async (_to, _text, options) => {
      calls.push(options ?? {});
      throw new Error('provider down');
    },
  });

  it('retries a failed send, then gives up: the credit comes back and the reminder says it failed', async () => {
    const { lawyer, event } = await dueReminders(1);
    const calls: { localId?: string }[] = [];
    const sms = createSmsService(t.database.db, failing(calls));
    const tasks = { [REMINDER_TASK]: reminderTask(t.database.db, sms), ...sms.tasks };
    expect(await runDueJobs(t, null, tasks)).toBe(2);
    expect(calls).toHaveLength(1);
    expect(await outbox(lawyer.phone)).toEqual([{ status: 'pending', kind: 'reminder' }]);
    expect((await smsBalance(t.database.db, lawyer.userId)).balance).toBe(0);
    // Four more tries, each once its back-off has passed; the same outbox id every time.
    for (let attempt = 2; attempt <= 5; attempt++) {
      await t.database.pool.query(
        `update sms_messages set lease_until = now() - interval '1 second' where recipient = $1 and kind = 'reminder'`,
        [lawyer.phone],
      );
      await sms.outbox.drain();
    }
    expect(calls).toHaveLength(5);
    expect(new Set(calls.map((c) => c.localId)).size).toBe(1);
    expect(await outbox(lawyer.phone)).toEqual([{ status: 'failed', kind: 'reminder' }]);
    expect((await smsBalance(t.database.db, lawyer.userId)).balance).toBe(1);
    const [reminder] = (await remindersOf(t, lawyer.access, event.pid)).results;
    expect(reminder?.sms_status).toBe('failed');
    expect((await pendingJobs(t, SMS_OUTBOX_TASK)).length).toBeGreaterThan(0);
  });

  it('sends again, under the same local id, a message whose sender died before recording it', async () => {
    const { lawyer } = await dueReminders(1);
    const calls: { localId?: string }[] = [];
    const sms = createSmsService(t.database.db, {
      name: 'console',
      sendCode: async () => ({}),
      sendText: async (_to, _text, options) => {
        calls.push(options ?? {});
        return { messageId: `m-${calls.length}` };
      },
    });
    const tasks = { [REMINDER_TASK]: reminderTask(t.database.db, sms), ...sms.tasks };
    expect(await runDueJobs(t, null, tasks)).toBe(2);
    expect(calls).toHaveLength(1);
    // The provider took it, and the sender died before recording so: the row is still leased.
    await t.database.pool.query(
      `update sms_messages set status = 'sending', lease_until = now() + interval '1 minute'
       where recipient = $1 and kind = 'reminder'`,
      [lawyer.phone],
    );
    await sms.outbox.drain();
    expect(calls).toHaveLength(1);
    await t.database.pool.query(
      `update sms_messages set lease_until = now() - interval '1 second' where recipient = $1 and kind = 'reminder'`,
      [lawyer.phone],
    );
    await sms.outbox.drain();
    expect(calls).toHaveLength(2);
    expect(calls[1]?.localId).toBe(calls[0]?.localId);
    const { rows } = await t.database.pool.query(
      `select id::text, status, provider_message_id from sms_messages where recipient = $1 and kind = 'reminder'`,
      [lawyer.phone],
    );
    expect(rows).toEqual([{ id: calls[0]?.localId, status: 'sent', provider_message_id: 'm-2' }]);
  });
});
