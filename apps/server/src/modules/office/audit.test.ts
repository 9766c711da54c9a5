import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { verifyAuditChain } from './audit-chain.ts';
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

let t: Awaited<ReturnType<typeof createOfficeTestApp>>;
beforeAll(async () => {
  t = await createOfficeTestApp();
});
afterAll(() => t.close());

const lo = '/api/lawyer-office/v1';
const run = promisify(execFile);

/** Runs the verify command as an operator would, against the test database. */
async function verifyCommand(officePid: string) {
  const script = join(import.meta.dirname, 'audit-verify.ts');
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', script, '--office', officePid], {
      env: { ...process.env, DATABASE_URL: inject('databaseUrl') },
    });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

/** Alters a stored row the way someone with database rights could, past the append-only trigger. */
async function tamper(officeId: number, seq: number) {
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`alter table office_audit_log disable trigger office_audit_log_no_update`);
    await tx
      .update(officeAuditLog)
      .set({ actorName: 'کسی دیگر' })
      .where(and(eq(officeAuditLog.officeId, officeId), eq(officeAuditLog.seq, seq)));
    await tx.execute(sql`alter table office_audit_log enable trigger office_audit_log_no_update`);
  });
}

describe('audit log', () => {
  it('records views, downloads, changes and deletes, and the lawyer browses and exports it', async () => {
    const lawyer = await newLawyer(t);
    const client = await createClient(t, lawyer.access, { last_name: 'حسابرس' });
    const kase = await createCase(t, lawyer.access, { title: 'پرونده حسابرسی', client_ids: [client.pid] });
    ok(await call(t, 'GET', `${lo}/cases/${kase.pid}/`, lawyer.access));
    ok(await call(t, 'GET', `${lo}/clients/${client.pid}/`, lawyer.access));
    ok(
      await call(t, 'PATCH', `${lo}/cases/${kase.pid}/`, lawyer.access, {
        status: 'closed',
        court: 'دیوان عدالت اداری',
      }),
    );
    const doc = ok<{ pid: string; url: string }>(
      await upload(
        t,
        `${lo}/documents/`,
        lawyer.access,
        multipart({ case: kase.pid }, [{ name: 'لایحه.pdf', content: samples.pdf }]),
      ),
      201,
    );
    expect((await call(t, 'GET', doc.url, lawyer.access)).statusCode).toBe(200);
    expect((await call(t, 'DELETE', `${lo}/documents/${doc.pid}/`, lawyer.access)).statusCode).toBe(204);

    const log = ok<{
      count: number;
      results: {
        action: string;
        entity_type: string;
        actor: { pid: string };
        details: Record<string, unknown>;
      }[];
    }>(await call(t, 'GET', `${lo}/audit-log/?page_size=100`, lawyer.access));
    const actions = log.results.map((r) => `${r.action} ${r.entity_type}`).reverse();
    expect(actions).toEqual([
      'create client',
      'create case',
      'view case',
      'view client',
      'update case',
      'create document',
      'download document',
      'delete document',
    ]);
    expect(log.results.every((r) => r.actor.pid === lawyer.pid)).toBe(true);
    const update = log.results.find((r) => r.action === 'update');
    expect(update?.details).toEqual({
      changes: { status: { from: 'open', to: 'closed' }, court: { from: null, to: 'دیوان عدالت اداری' } },
    });
    const views = ok<{ count: number }>(
      await call(t, 'GET', `${lo}/audit-log/?action=view&case=${kase.pid}`, lawyer.access),
    );
    expect(views.count).toBe(1);

    const csv = await call(t, 'GET', `${lo}/audit-log/export/?entity_type=document`, lawyer.access);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('attachment');
    expect(csv.body.startsWith('\uFEFF"ردیف"')).toBe(true);
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('لایحه.pdf');

    const verified = ok<{ valid: boolean; checked: number }>(
      await call(t, 'GET', `${lo}/audit-log/verify/`, lawyer.access),
    );
    expect(verified).toMatchObject({ valid: true, checked: 8 });
  });

  it('is append-only in the database', async () => {
    const lawyer = await newLawyer(t);
    await createClient(t, lawyer.access);
    await expect(
      t.database.db
        .update(officeAuditLog)
        .set({ actorName: 'x' })
        .where(eq(officeAuditLog.officeId, lawyer.officeId)),
    ).rejects.toThrow();
    await expect(
      t.database.db.delete(officeAuditLog).where(eq(officeAuditLog.officeId, lawyer.officeId)),
    ).rejects.toThrow();
  });

  it('keeps one chain under concurrent writers', async () => {
    const lawyer = await newLawyer(t);
    const kase = await createCase(t, lawyer.access);
    await Promise.all(
      Array.from({ length: 12 }, () => call(t, 'GET', `${lo}/cases/${kase.pid}/`, lawyer.access)),
    );
    const report = await verifyAuditChain(t.database.db, lawyer.officeId);
    expect(report).toMatchObject({ valid: true, checked: 13 });
  });

  it('verifies, and fails to verify once a row is altered in the database', async () => {
    const lawyer = await newLawyer(t);
    const kase = await createCase(t, lawyer.access);
    ok(await call(t, 'PATCH', `${lo}/cases/${kase.pid}/`, lawyer.access, { title: 'عنوان تازه' }));
    ok(await call(t, 'GET', `${lo}/cases/${kase.pid}/`, lawyer.access));
    expect((await verifyAuditChain(t.database.db, lawyer.officeId)).valid).toBe(true);
    const clean = await verifyCommand(lawyer.officePid);
    expect(clean.code, clean.stdout).toBe(0);
    expect(clean.stdout).toContain('3 rows verified');

    await tamper(lawyer.officeId, 2);
    const report = await verifyAuditChain(t.database.db, lawyer.officeId);
    expect(report).toMatchObject({ valid: false, brokenAt: { seq: 2, reason: 'the row was altered' } });
    const api = ok<{ valid: boolean; broken_at_seq: number; message: string }>(
      await call(t, 'GET', `${lo}/audit-log/verify/`, lawyer.access),
    );
    expect(api).toMatchObject({ valid: false, broken_at_seq: 2 });
    const broken = await verifyCommand(lawyer.officePid);
    expect(broken.code).toBe(1);
    expect(broken.stdout).toContain(`BROKEN at office ${lawyer.officePid} row 2`);
  });
});

