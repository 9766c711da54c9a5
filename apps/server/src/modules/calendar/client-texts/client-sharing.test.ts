import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/test-app.ts';
import { runDueJobs } from '../../../jobs/testing.ts';
import { smsBalance } from '../../messaging/sms-credit.ts';
import { clientThroughLink } from '../../office/office-world.ts';
import { officeAuditLog } from '../../office/tables/audit.ts';
import { call, createCase, createClient, newLawyer, ok } from '../../office/test-helpers.ts';
import {
  C,
  createCalendarTestApp,
  createEvent,
  type EventBody,
  grantCredit,
  inHours,
} from '../calendar-test-kit.ts';
import { calendarClientTexts } from '../tables/client-texts.ts';
import { calendarEvents } from '../tables/events.ts';
import { clientTextOf } from './client-text-message.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createCalendarTestApp();
});
afterAll(() => t.close());

type Shared = EventBody & { description: string | null; shared_with_clients: boolean; sms_clients: boolean };
const list = async (token: string, query = '') =>
  ok<{ count: number; results: Shared[] }>(await call(t, 'GET', `${C}/events/${query}`, token));

/** A lawyer, a case with a client who opened her access link, and a second client's mobile on the case. */
async function officeWithClient() {
  const lawyer = await newLawyer(t);
  const client = await createClient(t, lawyer.access);
  const other = await createClient(t, lawyer.access, { first_name: 'مریم', last_name: 'کاظمی' });
  const theCase = await createCase(t, lawyer.access, {
    title: 'مطالبه مهریه',
    client_ids: [client.pid, other.pid],
  });
  const portal = await clientThroughLink(t, lawyer.access, client, theCase.pid);
  return { lawyer, client, theCase, portal };
}

describe('events shared with the case’s clients', () => {
  it('shows hearings by default and other events only when shared, never the office’s notes', async () => {
    const { lawyer, theCase, portal } = await officeWithClient();
    const hearing = await createEvent(t, lawyer.access, {
      case: theCase.pid,
      description: 'یادداشت داخلی: مدارک پرداخت ناقص است',
    });
    const meeting = await createEvent(t, lawyer.access, {
      case: theCase.pid,
      title: 'جلسه داخلی دفتر',
      event_type: 'meeting',
    });
    const sharedMeeting = await createEvent(t, lawyer.access, {
      case: theCase.pid,
      title: 'کارشناسی ملک',
      event_type: 'expert',
      shared_with_clients: true,
    });
    const hidden = await createEvent(t, lawyer.access, {
      case: theCase.pid,
      title: 'جلسه پنهان',
      shared_with_clients: false,
    });

    const seen = await list(portal.access, `?case=${theCase.pid}`);
    const pids = seen.results.map((e) => e.pid);
    expect(pids).toContain(hearing.pid);
    expect(pids).toContain(sharedMeeting.pid);
    expect(pids).not.toContain(meeting.pid);
    expect(pids).not.toContain(hidden.pid);
    const shown = seen.results.find((e) => e.pid === hearing.pid);
    expect(shown?.description).toBeNull();
    expect(shown?.can_edit).toBe(false);
    expect(shown?.case?.pid).toBe(theCase.pid);

    // Her calendar (no case filter) holds them too; the detail answers, editing does not.
    expect((await list(portal.access)).results.map((e) => e.pid)).toContain(hearing.pid);
    expect(
      ok<Shared>(await call(t, 'GET', `${C}/events/${hearing.pid}/`, portal.access)).description,
    ).toBeNull();
    expect(
      ok<Shared>(await call(t, 'GET', `${C}/events/${meeting.pid}/`, lawyer.access)).shared_with_clients,
    ).toBe(false);
    const edit = await call(t, 'PUT', `${C}/events/${hearing.pid}/update_event/`, portal.access, {
      title: 'تغییر',
      starts_at: inHours(5),
    });
    expect(edit.statusCode).toBe(404);
    expect(
      (await call(t, 'DELETE', `${C}/events/${hearing.pid}/delete_event/`, portal.access)).statusCode,
    ).toBe(404);
  });

  it('shows another office’s client nothing, nor a client of another case of the same office', async () => {
    const { lawyer, theCase } = await officeWithClient();
    const hearing = await createEvent(t, lawyer.access, { case: theCase.pid });
    const otherOffice = await officeWithClient();
    const sameOffice = await createClient(t, lawyer.access);
    const otherCase = await createCase(t, lawyer.access, { client_ids: [sameOffice.pid] });
    const neighbour = await clientThroughLink(t, lawyer.access, sameOffice, otherCase.pid);
    for (const token of [otherOffice.portal.access, neighbour.access]) {
      expect((await list(token)).results.map((e) => e.pid)).not.toContain(hearing.pid);
      expect((await call(t, 'GET', `${C}/events/${hearing.pid}/`, token)).statusCode).toBe(404);
    }
  });

  it('stops showing a case’s events to a client taken off the case', async () => {
    const { lawyer, client, theCase, portal } = await officeWithClient();
    const hearing = await createEvent(t, lawyer.access, { case: theCase.pid });
    ok(
      await call(t, 'POST', `/api/lawyer-office/v1/cases/${theCase.pid}/remove-client/`, lawyer.access, {
        client_id: client.pid,
      }),
    );
    expect((await list(portal.access)).results.map((e) => e.pid)).not.toContain(hearing.pid);
  });

  it('audits a case’s event under the case, for its timeline', async () => {
    const { lawyer, theCase } = await officeWithClient();
    const hearing = await createEvent(t, lawyer.access, { case: theCase.pid });
    const rows = await t.database.db
      .select()
      .from(officeAuditLog)
      .where(eq(officeAuditLog.entityPid, hearing.pid));
    expect(rows.map((r) => [r.action, r.entityType, r.casePid])).toEqual([
      ['create', 'calendar_event', theCase.pid],
    ]);
  });
});

