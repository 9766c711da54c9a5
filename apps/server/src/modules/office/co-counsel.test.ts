import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { migrateJobQueue } from '../../jobs/migrate.ts';
import { alarmsOf, C, createEvent, type EventBody, inHours } from '../calendar/calendar-test-kit.ts';
import { calendarReminders } from '../calendar/tables/reminders.ts';
import { createNotice, nb } from '../notification/notice-test-kit.ts';
import { clientThroughLink } from './office-world.ts';
import {
  call,
  createCase,
  createClient,
  createOfficeTestApp,
  invitationTo,
  multipart,
  newLawyer,
  ok,
  samples,
  type TestUser,
  upload,
} from './test-helpers.ts';

const lo = '/api/lawyer-office/v1';

/**
 * Issue 25: two offices on one case. The lead office asks a lawyer of another office to join; once they
 * accept, the case has one calendar and one notice list for all its lawyers, office-only documents stay
 * the office's, and taking the co-counsel off leaves what they entered with the case.
 */
let t: TestApp;
let lead: TestUser;
let coCounsel: TestUser;
let kase: { pid: string; title: string };
let client: { access: string };
const entered: { hearing?: EventBody; notice?: string } = {};

const eventPids = async (token: string, query = '') =>
  ok<{ results: EventBody[] }>(await call(t, 'GET', `${C}/events/?page_size=100${query}`, token)).results.map(
    (e) => e.pid,
  );
const noticePids = async (token: string) =>
  ok<{ results: { pid: string }[] }>(await call(t, 'GET', nb, token)).results.map((n) => n.pid);
const documentPids = async (token: string) =>
  ok<{ results: { pid: string }[] }>(
    await call(t, 'GET', `${lo}/documents/by-case/${kase.pid}/`, token),
  ).results.map((d) => d.pid);
const uploadTo = async (token: string, fields: Record<string, string>) =>
  ok<{ pid: string; shared_with_co_counsel: boolean }>(
    await upload(
      t,
      `${lo}/documents/`,
      token,
      multipart({ case: kase.pid, ...fields }, [{ name: 'لایحه.pdf', content: samples.pdf }]),
    ),
    201,
  );

beforeAll(async () => {
  t = await createOfficeTestApp();
  await migrateJobQueue(t.database.pool);
  lead = await newLawyer(t);
  coCounsel = await newLawyer(t);
  const person = await createClient(t, lead.access);
  kase = await createCase(t, lead.access, { title: 'مطالبه وجه سفته', client_ids: [person.pid] });
  client = await clientThroughLink(t, lead.access, person, kase.pid);
});
afterAll(() => t.close());

