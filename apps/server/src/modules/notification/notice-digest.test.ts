import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { call, newLawyer, newSecretary, ok } from '../office/test-helpers.ts';
import { sendDueDigests, tehranClock } from './notice-digest.ts';
import { createNotice } from './notice-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type AlarmPage = { results: { title: string; link: string | null }[] };
const digestsOf = async (user: { access: string }) =>
  ok<AlarmPage>(await call(t, 'GET', '/api/notification/v1/alarms/', user.access)).results.filter(
    (a) => a.link === '/court-notices?view=unread',
  );

/** 09:30 in Tehran (UTC+3:30) on a given day. */
const tehranMorning = (day: string) => new Date(`${day}T06:00:00Z`);

describe('the daily digest', () => {
  it('reads the Tehran day and hour', () => {
    expect(tehranClock(new Date('2025-03-20T21:00:00Z'))).toEqual({ day: '2025-03-21', hour: 0 });
    expect(tehranClock(tehranMorning('2025-06-01'))).toEqual({ day: '2025-06-01', hour: 9 });
  });

  it('sums up the unread notices once a day, from the chosen hour, even when two checks race', async () => {
    const lawyer = await newLawyer(t);
    const secretary = await newSecretary(t, lawyer.officeId);
    await createNotice(t, lawyer, { subject: 'ابلاغیه نخست' });
    await createNotice(t, lawyer, { subject: 'ابلاغیه دوم' });
    ok(
      await call(t, 'PATCH', '/api/court-notification/v1/preferences/update_preferences/', secretary.access, {
        daily_digest_hour: 9,
        in_app_on_new_notice: false,
      }),
    );
    // Before the hour: nothing.
    await sendDueDigests(t.database.db, new Date('2030-01-01T04:00:00Z'));
    expect(await digestsOf(secretary)).toHaveLength(0);

    await Promise.all([
      sendDueDigests(t.database.db, tehranMorning('2030-01-01')),
      sendDueDigests(t.database.db, tehranMorning('2030-01-01')),
    ]);
    const digests = await digestsOf(secretary);
    expect(digests).toHaveLength(1);
    expect(digests[0]?.title).toBe('۲ ابلاغیه خوانده‌نشده دارید');
    // The lawyer chose no digest.
    expect(await digestsOf(lawyer)).toHaveLength(0);

    // The next day again; nothing once everything is read.
    await sendDueDigests(t.database.db, tehranMorning('2030-01-02'));
    expect(await digestsOf(secretary)).toHaveLength(2);
    ok(
      await call(
        t,
        'POST',
        '/api/court-notification/v1/court-notifications/mark-all-as-read/',
        secretary.access,
      ),
    );
    await sendDueDigests(t.database.db, tehranMorning('2030-01-03'));
    expect(await digestsOf(secretary)).toHaveLength(2);
  });
});
