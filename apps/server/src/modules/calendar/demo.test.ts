import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateJobQueue } from '../../jobs/migrate.ts';
import { pendingJobs } from '../../jobs/testing.ts';
import { seedCalendarDemo } from '../demo/calendar.demo.ts';
import type { DemoUsers } from '../demo/demo.accounts.ts';
import { seedOfficeDemo } from '../demo/office.demo.ts';
import {
  call,
  createOfficeTestApp,
  newClientUser,
  newLawyer,
  newSecretary,
  ok,
} from '../office/test-helpers.ts';
import { C, type EventBody, makeUser } from './calendar-test-kit.ts';
import { countOfficeEvents } from './office-events.ts';
import { REMINDER_TASK } from './reminders/reminder-schedule.ts';
import { addDays, tehranDay, tehranMidnight } from './tehran-time.ts';

let t: Awaited<ReturnType<typeof createOfficeTestApp>>;
beforeAll(async () => {
  t = await createOfficeTestApp();
  await migrateJobQueue(t.database.pool);
});
afterAll(() => t.close());

describe('demo calendar', () => {
  it('fills a month of the demo office around today, with reminders', async () => {
    const lawyer = await newLawyer(t);
    const secretary = await newSecretary(t, lawyer.officeId);
    const client = await newClientUser(t);
    const consultant = await makeUser(t, 'consultant');
    const user = (u: { userId: number; pid: string; phone: string }) => ({
      id: u.userId,
      pid: u.pid,
      phone: u.phone,
    });
    const demo = {
      lawyer: user(lawyer),
      secretary: user(secretary),
      client: user(client),
      consultant: user(consultant),
      admin: user(client),
      officeId: lawyer.officeId,
    } as DemoUsers;
    await t.database.db.transaction(async (tx) => {
      await seedOfficeDemo(tx, demo, t.uploadDir);
      await seedCalendarDemo(tx, demo);
    });

    const all = ok<{ count: number; results: EventBody[] }>(
      await call(t, 'GET', `${C}/events/?page_size=100`, secretary.access),
    );
    expect(all.count).toBe(15);
    const types = new Set(all.results.map((e) => e.event_type));
    expect(types).toEqual(new Set(['hearing', 'deadline', 'meeting', 'expert', 'other']));
    const deadlines = all.results.filter((e) => e.event_type === 'deadline');
    expect(deadlines).toHaveLength(3);
    expect(deadlines.every((e) => e.all_day && e.deadline && e.case)).toBe(true);
    // No hearing on a Friday.
    const hearings = all.results.filter((e) => e.event_type === 'hearing');
    expect(
      hearings.every(
        (e) => new Date(e.starts_at).getUTCDay() !== 5 || new Date(e.starts_at).getUTCHours() > 20,
      ),
    ).toBe(true);
    expect(hearings.filter((e) => e.case).length).toBe(hearings.length);

    const future = ok<{ count: number; results: EventBody[] }>(
      await call(t, 'GET', `${C}/events/?future_events_only=true&page_size=100`, lawyer.access),
    );
    expect(
      future.results.every((e) => e.reminders_count > 0 || Date.parse(e.starts_at) - Date.now() < 3_600_000),
    ).toBe(true);
    expect((await pendingJobs(t, REMINDER_TASK)).length).toBeGreaterThan(20);

    const mine = ok<{ count: number }>(await call(t, 'GET', `${C}/events/`, client.access));
    expect(mine.count).toBe(2);

    const today = tehranDay(new Date());
    const week = await countOfficeEvents(
      t.database.db,
      lawyer.officeId,
      tehranMidnight(today),
      tehranMidnight(addDays(today, 7)),
    );
    expect(week).toBeGreaterThanOrEqual(4);
  });
});
