import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/test-app.ts';
import { call, createCase, newClientUser, newLawyer, newSecretary, ok } from '../../office/test-helpers.ts';
import {
  C,
  createCalendarTestApp,
  createEvent,
  type EventBody,
  inHours,
  makeUser,
  remindersOf,
} from '../calendar-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createCalendarTestApp();
});
afterAll(() => t.close());

const list = async (token: string, query = '') =>
  ok<{ count: number; next: string | null; results: EventBody[] }>(
    await call(t, 'GET', `${C}/events/${query}`, token),
  );

describe('events: create, read, update, delete', () => {
  it('keeps an event with its fields, the default reminders and the office as its calendar', async () => {
    const lawyer = await newLawyer(t);
    const theCase = await createCase(t, lawyer.access, { title: 'دعوای مطالبه مهریه' });
    const startsAt = inHours(72);
    const created = await createEvent(t, lawyer.access, {
      title: 'جلسه رسیدگي مهريه',
      starts_at: startsAt,
      ends_at: inHours(73),
      location: 'مجتمع قضایی شهید بهشتی، طبقه ۳',
      description: 'همراه داشتن اصل سند ازدواج',
      case: theCase.pid,
    });
    expect(created).toMatchObject({
      title: 'جلسه رسیدگي مهريه',
      event_type: 'hearing',
      all_day: false,
      calendar: 'office',
      case: { pid: theCase.pid, title: 'دعوای مطالبه مهریه' },
      can_edit: true,
      created_by: { pid: lawyer.pid },
      reminders_count: 2,
    });
    expect(Date.parse(created.starts_at)).toBe(Date.parse(startsAt));
    const reminders = await remindersOf(t, lawyer.access, created.pid);
    expect(reminders.results.map((r) => r.remind_before_minutes)).toEqual([1440, 60]);

    const fetched = ok<EventBody>(await call(t, 'GET', `${C}/events/${created.pid}/`, lawyer.access));
    expect(fetched.pid).toBe(created.pid);
  });

  it('ends an event an hour after its start when no end is given', async () => {
    const lawyer = await newLawyer(t);
    const event = await createEvent(t, lawyer.access, { starts_at: '2031-05-10T09:30:00+03:30' });
    expect(event.ends_at).toBe('2031-05-10T07:00:00.000Z');
  });

  it('reads all-day events as Tehran days', async () => {
    const lawyer = await newLawyer(t);
    const event = await createEvent(t, lawyer.access, {
      title: 'جلسه کارشناسی',
      event_type: 'expert',
      all_day: true,
      starts_at: '2031-05-10T15:00:00+03:30',
      ends_at: '2031-05-11T10:00:00+03:30',
    });
    expect(event.starts_at).toBe('2031-05-09T20:30:00.000Z');
    expect(event.ends_at).toBe('2031-05-10T20:30:00.000Z');
  });

  it('shares the office calendar between the lawyer and the secretary, who may edit it', async () => {
    const lawyer = await newLawyer(t);
    const secretary = await newSecretary(t, lawyer.officeId);
    const event = await createEvent(t, secretary.access, { title: 'ملاقات با موکل', event_type: 'meeting' });
    expect(event.calendar).toBe('office');
    // The secretary's default reminders, and the lawyer's, who goes to it.
    const reminders = await remindersOf(t, lawyer.access, event.pid);
    expect(new Set(reminders.results.map((r) => r.recipient.pid))).toEqual(
      new Set([lawyer.pid, secretary.pid]),
    );
    expect((await list(lawyer.access)).results.map((e) => e.pid)).toContain(event.pid);

    const updated = ok<EventBody & { message: string }>(
      await call(t, 'PUT', `${C}/events/${event.pid}/update_event/`, lawyer.access, {
        title: 'ملاقات با موکل در دفتر',
        event_type: 'meeting',
        starts_at: event.starts_at,
      }),
    );
    expect(updated.title).toBe('ملاقات با موکل در دفتر');
    expect(updated.message).toBeTruthy();
  });

  it('keeps personal calendars for clients and consultants', async () => {
    const client = await newClientUser(t);
    const consultant = await makeUser(t, 'consultant');
    const mine = await createEvent(t, client.access, { title: 'جلسه با وکیل', event_type: 'meeting' });
    expect(mine.calendar).toBe('personal');
    await createEvent(t, consultant.access, { title: 'مشاوره حضوری', event_type: 'meeting' });
    expect((await list(client.access)).results.map((e) => e.pid)).toEqual([mine.pid]);
    expect((await call(t, 'GET', `${C}/events/${mine.pid}/`, consultant.access)).statusCode).toBe(404);
  });

  it('clears optional fields on PUT and deletes with 204', async () => {
    const lawyer = await newLawyer(t);
    const event = await createEvent(t, lawyer.access, { location: 'دفتر' });
    const updated = ok<EventBody & { location: string | null }>(
      await call(t, 'PUT', `${C}/events/${event.pid}/update_event/`, lawyer.access, {
        title: event.title,
        starts_at: event.starts_at,
      }),
    );
    expect(updated.location).toBeNull();
    const removed = await call(t, 'DELETE', `${C}/events/${event.pid}/delete_event/`, lawyer.access);
    expect(removed.statusCode).toBe(204);
    expect((await call(t, 'GET', `${C}/events/${event.pid}/`, lawyer.access)).statusCode).toBe(404);
  });

  it('computes a deadline event from the date of service', async () => {
    const lawyer = await newLawyer(t);
    // Served Tuesday 3 March 2026: due Tuesday 24 March (4 Farvardin 1405, Nowruz): Wednesday the 25th.
    const event = await createEvent(t, lawyer.access, {
      title: 'مهلت تجدیدنظرخواهی',
      event_type: undefined,
      starts_at: undefined,
      deadline: { served_on: '2026-03-03', rule: 'appeal' },
    });
    expect(event).toMatchObject({
      event_type: 'deadline',
      all_day: true,
      starts_at: '2026-03-24T20:30:00.000Z',
      deadline: { served_on: '2026-03-03', rule: 'appeal', days: 20 },
    });
  });
});

