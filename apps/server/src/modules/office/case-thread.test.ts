import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { clientThroughLink, secretaryOf } from './office-world.ts';
import { officeAuditLog } from './tables/audit.ts';
import {
  call,
  createCase,
  createClient,
  createOfficeTestApp,
  multipart,
  newLawyer,
  ok,
  samples,
  upload,
} from './test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createOfficeTestApp();
});
afterAll(() => t.close());

const lo = '/api/lawyer-office/v1';
const thread = (casePid: string) => `${lo}/cases/${casePid}/thread/`;

interface Message {
  pid: string;
  body: string;
  from_client: boolean;
  mine: boolean;
  attachment: { pid: string; name: string; url: string } | null;
}

async function caseWithClient() {
  const lawyer = await newLawyer(t);
  const client = await createClient(t, lawyer.access);
  const theCase = await createCase(t, lawyer.access, { client_ids: [client.pid] });
  const portal = await clientThroughLink(t, lawyer.access, client, theCase.pid);
  return { lawyer, theCase, portal };
}

const alarmsOf = async (token: string) =>
  ok<{ results: { kind: string; title: string; link: string | null }[] }>(
    await call(t, 'GET', '/api/notification/v1/alarms/', token),
  ).results;

describe('the case thread', () => {
  it('carries messages both ways, alarms the other side and audits each message', async () => {
    const { lawyer, theCase, portal } = await caseWithClient();
    const secretary = await secretaryOf(t, lawyer.access);
    const sent = ok<Message>(
      await call(t, 'POST', thread(theCase.pid), portal.access, { body: 'سلام، جلسه بعدی کی است؟' }),
      201,
    );
    expect(sent.from_client).toBe(true);
    ok(await call(t, 'POST', thread(theCase.pid), lawyer.access, { body: 'سه‌شنبه ساعت ۹' }), 201);

    const seenByLawyer = ok<{ results: Message[] }>(await call(t, 'GET', thread(theCase.pid), lawyer.access));
    expect(seenByLawyer.results.map((m) => [m.body, m.from_client, m.mine])).toEqual([
      ['سه‌شنبه ساعت ۹', false, true],
      ['سلام، جلسه بعدی کی است؟', true, false],
    ]);
    for (const token of [lawyer.access, secretary.access]) {
      expect((await alarmsOf(token)).some((a) => a.link === `/cases/${theCase.pid}?tab=thread`)).toBe(true);
    }
    expect((await alarmsOf(portal.access)).some((a) => a.link === `/my-cases/${theCase.pid}`)).toBe(true);

    const audited = await t.database.db
      .select()
      .from(officeAuditLog)
      .where(and(eq(officeAuditLog.casePid, theCase.pid), eq(officeAuditLog.entityType, 'case_message')));
    expect(audited).toHaveLength(2);
  });

  it('keeps a client’s file as a case document «from the client», sniffed like every upload', async () => {
    const { lawyer, theCase, portal } = await caseWithClient();
    const sent = ok<Message>(
      await upload(
        t,
        `${thread(theCase.pid)}upload/`,
        portal.access,
        multipart({ body: 'قرارداد امضاشده' }, [{ name: 'contract.pdf', content: samples.pdf }]),
      ),
      201,
    );
    expect(sent.attachment?.name).toBe('contract.pdf');
    expect(sent.attachment?.url).toContain(`/my-cases/${theCase.pid}/documents/`);

    const docs = ok<{ results: { pid: string; from_client: boolean; visible_to_client: boolean }[] }>(
      await call(t, 'GET', `${lo}/documents/by-case/${theCase.pid}/`, lawyer.access),
    );
    expect(docs.results).toHaveLength(1);
    expect(docs.results[0]).toMatchObject({
      pid: sent.attachment?.pid,
      from_client: true,
      visible_to_client: true,
    });
    const audited = await t.database.db
      .select({ type: officeAuditLog.entityType })
      .from(officeAuditLog)
      .where(and(eq(officeAuditLog.casePid, theCase.pid), eq(officeAuditLog.action, 'create')));
    expect(audited.map((a) => a.type).sort()).toEqual(['case', 'case_message', 'document']);

    // A file whose bytes are not what its name says is refused, and nothing is kept.
    const fake = await upload(
      t,
      `${thread(theCase.pid)}upload/`,
      portal.access,
      multipart({}, [{ name: 'notes.pdf', content: Buffer.from('MZ not a pdf at all') }]),
    );
    expect(fake.statusCode).toBe(415);
    const after = ok<{ count: number }>(await call(t, 'GET', thread(theCase.pid), lawyer.access));
    expect(after.count).toBe(1);
  });

  it('is a 404 for another office, a client of another case and a stranger', async () => {
    const { theCase } = await caseWithClient();
    const other = await caseWithClient();
    const stranger = await newLawyer(t);
    for (const token of [other.lawyer.access, other.portal.access, stranger.access]) {
      expect((await call(t, 'GET', thread(theCase.pid), token)).statusCode).toBe(404);
      expect((await call(t, 'POST', thread(theCase.pid), token, { body: 'سلام' })).statusCode).toBe(404);
      const file = await upload(
        t,
        `${thread(theCase.pid)}upload/`,
        token,
        multipart({}, [{ name: 'a.pdf', content: samples.pdf }]),
      );
      expect(file.statusCode).toBe(404);
    }
  });

  it('refuses a multipart body with NUL or beyond its limit as a JSON one, and keeps nothing (issue 19)', async () => {
    const { lawyer, theCase, portal } = await caseWithClient();
    const attempts: [Record<string, string>, string][] = [
      [{ body: 'سلام\u0000' }, 'نویسهٔ کنترلی'],
      [{ body: 'ب'.repeat(1_000_000) }, 'طولانی'],
      [{ body: 'ب'.repeat(4_001) }, 'طولانی'],
    ];
    for (const [fields, expected] of attempts) {
      const answer = await upload(
        t,
        `${thread(theCase.pid)}upload/`,
        portal.access,
        multipart(fields, [{ name: 'a.pdf', content: samples.pdf }]),
      );
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().error_messages.body[0]).toContain(expected);
    }
    const kept = ok<{ count: number }>(await call(t, 'GET', thread(theCase.pid), lawyer.access));
    expect(kept.count).toBe(0);
  });

  it('refuses an empty message in Persian', async () => {
    const { theCase, portal } = await caseWithClient();
    const answer = await call(t, 'POST', thread(theCase.pid), portal.access, { body: '   ' });
    expect(answer.statusCode).toBe(400);
    expect(JSON.stringify(answer.json())).toContain('متن پیام را بنویسید.');
  });
});

