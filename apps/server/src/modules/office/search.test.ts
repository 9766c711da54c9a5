import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCoCounsel,
  call,
  createCase,
  createClient,
  createOfficeTestApp,
  newLawyer,
  ok,
  type TestUser,
} from './test-helpers.ts';

let t: Awaited<ReturnType<typeof createOfficeTestApp>>;
let lawyer: TestUser;
let coCounsel: TestUser;
const lo = '/api/lawyer-office/v1';
const ids: Record<string, string> = {};

const pids = async (url: string, token = lawyer.access) =>
  ok<{ results: { pid: string }[] }>(await call(t, 'GET', encodeURI(url), token)).results.map((r) => r.pid);

/** The names of the cases a search finds, in the order it ranks them. */
const found = async (url: string) => {
  const names = Object.fromEntries(Object.entries(ids).map(([name, pid]) => [pid, name]));
  return (await pids(url)).map((pid) => names[pid] ?? pid);
};

beforeAll(async () => {
  t = await createOfficeTestApp();
  lawyer = await newLawyer(t);
  coCounsel = await newLawyer(t);
  const karimi = await createClient(t, lawyer.access, {
    first_name: 'مریم',
    last_name: 'کریمی',
    national_code: '0012345679',
    mobile: '09121230001',
  });
  const abdollahi = await createClient(t, lawyer.access, { first_name: 'حسین', last_name: 'عبداللهی' });
  const rezaei = await createClient(t, lawyer.access, { first_name: 'علی‌رضا', last_name: 'رضایی' });
  ids.karimi = karimi.pid;
  ids.abdollahi = abdollahi.pid;
  ids.rezaei = rezaei.pid;
  const cabinet = ok<{ pid: string }>(
    await call(t, 'POST', '/api/lawyer/v1/archive-cabinets/', lawyer.access, { name: 'قفسه ۱' }),
    201,
  );
  ids.cabinet = cabinet.pid;
  const rent = await createCase(t, lawyer.access, {
    title: 'تخلیه ملک استیجاری',
    case_number: '۹۸۰۹۹۸۱۲۳',
    archive_number: 'A-17',
    court: 'شورای حل اختلاف تهران',
    branch: 'شعبه ۱۲',
    case_type: 'civil',
    stage: 'first_instance',
    start_date: '2024-03-10',
    client_ids: [karimi.pid],
    archive_cabinet_id: cabinet.pid,
  });
  const fraud = await createCase(t, lawyer.access, {
    title: 'کلاهبرداری اینترنتی',
    case_number: '140001999',
    court: 'دادسرای عمومی و انقلاب تهران',
    branch: 'شعبه 3 بازپرسی',
    case_type: 'criminal',
    stage: 'appeal',
    start_date: '2023-11-01',
    client_ids: [abdollahi.pid],
  });
  const divorce = await createCase(t, lawyer.access, {
    title: 'طلاق توافقی کریمی',
    court: 'دادگاه خانواده تهران',
    branch: 'شعبه ۲۴۱',
    case_type: 'family',
    status: 'closed',
    start_date: '2022-05-20',
    client_ids: [rezaei.pid, karimi.pid],
  });
  ids.rent = rent.pid;
  ids.fraud = fraud.pid;
  ids.divorce = divorce.pid;
  await addCoCounsel(t, fraud.pid, lawyer.access, coCounsel);
});
afterAll(() => t.close());

