import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientThroughLink, secretaryOf } from '../office/office-world.ts';
import { officeAuditLog } from '../office/tables/audit.ts';
import {
  call,
  createCase,
  createClient,
  createOfficeTestApp,
  newLawyer,
  ok,
} from '../office/test-helpers.ts';

let t: Awaited<ReturnType<typeof createOfficeTestApp>>;
beforeAll(async () => {
  t = await createOfficeTestApp();
});
afterAll(() => t.close());

const d = '/api/drafting/v1';
type Draft = {
  pid: string;
  version: number;
  body: { type: 'doc'; content: unknown[] };
  values: Record<string, string>;
  case_values: Record<string, string | null>;
};

async function officeCase() {
  const lawyer = await newLawyer(t, { first_name: 'مریم', last_name: 'احمدی' });
  const client = await createClient(t, lawyer.access, {
    father_name: 'حسن',
    address: 'تهران، خیابان ولیعصر',
  });
  const kase = await createCase(t, lawyer.access, {
    title: 'مطالبه وجه چک',
    court: 'دادگاه عمومی حقوقی تهران',
    branch: '۲۱۴',
    opponent: 'بهروز شریفی',
    client_ids: [client.pid],
  });
  return { lawyer, client, kase };
}

const newDraft = (token: string, casePid: string, template = 'builtin-petition', values = {}) =>
  call(t, 'POST', `${d}/drafts/`, token, { case: casePid, template, values });

const auditOf = (officeId: number, entity: string) =>
  t.database.db
    .select()
    .from(officeAuditLog)
    .where(and(eq(officeAuditLog.officeId, officeId), eq(officeAuditLog.entityType, entity)));

describe('drafts', () => {
  it('drafts a petition from the case, saves with versions, refuses a stale save, and audits every save', async () => {
    const { lawyer, client, kase } = await officeCase();
    const draft = ok<Draft>(
      await newDraft(lawyer.access, kase.pid, 'builtin-petition', { 'claim.amount': '۵۰۰۰۰۰۰۰' }),
      201,
    );
    expect(draft.version).toBe(1);
    expect(draft.case_values['client.name']).toBe(`${client.first_name} ${client.last_name}`);
    expect(draft.case_values['client.father_name']).toBe('حسن');
    expect(draft.case_values['lawyer.name']).toBe('مریم احمدی');
    expect(draft.values['claim.amount']).toBe('۵۰۰۰۰۰۰۰');

    const edited = {
      type: 'doc',
      content: [
        ...draft.body.content,
        { type: 'paragraph', content: [{ type: 'text', text: 'بند افزوده وکیل' }] },
      ],
    };
    const saved = ok<Draft>(
      await call(t, 'PUT', `${d}/drafts/${draft.pid}/`, lawyer.access, {
        body: edited,
        values: {},
        version: 1,
      }),
    );
    expect(saved.version).toBe(2);
    const stale = await call(t, 'PUT', `${d}/drafts/${draft.pid}/`, lawyer.access, {
      body: edited,
      values: {},
      version: 1,
    });
    expect(stale.statusCode).toBe(409);

    const secretary = await secretaryOf(t, lawyer.access);
    ok(
      await call(t, 'PUT', `${d}/drafts/${draft.pid}/`, secretary.access, {
        body: edited,
        values: {},
        version: 2,
      }),
    );
    const versions = ok<{ count: number; results: { version: number }[] }>(
      await call(t, 'GET', `${d}/drafts/${draft.pid}/versions/`, lawyer.access),
    );
    expect(versions.results.map((v) => v.version)).toEqual([3, 2]);
    const old = ok<{ body: unknown }>(
      await call(t, 'GET', `${d}/drafts/${draft.pid}/versions/2/`, lawyer.access),
    );
    expect(old.body).toEqual(edited);

    const actions = (await auditOf(lawyer.officeId, 'draft')).map((row) => row.action);
    expect(actions).toEqual(['create', 'update', 'update']);

    const list = ok<{ count: number }>(
      await call(t, 'GET', `${d}/drafts/by-case/${kase.pid}/`, secretary.access),
    );
    expect(list.count).toBe(1);
  });

  it("fills the lawyer's licence, bar association and office address from the office card", async () => {
    const { lawyer, kase } = await officeCase();
    const blank = ok<Draft>(await newDraft(lawyer.access, kase.pid, 'builtin-fee-contract'), 201);
    expect(blank.case_values['lawyer.licence_no']).toBeNull();
    ok(
      await call(t, 'PUT', '/api/lawyer-office/v1/offices/mine/', lawyer.access, {
        name: 'دفتر وکالت احمدی',
        licence_no: '۱۲۳۴۵',
        bar_association: 'isfahan',
        address: 'اصفهان، خیابان چهارباغ',
      }),
    );
    const draft = ok<Draft>(await newDraft(lawyer.access, kase.pid, 'builtin-fee-contract'), 201);
    expect(draft.case_values).toMatchObject({
      'office.name': 'دفتر وکالت احمدی',
      'office.address': 'اصفهان، خیابان چهارباغ',
      'lawyer.licence_no': '12345',
      'lawyer.bar_association': 'کانون وکلای دادگستری اصفهان',
    });
  });

  it('renders Word and PDF, files into the documents hidden from the client until shared', async () => {
    const { lawyer, client, kase } = await officeCase();
    const draft = ok<Draft>(await newDraft(lawyer.access, kase.pid, 'builtin-receipt'), 201);
    const pdf = await call(t, 'GET', `${d}/drafts/${draft.pid}/render/pdf/`, lawyer.access);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const docx = await call(t, 'GET', `${d}/drafts/${draft.pid}/render/docx/`, lawyer.access);
    expect(docx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(docx.headers['content-disposition']).toContain("filename*=UTF-8''");

    const filed = ok<{ pid: string; visible_to_client: boolean; mime_type: string }>(
      await call(t, 'POST', `${d}/drafts/${draft.pid}/file/`, lawyer.access, { format: 'pdf' }),
      201,
    );
    expect(filed.visible_to_client).toBe(false);
    expect(filed.mime_type).toBe('application/pdf');
    const documentsAudit = await auditOf(lawyer.officeId, 'document');
    expect(documentsAudit.some((row) => row.entityPid === filed.pid && row.action === 'create')).toBe(true);

    const portal = await clientThroughLink(t, lawyer.access, client, kase.pid);
    const seen = () =>
      call(t, 'GET', `/api/lawyer-office/v1/my-cases/${kase.pid}/documents/`, portal.access).then((r) =>
        ok<{ results: { pid: string }[] }>(r).results.map((doc) => doc.pid),
      );
    expect(await seen()).not.toContain(filed.pid);
    ok(
      await call(t, 'PATCH', `/api/lawyer-office/v1/documents/${filed.pid}/`, lawyer.access, {
        visible_to_client: true,
      }),
    );
    expect(await seen()).toContain(filed.pid);

    // A client never sees drafts, not even their own case's.
    expect((await call(t, 'GET', `${d}/drafts/${draft.pid}/`, portal.access)).statusCode).toBe(404);
    expect((await call(t, 'GET', `${d}/drafts/by-case/${kase.pid}/`, portal.access)).statusCode).toBe(404);
    expect((await call(t, 'GET', `${d}/drafts/${draft.pid}/render/pdf/`, portal.access)).statusCode).toBe(
      404,
    );
  });

  it("keeps another office's drafts and templates a 404", async () => {
    const { lawyer, kase } = await officeCase();
    const draft = ok<Draft>(await newDraft(lawyer.access, kase.pid), 201);
    const own = ok<{ pid: string }>(
      await call(t, 'POST', `${d}/templates/builtin-receipt/copy/`, lawyer.access),
      201,
    );
    const stranger = await newLawyer(t);
    for (const [method, url] of [
      ['GET', `${d}/drafts/${draft.pid}/`],
      ['GET', `${d}/drafts/${draft.pid}/versions/`],
      ['GET', `${d}/drafts/${draft.pid}/render/docx/`],
      ['POST', `${d}/drafts/${draft.pid}/file/`],
      ['DELETE', `${d}/drafts/${draft.pid}/`],
      ['GET', `${d}/drafts/by-case/${kase.pid}/`],
      ['GET', `${d}/templates/${own.pid}/`],
      ['PATCH', `${d}/templates/${own.pid}/`],
      ['POST', `${d}/templates/${own.pid}/copy/`],
    ] as const) {
      const payload = method === 'PATCH' ? { title: 'x' } : method === 'POST' ? {} : undefined;
      const answer = await call(t, method, url, stranger.access, payload);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await newDraft(stranger.access, kase.pid)).statusCode).toBe(404);
    expect(
      (await newDraft(stranger.access, (await createCase(t, stranger.access)).pid, own.pid)).statusCode,
    ).toBe(404);
  });
});

