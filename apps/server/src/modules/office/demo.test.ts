import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoUsers } from '../demo/demo.accounts.ts';
import { seedOfficeDemo } from '../demo/office.demo.ts';
import { verifyAuditChain } from './audit-chain.ts';
import { call, createOfficeTestApp, newClientUser, newLawyer, newSecretary, ok } from './test-helpers.ts';

let t: Awaited<ReturnType<typeof createOfficeTestApp>>;
beforeAll(async () => {
  t = await createOfficeTestApp();
});
afterAll(() => t.close());

const lo = '/api/lawyer-office/v1';

describe('demo office', () => {
  it('holds a realistic Persian office the routes serve', async () => {
    const lawyer = await newLawyer(t);
    const secretary = await newSecretary(t, lawyer.officeId);
    const client = await newClientUser(t);
    const user = (u: { userId: number; pid: string; phone: string }) => ({
      id: u.userId,
      pid: u.pid,
      phone: u.phone,
    });
    const demo = {
      lawyer: user(lawyer),
      secretary: user(secretary),
      client: user(client),
      consultant: user(client),
      admin: user(client),
      officeId: lawyer.officeId,
    } as DemoUsers;
    await t.database.db.transaction((tx) => seedOfficeDemo(tx, demo, t.uploadDir));

    const numbers = ok(await call(t, 'GET', `${lo}/offices/latest-numbers/`, lawyer.access));
    expect(numbers).toMatchObject({
      total_cases: 13,
      clients: 12,
      archive_cabinets: 3,
      closed_cases: 2,
      archived_cases: 1,
    });
    const types = ok<{ results: { case_type: string; stage: string; court: string }[] }>(
      await call(t, 'GET', `${lo}/cases/?page_size=100`, lawyer.access),
    ).results;
    expect(new Set(types.map((c) => c.case_type)).size).toBe(7);
    expect(new Set(types.map((c) => c.stage)).size).toBe(4);
    expect(new Set(types.map((c) => c.court)).size).toBe(13);

    const found = ok<{ results: { title: string; pid: string }[] }>(
      await call(t, 'GET', encodeURI(`${lo}/cases/?search=عبدالهی`), secretary.access),
    ).results;
    expect(found.map((c) => c.title)).toEqual(['تقسیم ترکه']);
    const docs = ok<{ results: { url: string; mime_type: string }[] }>(
      await call(t, 'GET', `${lo}/documents/by-case/${found[0]?.pid}/`, lawyer.access),
    ).results;
    expect(docs).toHaveLength(1);
    const download = await call(t, 'GET', docs[0]?.url ?? '', lawyer.access);
    expect(download.statusCode).toBe(200);
    expect(download.body.startsWith('%PDF')).toBe(true);
    expect((await verifyAuditChain(t.database.db, lawyer.officeId)).valid).toBe(true);
  });
});