describe('case timeline', () => {
  it('tells the case’s story from the audit log, documents included', async () => {
    const lawyer = await newLawyer(t);
    const client = await createClient(t, lawyer.access);
    const kase = await createCase(t, lawyer.access);
    ok(await call(t, 'PATCH', `${lo}/cases/${kase.pid}/`, lawyer.access, { stage: 'appeal' }));
    ok(
      await call(t, 'POST', `${lo}/cases/${kase.pid}/add-client/`, lawyer.access, { client_id: client.pid }),
    );
    const doc = ok<{ pid: string }>(
      await upload(
        t,
        `${lo}/documents/`,
        lawyer.access,
        multipart({ case: kase.pid }, [{ name: 'صورتجلسه.pdf', content: samples.pdf }]),
      ),
      201,
    );
    ok(await call(t, 'PATCH', `${lo}/documents/${doc.pid}/`, lawyer.access, { visible_to_client: true }));
    ok(
      await call(t, 'POST', `/api/lawyer/v1/clients/${client.pid}/send-access-link/`, lawyer.access, {
        case_id: kase.pid,
      }),
    );
    ok(await call(t, 'GET', `${lo}/cases/${kase.pid}/`, lawyer.access));

    const timeline = ok<{
      results: { kind: string; action: string; label: string; document: { name: string } | null }[];
    }>(await call(t, 'GET', `${lo}/cases/${kase.pid}/timeline/?ordering=at`, lawyer.access));
    expect(timeline.results.map((i) => `${i.kind}:${i.action}`)).toEqual([
      'change:create',
      'change:update',
      'change:add_client',
      'document:create',
      'document:share',
      'access:send_access_link',
    ]);
    expect(timeline.results[0]?.label).toBe('ایجاد پرونده');
    expect(timeline.results[3]?.document?.name).toBe('صورتجلسه.pdf');
    const newest = ok<{ results: { action: string }[] }>(
      await call(
        t,
        'GET',
        `${lo}/cases/${kase.pid}/timeline/?include_views=true&ordering=-at`,
        lawyer.access,
      ),
    );
    expect(newest.results[0]?.action).toBe('view');
  });
});