describe('the case timeline', () => {
  it('holds events, notices and thread messages, newest first', async () => {
    const { lawyer, theCase, portal } = await caseWithClient();
    ok(
      await call(t, 'POST', '/api/court-calendar/v1/events/create_event/', lawyer.access, {
        title: 'جلسه رسیدگی',
        starts_at: new Date(Date.now() + 72 * 3_600_000).toISOString(),
        case: theCase.pid,
      }),
      201,
    );
    ok(
      await call(t, 'POST', '/api/court-notification/v1/court-notifications/create/', lawyer.access, {
        subject: 'ابلاغ وقت رسیدگی',
        case_id: theCase.pid,
      }),
      201,
    );
    ok(await call(t, 'POST', thread(theCase.pid), portal.access, { body: 'دریافت شد' }), 201);
    const timeline = ok<{ count: number; results: { entity_type: string; label: string }[] }>(
      await call(t, 'GET', `${lo}/cases/${theCase.pid}/timeline/?page_size=3`, lawyer.access),
    );
    expect(timeline.results.map((i) => i.entity_type)).toEqual([
      'case_message',
      'court_notice',
      'calendar_event',
    ]);
    expect(timeline.results[1]?.label).toBe('ثبت ابلاغیه');
    const second = ok<{ results: { entity_type: string }[] }>(
      await call(t, 'GET', `${lo}/cases/${theCase.pid}/timeline/?page_size=3&page=2`, lawyer.access),
    );
    expect(timeline.count).toBe(second.results.length + 3);
    expect(second.results.at(-1)?.entity_type).toBe('case');
  });
});
