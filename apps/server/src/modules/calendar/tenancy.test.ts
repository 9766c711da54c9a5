import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import {
  call,
  createCase,
  type Method,
  newClientUser,
  newLawyer,
  newSecretary,
  ok,
} from '../office/test-helpers.ts';
import { calendarRouteTable } from './calendar.plugin.ts';
import {
  C,
  createCalendarTestApp,
  createEvent,
  type EventBody,
  inHours,
  makeUser,
  type ReminderBody,
  remindersOf,
} from './calendar-test-kit.ts';

/**
 * The tenancy matrix: every route the module registers (read from its route table, so a new route not
 * listed here fails the first test) is called by people who must reach nothing of the victim office's
 * calendar: a lawyer of another office, a secretary removed from the office, a client and a consultant.
 */
type Kind = 'object' | 'reference' | 'own' | 'admin' | 'public';

interface Victim {
  event: EventBody;
  reminder: ReminderBody;
  casePid: string;
}

const ROUTES: Record<string, (v: Victim) => { kind: Kind; url: string; payload?: Record<string, unknown> }> =
  {
    [`GET ${C}/events/`]: () => ({
      kind: 'own',
      url: `${C}/events/?search=${encodeURIComponent('محرمانه')}`,
    }),
    [`GET ${C}/events/:pid/`]: (v) => ({ kind: 'object', url: `${C}/events/${v.event.pid}/` }),
    [`POST ${C}/events/client_sms_preview/`]: (v) => ({
      kind: 'reference',
      url: `${C}/events/client_sms_preview/`,
      payload: { case: v.casePid, starts_at: inHours(48) },
    }),
    [`POST ${C}/events/create_event/`]: (v) => ({
      kind: 'reference',
      url: `${C}/events/create_event/`,
      payload: { title: 'جلسه', starts_at: inHours(5), case: v.casePid },
    }),
    [`PUT ${C}/events/:pid/update_event/`]: (v) => ({
      kind: 'object',
      url: `${C}/events/${v.event.pid}/update_event/`,
      payload: { title: 'دستکاری', starts_at: inHours(5) },
    }),
    [`DELETE ${C}/events/:pid/delete_event/`]: (v) => ({
      kind: 'object',
      url: `${C}/events/${v.event.pid}/delete_event/`,
    }),
    [`GET ${C}/reminders/event/:pid/`]: (v) => ({
      kind: 'object',
      url: `${C}/reminders/event/${v.event.pid}/`,
    }),
    [`POST ${C}/reminders/create_reminder/`]: (v) => ({
      kind: 'object',
      url: `${C}/reminders/create_reminder/`,
      payload: { event: v.event.pid, remind_before_minutes: 30 },
    }),
    [`DELETE ${C}/reminders/:pid/delete_reminder/`]: (v) => ({
      kind: 'object',
      url: `${C}/reminders/${v.reminder.pid}/delete_reminder/`,
    }),
    [`GET ${C}/settings/get_settings/`]: () => ({ kind: 'own', url: `${C}/settings/get_settings/` }),
    [`PATCH ${C}/settings/update_settings/`]: () => ({
      kind: 'own',
      url: `${C}/settings/update_settings/`,
      payload: { week_start: 'sunday' },
    }),
    [`POST ${C}/settings/rotate_feed_token/`]: () => ({
      kind: 'own',
      url: `${C}/settings/rotate_feed_token/`,
    }),
    [`POST ${C}/settings/disable_feed/`]: () => ({ kind: 'own', url: `${C}/settings/disable_feed/` }),
    [`POST ${C}/deadlines/calculate/`]: () => ({
      kind: 'own',
      url: `${C}/deadlines/calculate/`,
      payload: { served_on: '2025-05-06', rule: 'appeal' },
    }),
    [`GET ${C}/holidays/`]: () => ({ kind: 'own', url: `${C}/holidays/` }),
    'GET /api/admin/v1/calendar/holidays/': () => ({
      kind: 'admin',
      url: '/api/admin/v1/calendar/holidays/',
    }),
    'POST /api/admin/v1/calendar/holidays/': () => ({
      kind: 'admin',
      url: '/api/admin/v1/calendar/holidays/',
      payload: { date: '2030-01-01', title: 'تعطیل' },
    }),
    'DELETE /api/admin/v1/calendar/holidays/:pid/': () => ({
      kind: 'admin',
      url: '/api/admin/v1/calendar/holidays/anything/',
    }),
    // Tested in feed.test.ts: the token is the only key.
    [`GET ${C}/feed/:file`]: () => ({ kind: 'public', url: `${C}/feed/x.ics` }),
  };

let t: TestApp;
let victim: Victim;
let victimToken: string;
const attackers: Record<string, string> = {};

beforeAll(async () => {
  t = await createCalendarTestApp();
  const lawyer = await newLawyer(t);
  victimToken = lawyer.access;
  const theCase = await createCase(t, lawyer.access, { title: 'پرونده محرمانه' });
  const event = await createEvent(t, lawyer.access, {
    title: 'جلسه محرمانه',
    starts_at: inHours(48),
    case: theCase.pid,
  });
  const [reminder] = (await remindersOf(t, lawyer.access, event.pid)).results;
  if (!reminder) throw new Error('no default reminder');
  victim = { event, reminder, casePid: theCase.pid };

  const removed = await newSecretary(t, lawyer.officeId);
  ok(
    await call(t, 'DELETE', '/api/lawyer-office/v1/offices/remove-secretary/', lawyer.access, {
      secretary_id: removed.pid,
    }),
    204,
  );
  attackers['another office'] = (await newLawyer(t)).access;
  attackers['removed secretary'] = removed.access;
  attackers.client = (await newClientUser(t)).access;
  attackers.consultant = (await makeUser(t, 'consultant')).access;
});
afterAll(() => t.close());

describe('calendar tenancy', () => {
  it('lists every route of the module', () => {
    expect([...calendarRouteTable.keys()].sort()).toEqual(Object.keys(ROUTES).sort());
  });

  for (const [route, build] of Object.entries(ROUTES)) {
    const method = route.split(' ')[0] as Method;
    it(`${route}: nothing of another office's calendar`, async () => {
      const { kind, url, payload } = build(victim);
      if (kind === 'public') return;
      for (const [who, token] of Object.entries(attackers)) {
        const response = await call(t, method, url, token, payload);
        const context = `${who}: ${response.body}`;
        if (kind === 'object') expect(response.statusCode, context).toBe(404);
        if (kind === 'reference') expect(response.statusCode, context).toBe(400);
        if (kind === 'admin') expect(response.statusCode, context).toBe(403);
        if (kind === 'own') {
          expect(response.statusCode, context).toBeLessThan(300);
          expect(response.body, context).not.toContain(victim.event.pid);
          expect(response.body, context).not.toContain('محرمانه');
        }
      }
    });
  }

  it("leaves the victim's event and reminder untouched", async () => {
    const event = ok<EventBody>(await call(t, 'GET', `${C}/events/${victim.event.pid}/`, victimToken));
    expect(event.title).toBe('جلسه محرمانه');
    expect((await remindersOf(t, victimToken, victim.event.pid)).results.map((r) => r.pid)).toContain(
      victim.reminder.pid,
    );
  });
});