describe('co-counsel from another office', () => {
  it('joins only after accepting, and both sides hear of it', async () => {
    const asked = ok<{ lawyers: { pid: string }[]; invited_lawyers: { pid: string }[]; message: string }>(
      await call(t, 'POST', `${lo}/cases/${kase.pid}/add-lawyer/`, lead.access, { lawyer_id: coCounsel.pid }),
    );
    expect(asked.lawyers.map((l) => l.pid)).toEqual([lead.pid]);
    expect(asked.invited_lawyers.map((l) => l.pid)).toEqual([coCounsel.pid]);
    expect(asked.message).toContain('دعوت‌نامه');
    expect((await call(t, 'GET', `${lo}/cases/${kase.pid}/`, coCounsel.access)).statusCode).toBe(404);
    expect((await alarmsOf(t, coCounsel.access)).results[0]?.title).toContain(kase.title);

    const invitation = await invitationTo(t, kase.pid, coCounsel.access);
    const accept = `${lo}/co-counsel-invitations/${invitation}/accept/`;
    expect((await call(t, 'POST', accept, lead.access)).statusCode).toBe(404);
    expect(ok<{ message: string }>(await call(t, 'POST', accept, coCounsel.access)).message).toContain(
      kase.title,
    );
    expect((await call(t, 'POST', accept, coCounsel.access)).statusCode).toBe(409);

    const seen = ok<{ access: string }>(await call(t, 'GET', `${lo}/cases/${kase.pid}/`, coCounsel.access));
    expect(seen.access).toBe('co_counsel');
    expect((await alarmsOf(t, lead.access)).results.map((a) => a.body).join()).toContain('پذیرفت');
  });

  it('shares one calendar and one notice list with the lead office', async () => {
    const leadHearing = await createEvent(t, lead.access, { case: kase.pid, starts_at: inHours(48) });
    expect(await eventPids(coCounsel.access, `&case=${kase.pid}`)).toEqual([leadHearing.pid]);

    entered.hearing = await createEvent(t, coCounsel.access, { case: kase.pid, starts_at: inHours(96) });
    expect(entered.hearing.case?.pid).toBe(kase.pid);
    expect(await eventPids(lead.access)).toContain(entered.hearing.pid);
    // A hearing is shown to the case's clients, whoever of its lawyers entered it.
    expect(await eventPids(client.access)).toEqual([leadHearing.pid, entered.hearing.pid]);

    const leadNotice = await createNotice(t, lead, { case_id: kase.pid });
    expect(await noticePids(coCounsel.access)).toContain(leadNotice.pid);
    entered.notice = (await createNotice(t, coCounsel, { case_id: kase.pid, subject: 'اخطار رفع نقص' })).pid;
    expect(await noticePids(lead.access)).toContain(entered.notice);
    expect((await alarmsOf(t, lead.access)).results.map((a) => a.title).join()).toContain('اخطار رفع نقص');
  });

  it("sees only the documents shared with clients or with co-counsel; sharing is the office's call", async () => {
    const officeOnly = await uploadTo(lead.access, {});
    const forClients = await uploadTo(lead.access, { visible_to_client: 'true' });
    expect(await documentPids(coCounsel.access)).toEqual([forClients.pid]);
    expect((await call(t, 'GET', `${lo}/documents/${officeOnly.pid}/`, coCounsel.access)).statusCode).toBe(
      404,
    );
    expect(
      (await call(t, 'GET', `${lo}/documents/${officeOnly.pid}/download/`, coCounsel.access)).statusCode,
    ).toBe(404);
    const { documents_count } = ok<{ documents_count: number }>(
      await call(t, 'GET', `${lo}/cases/${kase.pid}/`, coCounsel.access),
    );
    expect(documents_count).toBe(1);

    const share = { shared_with_co_counsel: true };
    expect(
      (await call(t, 'PATCH', `${lo}/documents/${forClients.pid}/`, coCounsel.access, share)).statusCode,
    ).toBe(403);
    const hidden = ok<{ results: { entity_pid: string }[] }>(
      await call(t, 'GET', `${lo}/cases/${kase.pid}/timeline/?page_size=100`, coCounsel.access),
    );
    expect(hidden.results.map((e) => e.entity_pid)).toContain(forClients.pid);
    expect(hidden.results.map((e) => e.entity_pid)).not.toContain(officeOnly.pid);
    ok(await call(t, 'PATCH', `${lo}/documents/${officeOnly.pid}/`, lead.access, share));
    expect(await documentPids(coCounsel.access)).toEqual([forClients.pid, officeOnly.pid]);
    const timeline = ok<{ results: { entity_pid: string }[] }>(
      await call(t, 'GET', `${lo}/cases/${kase.pid}/timeline/?page_size=100`, coCounsel.access),
    );
    expect(timeline.results.map((e) => e.entity_pid)).toContain(officeOnly.pid);
    const theirs = await uploadTo(coCounsel.access, {});
    expect(theirs.shared_with_co_counsel).toBe(true);
    expect(await documentPids(lead.access)).toContain(theirs.pid);
  });

  it('leaves with a confirmation; what they entered stays with the case and its lawyers', async () => {
    const hearing = entered.hearing?.pid ?? '';
    const notice = entered.notice ?? '';
    const removed = ok<{ lawyers: { pid: string }[]; message: string }>(
      await call(t, 'POST', `${lo}/cases/${kase.pid}/remove-lawyer/`, lead.access, {
        lawyer_id: coCounsel.pid,
      }),
    );
    expect(removed.lawyers.map((l) => l.pid)).toEqual([lead.pid]);
    expect(removed.message).toContain('کنار گذاشته شد');

    expect((await call(t, 'GET', `${lo}/cases/${kase.pid}/`, coCounsel.access)).statusCode).toBe(404);
    expect(await eventPids(coCounsel.access)).not.toContain(hearing);
    expect((await call(t, 'GET', `${C}/events/${hearing}/`, coCounsel.access)).statusCode).toBe(404);
    expect(await noticePids(coCounsel.access)).not.toContain(notice);
    expect((await call(t, 'GET', `${nb}${notice}/`, coCounsel.access)).statusCode).toBe(404);
    expect((await alarmsOf(t, coCounsel.access)).results[0]?.title).toContain('پایان همکاری');

    expect(await eventPids(lead.access)).toContain(hearing);
    expect(await noticePids(lead.access)).toContain(notice);
    expect(await eventPids(client.access)).toContain(hearing);
    const theirReminders = await t.database.db
      .select()
      .from(calendarReminders)
      .where(eq(calendarReminders.userId, coCounsel.userId));
    expect(theirReminders).toEqual([]);
    // The lead may still edit what the co-counsel entered.
    ok(
      await call(t, 'PUT', `${C}/events/${hearing}/update_event/`, lead.access, {
        title: 'جلسه رسیدگی (تجدید شده)',
        event_type: 'hearing',
        starts_at: inHours(120),
        case: kase.pid,
      }),
    );
  });

  it('withdraws an invitation not yet answered', async () => {
    const other = await newLawyer(t);
    ok(await call(t, 'POST', `${lo}/cases/${kase.pid}/add-lawyer/`, lead.access, { lawyer_id: other.pid }));
    const withdrawn = ok<{ invited_lawyers: unknown[]; message: string }>(
      await call(t, 'POST', `${lo}/cases/${kase.pid}/remove-lawyer/`, lead.access, { lawyer_id: other.pid }),
    );
    expect(withdrawn.invited_lawyers).toEqual([]);
    expect(withdrawn.message).toContain('لغو شد');
    const page = ok<{ count: number }>(await call(t, 'GET', `${lo}/co-counsel-invitations/`, other.access));
    expect(page.count).toBe(0);
  });
});