describe('events: bad input', () => {
  it('refuses an end before the start, a missing title and a missing start', async () => {
    const lawyer = await newLawyer(t);
    const backwards = await call(t, 'POST', `${C}/events/create_event/`, lawyer.access, {
      title: 'جلسه',
      starts_at: inHours(10),
      ends_at: inHours(9),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error_messages.ends_at[0]).toBe('زمان پایان باید پس از زمان شروع باشد.');
    const noStart = await call(t, 'POST', `${C}/events/create_event/`, lawyer.access, { title: 'جلسه' });
    expect(noStart.statusCode).toBe(400);
    expect(noStart.json().error_messages.starts_at).toBeDefined();
    const noTitle = await call(t, 'POST', `${C}/events/create_event/`, lawyer.access, {
      starts_at: inHours(2),
    });
    expect(noTitle.json().error_messages.title).toBeDefined();
    const badType = await call(t, 'POST', `${C}/events/create_event/`, lawyer.access, {
      title: 'جلسه',
      starts_at: inHours(2),
      event_type: 'party',
    });
    expect(badType.statusCode).toBe(400);
  });

  it('refuses a case of another office, and an unknown deadline rule', async () => {
    const lawyer = await newLawyer(t);
    const other = await newLawyer(t);
    const theirs = await createCase(t, other.access);
    const response = await call(t, 'POST', `${C}/events/create_event/`, lawyer.access, {
      title: 'جلسه',
      starts_at: inHours(5),
      case: theirs.pid,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error_messages.case[0]).toBe('پرونده یافت نشد یا به آن دسترسی ندارید.');
    const rule = await call(t, 'POST', `${C}/events/create_event/`, lawyer.access, {
      title: 'مهلت',
      deadline: { served_on: '2026-03-03', rule: 'forever' },
    });
    expect(rule.statusCode).toBe(400);
  });
});

describe('events: paging, search, ordering, filters', () => {
  let lawyer: Awaited<ReturnType<typeof newLawyer>>;
  beforeAll(async () => {
    lawyer = await newLawyer(t);
    const titles = ['جلسه دادگاه كريمي', 'مهلت واخواهی', 'ملاقات با آقای رضایی', 'کارشناسی ملک', 'جلسه دوم'];
    for (const [i, title] of titles.entries()) {
      await createEvent(t, lawyer.access, { title, starts_at: inHours(24 * (i + 1)) });
    }
    await createEvent(t, lawyer.access, { title: 'جلسه گذشته', starts_at: inHours(-48) });
  });

  it('pages the list, soonest first', async () => {
    const first = await list(lawyer.access, '?page_size=2');
    expect(first.count).toBe(6);
    expect(first.results.map((e) => e.title)).toEqual(['جلسه گذشته', 'جلسه دادگاه كريمي']);
    expect(first.next).toContain('page=2');
  });

  it('searches in Persian whatever the spelling', async () => {
    const found = await list(lawyer.access, `?search=${encodeURIComponent('کریمی')}`);
    expect(found.results.map((e) => e.title)).toEqual(['جلسه دادگاه كريمي']);
  });

  it('orders by a known field and refuses an unknown one', async () => {
    const latest = await list(lawyer.access, '?ordering=-starts_at&page_size=2');
    expect(latest.results.map((e) => e.title)).toEqual(['جلسه دوم', 'کارشناسی ملک']);
    const bad = await call(t, 'GET', `${C}/events/?ordering=secret`, lawyer.access);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error_messages.ordering).toBeDefined();
  });

  it('keeps future events only, and a span for the month and week views', async () => {
    expect((await list(lawyer.access, '?future_events_only=true')).count).toBe(5);
    const from = encodeURIComponent(inHours(30));
    const to = encodeURIComponent(inHours(80));
    const span = await list(lawyer.access, `?from=${from}&to=${to}`);
    expect(span.results.map((e) => e.title)).toEqual(['مهلت واخواهی', 'ملاقات با آقای رضایی']);
    expect((await list(lawyer.access, '?event_type=meeting')).count).toBe(0);
  });
});