describe('hearing reminders texted to the case’s clients', () => {
  it('counts the texts before saving: one per client with a mobile, in SMS parts', async () => {
    const { lawyer, theCase } = await officeWithClient();
    await grantCredit(t, lawyer.userId, 50);
    const preview = ok<{
      recipients: number;
      segments: number;
      credits: number;
      balance: number;
      text: string;
    }>(
      await call(t, 'POST', `${C}/events/client_sms_preview/`, lawyer.access, {
        case: theCase.pid,
        starts_at: '2026-12-15T06:00:00.000Z',
        court: 'دادگاه خانواده تهران',
        branch: '12',
      }),
    );
    expect(preview.recipients).toBe(2);
    expect(preview.segments).toBeGreaterThan(0);
    expect(preview.credits).toBe(2 * preview.segments);
    expect(preview.balance).toBe(50);
    expect(preview.text).toContain('شعبه ۱۲');
    expect(preview.text).toContain('ساعت ۰۹:۳۰');
  });

  it('refuses the preview for a case of another office', async () => {
    const { theCase } = await officeWithClient();
    const stranger = await newLawyer(t);
    const answer = await call(t, 'POST', `${C}/events/client_sms_preview/`, stranger.access, {
      case: theCase.pid,
      starts_at: inHours(48),
    });
    expect(answer.statusCode).toBe(400);
  });

  it('queues one text per client and replaces them when the hearing moves', async () => {
    const { lawyer, theCase } = await officeWithClient();
    const hearing = await createEvent(t, lawyer.access, { case: theCase.pid, sms_clients: true });
    const rows = async () => {
      const all = (
        await t.database.db
          .select({ text: calendarClientTexts })
          .from(calendarClientTexts)
          .innerJoin(calendarEvents, eq(calendarEvents.id, calendarClientTexts.eventId))
          .where(eq(calendarEvents.pid, hearing.pid))
      ).map((r) => r.text);
      const events = await list(lawyer.access, `?case=${theCase.pid}`);
      return { all, event: events.results.find((e) => e.pid === hearing.pid) };
    };
    const first = await rows();
    expect(first.event?.sms_clients).toBe(true);
    const before = first.all.filter((r) => r.status === 'scheduled').length;
    const starts = inHours(96);
    ok(
      await call(t, 'PUT', `${C}/events/${hearing.pid}/update_event/`, lawyer.access, {
        title: 'جلسه رسیدگی',
        event_type: 'hearing',
        starts_at: starts,
        case: theCase.pid,
        sms_clients: true,
      }),
    );
    const after = await rows();
    expect(before).toBe(2);
    expect(after.all.filter((r) => r.status === 'scheduled').length).toBe(2);
    const expected = new Date(Date.parse(starts) - 86_400_000).toISOString();
    expect(after.all.some((r) => r.remindAt.toISOString() === expected)).toBe(true);
    ok(
      await call(t, 'PUT', `${C}/events/${hearing.pid}/update_event/`, lawyer.access, {
        title: 'جلسه رسیدگی',
        starts_at: starts,
        case: theCase.pid,
      }),
    );
    const dropped = await rows();
    expect(dropped.all.filter((r) => r.status === 'scheduled').length).toBe(0);
  });
});