describe('Persian search', () => {
  it('treats Arabic ي/ك as Persian ی/ک, and Persian digits as ASCII', async () => {
    expect(await pids(`${lo}/clients/?search=كريمي`)).toEqual([ids.karimi]);
    expect(await pids(`${lo}/clients/?search=۰۰۱۲۳۴۵۶۷۹`)).toEqual([ids.karimi]);
    expect(await pids(`${lo}/clients/?search=۰۹۱۲۱۲۳۰۰۰۱`)).toEqual([ids.karimi]);
    // «۱۲۳» is in the rent case's number and in the national code of a client of two cases.
    expect((await found(`${lo}/cases/?search=۱۲۳`)).sort()).toEqual(['divorce', 'rent']);
    expect(await found(`${lo}/cases/?search=۹۹۸۱۲۳`)).toEqual(['rent']);
    expect(await found(`${lo}/cases/?search=980998123`)).toEqual(['rent']);
  });

  it('ignores the zero-width non-joiner and the usual spelling variants', async () => {
    expect(await pids(`${lo}/clients/?search=علی رضا`)).toEqual([ids.rezaei]);
    expect(await pids(`${lo}/clients/?search=رضائی`)).toEqual([ids.rezaei]);
    expect(await found(`${lo}/cases/?search=استيجاري`)).toEqual(['rent']);
  });

  it('still finds a name spelled slightly differently, ranked by similarity', async () => {
    expect(await pids(`${lo}/clients/?search=عبدالهی`)).toEqual([ids.abdollahi]);
    // «کریمی» is in the title of one case and the client of two: the closest ranks first.
    const ranked = await found(`${lo}/cases/?search=طلاق کریمی`);
    expect(ranked[0]).toBe('divorce');
    expect(await found(`${lo}/cases/?search=کريمي`)).toEqual(expect.arrayContaining(['rent', 'divorce']));
  });

  it('searches cases by their clients, and follows a client’s changes', async () => {
    expect(await found(`${lo}/cases/?search=عبداللهی`)).toEqual(['fraud']);
    ok(
      await call(t, 'PATCH', `/api/lawyer/v1/clients/${ids.abdollahi}/`, lawyer.access, {
        last_name: 'عبدالهی‌پور',
      }),
    );
    expect(await found(`${lo}/cases/?search=عبدالهی پور`)).toEqual(['fraud']);
    expect(await found(`${lo}/cases/by-client/${ids.karimi}/?search=تخلیه`)).toEqual(['rent']);
    expect(await found(`${lo}/cases/by-client/${ids.karimi}/`)).toEqual(
      expect.arrayContaining(['rent', 'divorce']),
    );
  });
});

describe('case filters and advanced search', () => {
  const adv = `${lo}/cases/advanced-search/`;

  it('filters the list by status, type, stage, court, cabinet, lawyer, client and dates', async () => {
    expect(await found(`${lo}/cases/?status=closed`)).toEqual(['divorce']);
    expect(await found(`${lo}/cases/?case_type=criminal`)).toEqual(['fraud']);
    expect(await found(`${lo}/cases/?stage=appeal`)).toEqual(['fraud']);
    expect(await found(`${lo}/cases/?court=خانواده`)).toEqual(['divorce']);
    expect(await found(`${lo}/cases/?archive_cabinet=${ids.cabinet}`)).toEqual(['rent']);
    expect(await found(`${lo}/cases/?lawyer=${coCounsel.pid}`)).toEqual(['fraud']);
    expect(await found(`${lo}/cases/?client=${ids.rezaei}`)).toEqual(['divorce']);
    expect(await found(`${lo}/cases/?start_date_from=2023-01-01&ordering=start_date`)).toEqual([
      'fraud',
      'rent',
    ]);
    expect(await found(`${lo}/cases/?start_date_to=۲۰۲۳-۱۲-۳۱&ordering=-start_date`)).toEqual([
      'fraud',
      'divorce',
    ]);
    const today = new Date(Date.now() + 3.5 * 3_600_000).toISOString().slice(0, 10);
    expect((await found(`${lo}/cases/?created_from=${today}&created_to=${today}`)).sort()).toEqual([
      'divorce',
      'fraud',
      'rent',
    ]);
    expect(await found(`${lo}/cases/?created_to=2000-01-01`)).toEqual([]);
  });

  it('combines client names, national code, numbers, court and branch', async () => {
    expect(await found(`${adv}?client_first_name=مريم&court=تهران`)).toEqual(
      expect.arrayContaining(['rent', 'divorce']),
    );
    expect(await found(`${adv}?client_first_name=مریم&court=شورا`)).toEqual(['rent']);
    expect(await found(`${adv}?client_last_name=كريمي&status=closed`)).toEqual(['divorce']);
    expect(await found(`${adv}?client_national_code=۰۰۱۲۳۴۵۶۷۹&case_type=civil`)).toEqual(['rent']);
    expect(await found(`${adv}?case_number=1400&stage=appeal`)).toEqual(['fraud']);
    expect(await found(`${adv}?archive_number=a-17`)).toEqual(['rent']);
    expect(await found(`${adv}?branch=۱۲`)).toEqual(['rent']);
    expect(await found(`${adv}?branch=بازپرسی&client_last_name=عبدالهی`)).toEqual(['fraud']);
    expect(await found(`${adv}?client_first_name=علیرضا`)).toEqual(['divorce']);
    expect(await pids(`${lo}/clients/?search=علیرضا`)).toEqual([ids.rezaei]);
    expect(
      await found(
        `${adv}?client_first_name=علی رضا&client_last_name=رضایی&start_date_from=2022-01-01&start_date_to=2022-12-31`,
      ),
    ).toEqual(['divorce']);
    expect(await found(`${adv}?client_last_name=کریمی&case_type=criminal`)).toEqual([]);
    expect(await found(`${adv}?title=ملک&court=شورای`)).toEqual(['rent']);
  });

  it('shows a co-counsel only their case, whatever they search', async () => {
    expect(await pids(`${adv}?court=تهران`, coCounsel.access)).toEqual([ids.fraud]);
    expect(await pids(`${lo}/cases/?search=کریمی`, coCounsel.access)).toEqual([]);
  });

  it('refuses an unknown ordering', async () => {
    const response = await call(t, 'GET', `${lo}/cases/?ordering=secret`, lawyer.access);
    expect(response.statusCode).toBe(400);
    expect(response.json().error_messages.ordering).toHaveLength(1);
  });
});

