import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createCase,
  createClient,
  createOfficeTestApp,
  newLawyer,
  ok,
  type TestUser,
} from './test-helpers.ts';

// Issue 9 §4: what a person typed is stored and shown as typed; only search keys are folded.
let t: Awaited<ReturnType<typeof createOfficeTestApp>>;
let lawyer: TestUser;
const lo = '/api/lawyer-office/v1';
const lw = '/api/lawyer/v1';

const pids = async (url: string) =>
  ok<{ results: { pid: string }[] }>(await call(t, 'GET', encodeURI(url), lawyer.access)).results.map(
    (r) => r.pid,
  );

beforeAll(async () => {
  t = await createOfficeTestApp();
  lawyer = await newLawyer(t);
});
afterAll(() => t.close());

describe('text as typed', () => {
  it('returns a title typed with Arabic ي and Persian digits exactly, and finds it typed either way', async () => {
    const arabic = await createCase(t, lawyer.access, {
      title: 'دعوي ملكي شماره ۴۷۱',
      description: 'قرار  ملاقات ۱۲ آذر',
      court: 'دادگاه عمومي',
    });
    const persian = await createCase(t, lawyer.access, { title: 'مطالبه وجه چک 8265' });

    const shown = ok<{ title: string; description: string; court: string }>(
      await call(t, 'GET', `${lo}/cases/${arabic.pid}/`, lawyer.access),
    );
    expect(shown).toMatchObject({
      title: 'دعوي ملكي شماره ۴۷۱',
      description: 'قرار ملاقات ۱۲ آذر',
      court: 'دادگاه عمومي',
    });

    expect(await pids(`${lo}/cases/?search=ملکی 471`)).toEqual([arabic.pid]);
    expect(await pids(`${lo}/cases/?search=دعوی ملکی`)).toEqual([arabic.pid]);
    expect(await pids(`${lo}/cases/?search=چك ۸۲۶۵`)).toEqual([persian.pid]);
    expect(await pids(`${lo}/cases/?search=مطالبه وجه چک 8265`)).toEqual([persian.pid]);
  });

  it('keeps names as typed, still finding them and folding the identifiers', async () => {
    const client = await createClient(t, lawyer.access, {
      first_name: 'علي',
      last_name: 'كاظمي',
      mobile: '۰۹۱۲۷۷۷۶۶۵۵',
      notes: 'تماس پس از ساعت ۱۷',
    });
    const shown = ok<{ first_name: string; last_name: string; mobile: string; notes: string }>(
      await call(t, 'GET', `${lw}/clients/${client.pid}/`, lawyer.access),
    );
    expect(shown).toMatchObject({
      first_name: 'علي',
      last_name: 'كاظمي',
      mobile: '09127776655',
      notes: 'تماس پس از ساعت ۱۷',
    });
    expect(await pids(`${lo}/clients/?search=علی کاظمی`)).toEqual([client.pid]);
    expect(await pids(`${lo}/clients/?search=09127776655`)).toEqual([client.pid]);
  });

  it('keeps a cabinet name and a Latin code as typed and finds them by a folded search', async () => {
    const cabinet = ok<{ pid: string; name: string; code: string }>(
      await call(t, 'POST', `${lw}/archive-cabinets/`, lawyer.access, { name: 'قفسه يك', code: 'A-1' }),
      201,
    );
    expect(cabinet).toMatchObject({ name: 'قفسه يك', code: 'A-1' });
    expect(await pids(`${lw}/archive-cabinets/?search=قفسه یک`)).toEqual([cabinet.pid]);
    expect(await pids(`${lw}/archive-cabinets/?search=a-1`)).toEqual([cabinet.pid]);
  });

  it('finds audit entries by a folded search, and the chain over the text as typed still verifies', async () => {
    const entries = ok<{ results: { entity_label: string }[] }>(
      await call(t, 'GET', encodeURI(`${lo}/audit-log/?search=دعوی ملکی`), lawyer.access),
    );
    expect(entries.results.map((e) => e.entity_label)).toContain('دعوي ملكي شماره ۴۷۱');
    const verified = ok<{ valid: boolean; checked: number }>(
      await call(t, 'GET', `${lo}/audit-log/verify/`, lawyer.access),
    );
    expect(verified.valid).toBe(true);
    expect(verified.checked).toBeGreaterThan(3);
  });
});