describe('sending the texts', () => {
  it('texts each client once at the day before, from the office’s credit, and marks a lack of credit', async () => {
    const { lawyer, theCase } = await officeWithClient();
    await grantCredit(t, lawyer.userId, 50);
    const mobiles = ok<{ clients: { mobile: string }[] }>(
      await call(t, 'GET', `/api/lawyer-office/v1/cases/${theCase.pid}/`, lawyer.access),
    ).clients.map((c) => c.mobile);
    await createEvent(t, lawyer.access, { case: theCase.pid, sms_clients: true, starts_at: inHours(72) });
    const before = (await smsBalance(t.database.db, lawyer.userId)).balance;
    await runDueJobs(t, new Date(Date.now() + 49 * 3_600_000));
    for (const mobile of mobiles) {
      const [text] = await t.services.sms.listOutbox(mobile, 1);
      expect(text?.text).toMatch(/^موکل گرامی، با سلام؛\nجلسه رسیدگی پرونده «مطالبه مهریه»/);
      expect(text?.text).toContain('شعبه ۲۱۴');
    }
    const spent = before - (await smsBalance(t.database.db, lawyer.userId)).balance;
    expect(spent).toBeGreaterThanOrEqual(2);
    expect(spent % 2).toBe(0);

    const poor = await officeWithClient();
    const hearing = await createEvent(t, poor.lawyer.access, { case: poor.theCase.pid, sms_clients: true });
    await runDueJobs(t, new Date(Date.now() + 49 * 3_600_000));
    const rows = await t.database.db
      .select({ text: calendarClientTexts })
      .from(calendarClientTexts)
      .innerJoin(calendarEvents, eq(calendarEvents.id, calendarClientTexts.eventId))
      .where(eq(calendarEvents.pid, hearing.pid));
    expect(rows.map((r) => [r.text.status, r.text.smsStatus])).toEqual([
      ['sent', 'no_credit'],
      ['sent', 'no_credit'],
    ]);
  });
});

describe('the client’s text', () => {
  it('is formal Persian with court, branch, Jalali date and Tehran time in Persian digits', () => {
    const text = clientTextOf({
      eventType: 'hearing',
      caseTitle: 'مطالبه مهریه',
      startsAt: new Date('2026-12-15T06:00:00.000Z'),
      allDay: false,
      court: 'دادگاه خانواده تهران',
      branch: '12',
      officeName: 'دفتر 7',
    });
    expect(text).toBe(
      [
        'موکل گرامی، با سلام؛',
        'جلسه رسیدگی پرونده «مطالبه مهریه» سه‌شنبه ۲۴ آذر ۱۴۰۵، ساعت ۰۹:۳۰ در دادگاه خانواده تهران، شعبه ۱۲ برگزار می‌شود.',
        'خواهشمند است به‌موقع حضور یابید.',
        'دفتر ۷',
      ].join('\n'),
    );
    expect(text).not.toMatch(/[0-9]/);
  });

  it('is signed once by an office whose name already says «دفتر وکالت»', () => {
    const text = clientTextOf({
      eventType: 'hearing',
      caseTitle: 'مطالبه مهریه',
      startsAt: new Date('2026-12-15T06:00:00.000Z'),
      allDay: true,
      court: null,
      branch: null,
      officeName: 'دفتر وکالت مریم احمدی',
    });
    expect(text.split('\n').at(-1)).toBe('دفتر وکالت مریم احمدی');
  });
});
