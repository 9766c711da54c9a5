import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/test-app.ts';
import { call, createCase, newLawyer, newSecretary, ok } from '../../office/test-helpers.ts';
import { C, createCalendarTestApp, createEvent, inHours } from '../calendar-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createCalendarTestApp();
});
afterAll(() => t.close());

interface FeedToken {
  url: string;
  webcal_url: string;
}
const rotate = async (token: string) =>
  ok<FeedToken>(await call(t, 'POST', `${C}/settings/rotate_feed_token/`, token), 201);
/** Fetches a feed address as a phone's calendar would: no Bearer token. */
const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

describe('the ICS feed', () => {
  it('serves the office calendar as a valid VCALENDAR, without a Bearer token', async () => {
    const lawyer = await newLawyer(t);
    const theCase = await createCase(t, lawyer.access, { title: 'مطالبه وجه چک' });
    await createEvent(t, lawyer.access, {
      title: 'جلسه رسیدگی',
      starts_at: '2031-05-10T09:30:00+03:30',
      case: theCase.pid,
    });
    await createEvent(t, lawyer.access, {
      title: 'مهلت تجدیدنظرخواهی',
      event_type: undefined,
      starts_at: undefined,
      deadline: { served_on: new Date().toISOString().slice(0, 10), rule: 'appeal' },
    });
    const feed = await rotate(lawyer.access);
    expect(feed.url).toMatch(/\/api\/court-calendar\/v1\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(feed.webcal_url.startsWith('webcal:')).toBe(true);

    const response = await fetchFeed(feed.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/calendar');
    const ics = response.body;
    expect(ics.startsWith('BEGIN:VCALENDAR')).toBe(true);
    expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    expect(ics).toContain('VERSION:2.0');
    // The 2031 hearing is beyond the next 12 months; the deadline (all-day) is in.
    expect(ics).not.toContain('جلسه رسیدگی');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain('SUMMARY:مهلت قانونی: مهلت تجدیدنظرخواهی');
    expect(ics).toMatch(/DTSTART;VALUE=DATE:\d{8}/);
  });

  it('lists the events of the next months with their times in UTC', async () => {
    const lawyer = await newLawyer(t);
    const event = await createEvent(t, lawyer.access, { title: 'جلسه', starts_at: inHours(48) });
    const ics = (await fetchFeed((await rotate(lawyer.access)).url)).body;
    const stamp = event.starts_at.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(ics).toContain(`DTSTART:${stamp}`);
    expect(ics).toContain(`UID:${event.pid}@vakilyar`);
  });

  it('stops the old address at once when rotated, and every address when disabled', async () => {
    const lawyer = await newLawyer(t);
    const first = await rotate(lawyer.access);
    const second = await rotate(lawyer.access);
    expect((await fetchFeed(first.url)).statusCode).toBe(404);
    expect((await fetchFeed(second.url)).statusCode).toBe(200);
    const settings = ok<{ feed: { enabled: boolean } }>(
      await call(t, 'GET', `${C}/settings/get_settings/`, lawyer.access),
    );
    expect(settings.feed.enabled).toBe(true);
    ok(await call(t, 'POST', `${C}/settings/disable_feed/`, lawyer.access));
    expect((await fetchFeed(second.url)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown or malformed token', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${C}/feed/${'a'.repeat(43)}.ics` })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: `${C}/feed/short.ics` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${C}/feed/${'a'.repeat(43)}` })).statusCode).toBe(404);
  });

  it("shows a removed secretary's feed nothing of the office any more", async () => {
    const lawyer = await newLawyer(t);
    const secretary = await newSecretary(t, lawyer.officeId);
    await createEvent(t, lawyer.access, { title: 'جلسه محرمانه دفتر', starts_at: inHours(24) });
    const feed = await rotate(secretary.access);
    expect((await fetchFeed(feed.url)).body).toContain('جلسه محرمانه دفتر');
    const removed = await call(
      t,
      'DELETE',
      '/api/lawyer-office/v1/offices/remove-secretary/',
      lawyer.access,
      {
        secretary_id: secretary.pid,
      },
    );
    expect(removed.statusCode).toBe(204);
    const after = await fetchFeed(feed.url);
    expect(after.statusCode).toBe(200);
    expect(after.body).not.toContain('جلسه محرمانه دفتر');
  });
});
