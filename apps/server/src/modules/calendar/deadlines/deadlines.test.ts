import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/test-app.ts';
import { call, newClientUser, newLawyer, ok } from '../../office/test-helpers.ts';
import { C, createCalendarTestApp, makeUser } from '../calendar-test-kit.ts';

let t: TestApp;
let lawyer: Awaited<ReturnType<typeof newLawyer>>;
beforeAll(async () => {
  t = await createCalendarTestApp();
  lawyer = await newLawyer(t);
});
afterAll(() => t.close());

const A = '/api/admin/v1/calendar/holidays/';
const calculate = (body: Record<string, unknown>, token = lawyer.access) =>
  call(t, 'POST', `${C}/deadlines/calculate/`, token, body);

interface Result {
  deadline: string;
  days: number;
  rule_label: string;
  skipped_days: { date: string; reason: string }[];
  explanation: string;
}

describe('the deadline calculator over the seeded holidays', () => {
  it('moves a deadline served on a Tuesday and due in Nowruz 1405 past the holiday', async () => {
    const result = ok<Result>(await calculate({ served_on: '2026-03-03', rule: 'appeal' }));
    expect(result).toMatchObject({
      deadline: '2026-03-25',
      days: 20,
      rule_label: 'تجدیدنظرخواهی (۲۰ روز)',
      skipped_days: [{ date: '2026-03-24', reason: 'تعطیل رسمی (عید نوروز)' }],
    });
    expect(result.explanation).toContain('ماده ۳۳۶');
    expect(result.explanation).toContain('آخرین روز مهلت: چهارشنبه ۵ فروردین ۱۴۰۵.');
  });

  it('runs through Friday and the holidays after it: Tasua and Ashura 1404', async () => {
    // Served Friday 13 June 2025: due Friday 4 July, then 5-6 July (Tasua, Ashura): Monday 7 July.
    const result = ok<Result>(await calculate({ served_on: '2025-06-13', rule: 'objection' }));
    expect(result.skipped_days.map((d) => d.date)).toEqual(['2025-07-04', '2025-07-05', '2025-07-06']);
    expect(result.deadline).toBe('2025-07-07');
  });

  it('accepts Persian digits and a custom number of days', async () => {
    const result = ok<Result>(await calculate({ served_on: '۲۰۲۵-۰۵-۰۶', rule: 'custom', days: '۱۰' }));
    expect(result).toMatchObject({ deadline: '2025-05-17', days: 10 });
  });

  it('refuses an unknown rule, a custom rule without days and a bad date', async () => {
    const unknown = await calculate({ served_on: '2025-05-06', rule: 'forever' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error_messages.rule[0]).toBe('قاعده مهلت معتبر نیست.');
    const noDays = await calculate({ served_on: '2025-05-06', rule: 'custom' });
    expect(noDays.json().error_messages.days[0]).toBe('برای مهلت دلخواه، تعداد روزها را وارد کنید.');
    // A Jalali date sent by mistake is not read as the Gregorian year 1404.
    const jalali = await calculate({ served_on: '1404-02-16', rule: 'appeal' });
    expect(jalali.json().error_messages.served_on[0]).toContain('میلادی');
  });

  it('serves every signed-in user, no one signed out', async () => {
    const client = await newClientUser(t);
    ok(await calculate({ served_on: '2025-05-06', rule: 'cassation' }, client.access));
    expect(
      (await t.app.inject({ method: 'POST', url: `${C}/deadlines/calculate/`, payload: {} })).statusCode,
    ).toBe(401);
  });
});

describe('official holidays', () => {
  it('lists the seeded holidays of a span for the month view', async () => {
    const page = ok<{ count: number; results: { date: string; title: string }[] }>(
      await call(t, 'GET', `${C}/holidays/?from=2025-03-21&to=2025-04-02`, lawyer.access),
    );
    expect(page.results.map((h) => h.date)).toEqual([
      '2025-03-21',
      '2025-03-22',
      '2025-03-23',
      '2025-03-24',
      '2025-03-31',
      '2025-04-01',
      '2025-04-02',
    ]);
  });

  it('lets an admin add and delete a holiday, which the calculator then follows', async () => {
    const admin = await makeUser(t, 'admin');
    // Served Sunday 4 January 2026: due Sunday 25 January 2026 (5 Bahman 1404), a working day.
    expect(ok<Result>(await calculate({ served_on: '2026-01-04', rule: 'appeal' })).deadline).toBe(
      '2026-01-25',
    );
    const added = ok<{ pid: string; message: string }>(
      await call(t, 'POST', A, admin.access, { date: '2026-01-25', title: 'تعطیلی اضطراری سراسری' }),
      201,
    );
    expect(added.message).toBe('تعطیلی ثبت شد.');
    expect((await call(t, 'POST', A, admin.access, { date: '2026-01-25', title: 'تکراری' })).statusCode).toBe(
      409,
    );
    expect(ok<Result>(await calculate({ served_on: '2026-01-04', rule: 'appeal' })).deadline).toBe(
      '2026-01-26',
    );
    expect((await call(t, 'DELETE', `${A}${added.pid}/`, admin.access)).statusCode).toBe(204);
    expect((await call(t, 'DELETE', `${A}${added.pid}/`, admin.access)).statusCode).toBe(404);
    expect(ok<Result>(await calculate({ served_on: '2026-01-04', rule: 'appeal' })).deadline).toBe(
      '2026-01-25',
    );
  });

  it('keeps the admin routes to admins', async () => {
    expect((await call(t, 'GET', A, lawyer.access)).statusCode).toBe(403);
    expect((await call(t, 'POST', A, lawyer.access, { date: '2026-01-26', title: 'تعطیل' })).statusCode).toBe(
      403,
    );
    expect((await call(t, 'GET', A)).statusCode).toBe(401);
  });
});