describe('large lists: the same answers by the fast paths', () => {
  const page = async (url: string, token: string) =>
    ok<{ count: number; results: { pid: string; title: string }[] }>(
      await call(t, 'GET', encodeURI(url), token),
    );

  it('ranks a search the same whether the best matches fill the page or every match is ranked', async () => {
    const other = await newLawyer(t);
    const titles = ['دعوی رضا', 'ملک رضایی', 'رضا و شرکا', 'ارث علیرضا', 'چک رضا'];
    const made: Record<string, string> = {};
    for (const title of titles) made[title] = (await createCase(t, other.access, { title })).pid;
    // The word itself ranks 1 (newest first), «رضایی» next, «علیرضا» last.
    const expected = ['چک رضا', 'رضا و شرکا', 'دعوی رضا', 'ملک رضایی', 'ارث علیرضا'].map((n) => made[n]);
    const all = await page(`${lo}/cases/?search=رضا`, other.access);
    expect(all.count).toBe(5);
    expect(all.results.map((r) => r.pid)).toEqual(expected);
    const pages = [];
    for (const n of [1, 2, 3, 4]) {
      const p = await page(`${lo}/cases/?search=رضا&page_size=2&page=${n}`, other.access);
      expect(p.count).toBe(5);
      pages.push(...p.results.map((r) => r.pid));
    }
    expect(pages).toEqual(expected);
  });

  it('lists and counts the office’s cases and those shared with the lawyer, exactly, as cases come and go', async () => {
    const owner = await newLawyer(t);
    const colleague = await newLawyer(t);
    const own = [];
    for (const title of ['پرونده یک', 'پرونده دو', 'پرونده سه'])
      own.push((await createCase(t, owner.access, { title })).pid);
    const shared = await createCase(t, colleague.access, { title: 'پرونده مشترک' });
    await createCase(t, colleague.access, { title: 'پرونده همکار' });
    await addCoCounsel(t, shared.pid, colleague.access, owner);
    const list = await page(`${lo}/cases/`, owner.access);
    expect(list.count).toBe(4);
    expect(list.results.map((r) => r.pid)).toEqual([shared.pid, ...[...own].reverse()]);
    expect((await page(`${lo}/cases/?page_size=1&page=2`, owner.access)).results.map((r) => r.pid)).toEqual([
      own[2],
    ]);
    expect((await page(`${lo}/cases/`, colleague.access)).count).toBe(2);
    expect((await page(`${lo}/cases/?search=مشترک`, owner.access)).results.map((r) => r.pid)).toEqual([
      shared.pid,
    ]);

    expect((await call(t, 'DELETE', `${lo}/cases/${own[0]}/`, owner.access)).statusCode).toBe(204);
    expect((await call(t, 'DELETE', `${lo}/cases/${shared.pid}/`, colleague.access)).statusCode).toBe(204);
    const after = await page(`${lo}/cases/`, owner.access);
    expect(after.count).toBe(2);
    expect(after.results.map((r) => r.pid)).toEqual([own[2], own[1]]);
    expect((await page(`${lo}/cases/`, colleague.access)).count).toBe(1);
  });

  it('keeps office_case_counts equal to the cases of every office', async () => {
    const { rows } = await t.database.pool.query(
      `select o.id, coalesce(k.cases, 0)::int as kept, (select count(*) from office_cases c where c.office_id = o.id)::int as real
       from offices o left join office_case_counts k on k.office_id = o.id`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.kept, `office ${row.id}`).toBe(row.real);
  });
});