describe('templates', () => {
  it("saves the office's own template, refuses an unknown field by name, copies and archives", async () => {
    const { lawyer, kase } = await officeCase();
    const body = (key: string) => ({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'خواهان: ' },
            { type: 'field', attrs: { key } },
          ],
        },
      ],
    });
    const refused = await call(t, 'POST', `${d}/templates/`, lawyer.access, {
      title: 'الگوی من',
      body: body('client.fathername'),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error_messages.message).toContain('client.fathername');

    const created = ok<{ pid: string; fields: string[]; builtin: boolean }>(
      await call(t, 'POST', `${d}/templates/`, lawyer.access, {
        title: 'الگوی من',
        kind: 'petition',
        body: body('client.name'),
      }),
      201,
    );
    expect(created.fields).toEqual(['client.name']);
    const list = ok<{ results: { pid: string; builtin: boolean }[] }>(
      await call(t, 'GET', `${d}/templates/`, lawyer.access),
    );
    expect(list.results[0]?.pid).toBe(created.pid);
    expect(list.results.filter((x) => x.builtin)).toHaveLength(9);

    expect(
      (await call(t, 'PATCH', `${d}/templates/builtin-petition/`, lawyer.access, { title: 'x' })).statusCode,
    ).toBe(409);
    ok(await call(t, 'PATCH', `${d}/templates/${created.pid}/`, lawyer.access, { archived: true }));
    expect((await newDraft(lawyer.access, kase.pid, created.pid)).statusCode).toBe(409);
    const archived = ok<{ results: { pid: string }[] }>(
      await call(t, 'GET', `${d}/templates/?archived=true`, lawyer.access),
    );
    expect(archived.results.map((x) => x.pid)).toEqual([created.pid]);
    const actions = (await auditOf(lawyer.officeId, 'draft_template')).map((row) => row.action);
    expect(actions).toEqual(['create', 'update']);
  });
});
