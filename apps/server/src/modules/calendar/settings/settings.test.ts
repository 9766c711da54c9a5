import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/test-app.ts';
import { call, newLawyer, newSecretary, ok } from '../../office/test-helpers.ts';
import {
  C,
  createCalendarTestApp,
  createEvent,
  inHours,
  makeUser,
  remindersOf,
} from '../calendar-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createCalendarTestApp();
});
afterAll(() => t.close());

const settingsOf = async (token: string) =>
  ok<Record<string, unknown>>(await call(t, 'GET', `${C}/settings/get_settings/`, token));
const patch = (token: string, body: Record<string, unknown>) =>
  call(t, 'PATCH', `${C}/settings/update_settings/`, token, body);

describe('calendar settings', () => {
  it('starts from the defaults of an Iranian office', async () => {
    const consultant = await makeUser(t, 'consultant');
    expect(await settingsOf(consultant.access)).toEqual({
      reminder_offsets: [1440, 60],
      default_channel: 'in_app',
      sms_reminders: true,
      week_start: 'saturday',
      working_days: ['saturday', 'sunday', 'monday', 'tuesday', 'wednesday'],
      work_starts: '08:00',
      work_ends: '16:00',
      feed: { enabled: false, created_at: null },
    });
  });

  it('changes only what is sent, normalized, and new events take the new defaults', async () => {
    const lawyer = await newLawyer(t);
    const updated = ok<Record<string, unknown>>(
      await patch(lawyer.access, {
        reminder_offsets: [30, 2880, 30, '۱۲۰'],
        default_channel: 'sms',
        working_days: ['thursday', 'saturday'],
        work_starts: '۰۹:۰۰',
      }),
    );
    expect(updated).toMatchObject({
      reminder_offsets: [2880, 120, 30],
      default_channel: 'sms',
      working_days: ['saturday', 'thursday'],
      work_starts: '09:00',
      work_ends: '16:00',
      message: 'تنظیمات تقویم ذخیره شد.',
    });
    const event = await createEvent(t, lawyer.access, { starts_at: inHours(24 * 5) });
    const reminders = await remindersOf(t, lawyer.access, event.pid);
    expect(reminders.results.map((r) => [r.remind_before_minutes, r.channel])).toEqual([
      [2880, 'sms'],
      [120, 'sms'],
      [30, 'sms'],
    ]);
  });

  it('refuses bad values, field by field', async () => {
    const lawyer = await newLawyer(t);
    const bad = await patch(lawyer.access, {
      reminder_offsets: [-5],
      week_start: 'someday',
      work_ends: '25:00',
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().error_messages;
    expect(Object.keys(fields)).toEqual(
      expect.arrayContaining(['reminder_offsets', 'week_start', 'work_ends']),
    );
    ok(await patch(lawyer.access, { work_starts: '10:00' }));
    const backwards = await patch(lawyer.access, { work_ends: '09:00' });
    expect(backwards.json().error_messages.work_ends[0]).toBe('ساعت پایان کار باید پس از ساعت شروع باشد.');
  });

  it('keeps each person their own settings, in one office too', async () => {
    const lawyer = await newLawyer(t);
    const secretary = await newSecretary(t, lawyer.officeId);
    ok(await patch(secretary.access, { reminder_offsets: [15] }));
    expect((await settingsOf(lawyer.access)).reminder_offsets).toEqual([1440, 60]);
  });
});
