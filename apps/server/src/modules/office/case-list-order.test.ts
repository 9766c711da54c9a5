import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createCalendarTestApp, createEvent, inHours } from '../calendar/calendar-test-kit.ts';
import { addCoCounsel, call, createCase, createClient, newLawyer, ok } from './test-helpers.ts';

const lo = '/api/lawyer-office/v1';

let t: TestApp;
let lawyer: Awaited<ReturnType<typeof newLawyer>>;
let coCounsel: Awaited<ReturnType<typeof newLawyer>>;
const ids: Record<string, string> = {};

interface Row {
  pid: string;
  next_hearing?: string | null;
}

const listed = async (query: string, token = lawyer.access) =>
  ok<{ results: Row[] }>(await call(t, 'GET', `${lo}/cases/?${query}`, token)).results;
const order = async (query: string) => {
  const byPid = Object.fromEntries(Object.entries(ids).map(([name, pid]) => [pid, name]));
  return (await listed(query)).map((row) => byPid[row.pid]);
};

beforeAll(async () => {
  t = await createCalendarTestApp();
  lawyer = await newLawyer(t);
  coCounsel = await newLawyer(t);
  const cases = [
    { name: 'later', court: 'دادگاه عمومی حقوقی تهران', branch: 'شعبه ۲۱۴', stage: 'appeal' },
    { name: 'soon', court: 'شورای حل اختلاف', branch: null, stage: 'enforcement' },
    { name: 'past', court: null, branch: 'شعبه ۸', stage: 'first_instance' },
  ];
  for (const { name, ...fields } of cases) {
    ids[name] = (await createCase(t, lawyer.access, { title: `پرونده ${name}`, ...fields })).pid;
  }
  await createEvent(t, lawyer.access, { case: ids.later, starts_at: inHours(72) });
  await createEvent(t, lawyer.access, { case: ids.soon, starts_at: inHours(24) });
  await createEvent(t, lawyer.access, { case: ids.soon, starts_at: inHours(100) });
  // A meeting is not a hearing; a hearing already held is not the next one.
  await createEvent(t, lawyer.access, { case: ids.later, event_type: 'meeting', starts_at: inHours(2) });
  await createEvent(t, lawyer.access, { case: ids.past, starts_at: inHours(-48) });
  await addCoCounsel(t, ids.soon ?? '', lawyer.access, coCounsel);
  // The first client names the case in the order: «زهرا» on `soon`, though «آرش», added later, comes first.
  const client = async (token: string, first_name: string, last_name: string) =>
    (await createClient(t, token, { first_name, last_name })).pid;
  const zahra = await client(lawyer.access, 'زهرا', 'نوری');
  const arash = await client(lawyer.access, 'آرش', 'زمانی');
  const bahram = await client(lawyer.access, 'بهرام', 'احمدی');
  ok(await call(t, 'POST', `${lo}/cases/${ids.soon}/add-client/`, lawyer.access, { client_id: zahra }));
  ok(await call(t, 'POST', `${lo}/cases/${ids.soon}/add-client/`, lawyer.access, { client_id: arash }));
  ok(await call(t, 'POST', `${lo}/cases/${ids.later}/add-client/`, lawyer.access, { client_id: bahram }));
  // The co-counsel's own office, with a client whose name would come first of all.
  const arman = await client(coCounsel.access, 'آرمان', 'اکبری');
  ids.elsewhere = (
    await createCase(t, coCounsel.access, { title: 'پرونده elsewhere', client_ids: [arman] })
  ).pid;
});
afterAll(() => t.close());

describe('case list ordering by the columns of the table', () => {
  it('answers each case with its next hearing in the office calendar', async () => {
    const rows = Object.fromEntries((await listed('')).map((row) => [row.pid, row.next_hearing]));
    expect(rows[ids.soon as string]).toBeTruthy();
    expect(Date.parse(rows[ids.soon as string] ?? '') - Date.now()).toBeGreaterThan(23 * 3_600_000);
    expect(Date.parse(rows[ids.later as string] ?? '') - Date.now()).toBeGreaterThan(71 * 3_600_000);
    expect(rows[ids.past as string]).toBeNull();
  });

  it('sorts by the next hearing, cases without one last either way', async () => {
    expect(await order('ordering=next_hearing')).toEqual(['soon', 'later', 'past']);
    expect(await order('ordering=-next_hearing')).toEqual(['later', 'soon', 'past']);
  });

  it('sorts by court and branch with the empty ones last, and by stage in the order of the proceedings', async () => {
    expect(await order('ordering=court')).toEqual(['later', 'soon', 'past']);
    expect(await order('ordering=-court')).toEqual(['soon', 'later', 'past']);
    expect(await order('ordering=branch')).toEqual(['later', 'past', 'soon']);
    expect(await order('ordering=stage')).toEqual(['past', 'later', 'soon']);
    expect(await order('ordering=-stage')).toEqual(['soon', 'later', 'past']);
  });

  it('sorts by the name of the first client, cases without a client last either way', async () => {
    expect(await order('ordering=client')).toEqual(['later', 'soon', 'past']);
    expect(await order('ordering=-client')).toEqual(['soon', 'later', 'past']);
  });

  it("orders by client within what the caller may see, never listing another office's cases", async () => {
    expect(await order('ordering=client')).not.toContain('elsewhere');
    const theirs = await listed('ordering=client', coCounsel.access);
    expect(theirs.map((row) => row.pid)).toEqual([ids.elsewhere, ids.soon]);
    expect((await listed('ordering=-client', coCounsel.access)).map((row) => row.pid)).toEqual([
      ids.soon,
      ids.elsewhere,
    ]);
  });

  it("shows a co-counsel the shared case's hearings: one calendar per case (issue 25)", async () => {
    const shared = (await listed('', coCounsel.access)).find((row) => row.pid === ids.soon);
    const lead = (await listed('')).find((row) => row.pid === ids.soon);
    expect(shared?.next_hearing).toBeTruthy();
    expect(shared?.next_hearing).toBe(lead?.next_hearing);
    // The shared case has a hearing to come, the co-counsel's own case none: it comes first.
    expect((await listed('ordering=next_hearing', coCounsel.access)).map((row) => row.pid)).toEqual([
      ids.soon,
      ids.elsewhere,
    ]);
  });
});
