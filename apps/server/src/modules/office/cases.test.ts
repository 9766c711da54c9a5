import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastCode, post, registerUser } from '../../../test/auth-helpers.ts';
import { uniquePhone } from '../../../test/test-app.ts';
import {
  addCoCounsel,
  call,
  createCase,
  createClient,
  createOfficeTestApp,
  multipart,
  newLawyer,
  newSecretary,
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
const lw = '/api/lawyer/v1';
const keptFiles = () => {
  try {
    return readdirSync(join(t.uploadDir, 'files'), { recursive: true, withFileTypes: true }).filter((e) =>
      e.isFile(),
    ).length;
  } catch {
    return 0;
  }
};

describe('cases', () => {
  it('creates with defaults, reads, patches and deletes (204) with its documents', async () => {
    const lawyer = await newLawyer(t, { first_name: 'بهرام', last_name: 'دادگر' });
    const client = await createClient(t, lawyer.access);
    const created = ok<Record<string, unknown>>(
      await call(t, 'POST', `${lo}/cases/`, lawyer.access, {
        title: 'مطالبه مهريه',
        case_number: '۱۴۰۲۰۱۲۳۴۵',
        court: 'دادگاه خانواده',
        start_date: '2024-01-20',
        client_ids: [client.pid],
      }),
      201,
    );
    expect(created).toMatchObject({
      title: 'مطالبه مهريه',
      case_number: '1402012345',
      case_type: 'civil',
      stage: 'first_instance',
      status: 'open',
      start_date: '2024-01-20',
      archive_cabinet: null,
      office: { pid: lawyer.officePid },
      lawyers: [{ pid: lawyer.pid, first_name: 'بهرام', last_name: 'دادگر', role: 'owner' }],
      clients: [{ pid: client.pid }],
      documents_count: 0,
      access: 'owner',
      created_by: { pid: lawyer.pid },
      message: expect.any(String),
    });
    const pid = String(created.pid);
    const patched = ok(
      await call(t, 'PATCH', `${lo}/cases/${pid}/`, lawyer.access, { stage: 'enforcement', court: '' }),
    );
    expect(patched).toMatchObject({ stage: 'enforcement', court: null, title: 'مطالبه مهريه' });
    const bad = await call(t, 'PATCH', `${lo}/cases/${pid}/`, lawyer.access, {
      status: 'lost',
      start_date: '1402/01/01',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error_messages)).toEqual(expect.arrayContaining(['status', 'start_date']));

    const before = keptFiles();
    ok(
      await upload(
        t,
        `${lo}/documents/`,
        lawyer.access,
        multipart({ case: pid }, [{ name: 'a.pdf', content: samples.pdf }]),
      ),
      201,
    );
    expect(keptFiles()).toBe(before + 1);
    const removed = await call(t, 'DELETE', `${lo}/cases/${pid}`, lawyer.access);
    expect(removed.statusCode).toBe(204);
    expect(keptFiles()).toBe(before);
    expect((await call(t, 'GET', `${lo}/cases/${pid}/`, lawyer.access)).statusCode).toBe(404);
  });

  it('keeps archive numbers unique per office and refuses clients of another office', async () => {
    const lawyer = await newLawyer(t);
    const other = await newLawyer(t);
    const theirs = await createClient(t, other.access);
    await createCase(t, lawyer.access, { archive_number: 'ب-۱۲' });
    const twice = await call(t, 'POST', `${lo}/cases/`, lawyer.access, {
      title: 'دوم',
      archive_number: 'ب-12',
    });
    expect(twice.statusCode).toBe(409);
    const foreign = await call(t, 'POST', `${lo}/cases/`, lawyer.access, {
      title: 'سوم',
      client_ids: [theirs.pid],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error_messages.client_ids).toHaveLength(1);
  });

  it('finds a lawyer or a secretary only by exact mobile or whole name, never by browsing (issue 19)', async () => {
    const lawyer = await newLawyer(t);
    const letters = 'ابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهی';
    const first = `کامران${Array.from({ length: 6 }, () => letters[Math.floor(Math.random() * letters.length)]).join('')}`;
    const partner = await newLawyer(t, { first_name: first, last_name: 'بهرامی' });
    const secretary = await newSecretary(t, partner.officeId);
    const page = async (path: string, search?: string) =>
      ok<{ count: number; results: { pid: string }[] }>(
        await call(
          t,
          'GET',
          `${lo}/${path}/${search === undefined ? '' : `?search=${encodeURIComponent(search)}`}`,
          lawyer.access,
        ),
      );
    for (const search of [undefined, '', 'بهرامی', first, `${first.slice(0, 4)} بهر`, '0912']) {
      expect((await page('lawyers', search)).count, String(search)).toBe(0);
      expect((await page('secretaries', search)).count, String(search)).toBe(0);
    }
    const byName = await page('lawyers', `${first} بهرامي`);
    expect(byName.results.map((r) => r.pid)).toEqual([partner.pid]);
    const bySecretaryMobile = await page('secretaries', secretary.phone);
    expect(bySecretaryMobile.results.map((r) => r.pid)).toEqual([secretary.pid]);
  });

  it('adds a co-counsel, who sees that case only; the owner cannot be removed; clients come and go', async () => {
    const lawyer = await newLawyer(t);
    const partner = await newLawyer(t);
    const shared = await createCase(t, lawyer.access, { title: 'مشترک' });
    await createCase(t, lawyer.access, { title: 'خصوصی' });
    const client = await createClient(t, lawyer.access);

    const found = ok<{ results: { pid: string; office: { pid: string } | null }[] }>(
      await call(t, 'GET', `${lo}/lawyers/?search=${partner.phone}`, lawyer.access),
    );
    // Found by the exact number, and no office of another lawyer is named (issue 19).
    expect(found.results).toEqual([expect.objectContaining({ pid: partner.pid, office: null })]);
    await addCoCounsel(t, shared.pid, lawyer.access, partner);
    const added = ok<{ lawyers: { pid: string; role: string }[] }>(
      await call(t, 'GET', `${lo}/cases/${shared.pid}/`, lawyer.access),
    );
    expect(added.lawyers.map((l) => l.role)).toEqual(['owner', 'co_counsel']);
    expect(
      (
        await call(t, 'POST', `${lo}/cases/${shared.pid}/add-lawyer/`, lawyer.access, {
          lawyer_id: partner.pid,
        })
      ).statusCode,
    ).toBe(409);
    const clientUser = await registerUser(t.app, 'client');
    const notLawyer = await call(t, 'POST', `${lo}/cases/${shared.pid}/add-lawyer/`, lawyer.access, {
      lawyer_id: (await t.services.users.findByPhone(clientUser.phone))?.pid,
    });
    expect(notLawyer.statusCode).toBe(400);

    const theirs = ok<{ count: number; results: { pid: string }[] }>(
      await call(t, 'GET', `${lo}/cases/`, partner.access),
    );
    expect(theirs.results.map((r) => r.pid)).toEqual([shared.pid]);
    const numbers = ok<{ shared_cases: number; total_cases: number }>(
      await call(t, 'GET', `${lo}/offices/latest-numbers/`, partner.access),
    );
    expect(numbers).toMatchObject({ shared_cases: 1, total_cases: 0 });

    expect(
      (
        await call(t, 'POST', `${lo}/cases/${shared.pid}/remove-lawyer/`, lawyer.access, {
          lawyer_id: lawyer.pid,
        })
      ).statusCode,
    ).toBe(409);
    ok(
      await call(t, 'POST', `${lo}/cases/${shared.pid}/remove-lawyer/`, lawyer.access, {
        lawyer_id: partner.pid,
      }),
    );
    expect((await call(t, 'GET', `${lo}/cases/${shared.pid}/`, partner.access)).statusCode).toBe(404);

    ok(
      await call(t, 'POST', `${lo}/cases/${shared.pid}/add-client/`, lawyer.access, {
        client_id: client.pid,
      }),
    );
    expect(
      (
        await call(t, 'POST', `${lo}/cases/${shared.pid}/add-client/`, lawyer.access, {
          client_id: client.pid,
        })
      ).statusCode,
    ).toBe(409);
    const byClient = ok<{ results: { pid: string }[] }>(
      await call(t, 'GET', `${lo}/cases/by-client/${client.pid}/`, lawyer.access),
    );
    expect(byClient.results.map((r) => r.pid)).toEqual([shared.pid]);
    const off = ok<{ clients: unknown[] }>(
      await call(t, 'POST', `${lo}/cases/${shared.pid}/remove-client/`, lawyer.access, {
        client_id: client.pid,
      }),
    );
    expect(off.clients).toEqual([]);
    expect(
      (
        await call(t, 'POST', `${lo}/cases/${shared.pid}/remove-client/`, lawyer.access, {
          client_id: client.pid,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('pages lists with absolute links', async () => {
    const lawyer = await newLawyer(t);
    for (let i = 0; i < 3; i++) await createCase(t, lawyer.access, { title: `پرونده ${i}` });
    const page = ok<{ count: number; next: string; previous: null; results: unknown[] }>(
      await call(t, 'GET', `${lo}/cases/?page_size=2`, lawyer.access),
    );
    expect(page).toMatchObject({ count: 3, previous: null });
    expect(page.next).toContain('page=2');
    expect(page.results).toHaveLength(2);
  });
});

describe('archive cabinets', () => {
  it('CRUD with 204 on delete; the cases in each stay when it goes', async () => {
    const lawyer = await newLawyer(t);
    const cabinet = ok<{ pid: string; cases_count: number }>(
      await call(t, 'POST', `${lw}/archive-cabinets/`, lawyer.access, {
        name: 'قفسه الف',
        code: 'A1',
        location: 'اتاق بایگانی',
      }),
      201,
    );
    expect(cabinet.cases_count).toBe(0);
    expect(
      (await call(t, 'POST', `${lw}/archive-cabinets/`, lawyer.access, { name: 'دیگر', code: 'A1' }))
        .statusCode,
    ).toBe(409);
    const kase = await createCase(t, lawyer.access, { archive_cabinet_id: cabinet.pid });
    const inside = ok<{ results: { pid: string }[] }>(
      await call(t, 'GET', `${lw}/archive-cabinets/${cabinet.pid}/cases/`, lawyer.access),
    );
    expect(inside.results.map((r) => r.pid)).toEqual([kase.pid]);
    expect(
      ok<{ cases_count: number }>(
        await call(t, 'GET', `${lw}/archive-cabinets/${cabinet.pid}/`, lawyer.access),
      ).cases_count,
    ).toBe(1);
    const renamed = ok(
      await call(t, 'PATCH', `${lw}/archive-cabinets/${cabinet.pid}/`, lawyer.access, { name: 'قفسه ب' }),
    );
    expect(renamed).toMatchObject({ name: 'قفسه ب', code: 'A1' });
    const list = ok<{ count: number }>(
      await call(t, 'GET', `${lw}/archive-cabinets/?search=قفسه`, lawyer.access),
    );
    expect(list.count).toBe(1);
    const removed = await call(t, 'DELETE', `${lw}/archive-cabinets/${cabinet.pid}/`, lawyer.access);
    expect(removed.statusCode).toBe(204);
    expect(
      ok<{ archive_cabinet: unknown }>(await call(t, 'GET', `${lo}/cases/${kase.pid}/`, lawyer.access))
        .archive_cabinet,
    ).toBeNull();
  });
});

describe('dashboard and referral', () => {
  it('counts the office for the dashboard', async () => {
    const lawyer = await newLawyer(t);
    const client = await createClient(t, lawyer.access);
    await createCase(t, lawyer.access, { client_ids: [client.pid] });
    await createCase(t, lawyer.access, { status: 'closed' });
    const numbers = ok(await call(t, 'GET', `${lo}/offices/latest-numbers/`, lawyer.access));
    expect(numbers).toMatchObject({
      office: { pid: lawyer.officePid },
      total_cases: 2,
      open_cases: 1,
      closed_cases: 1,
      clients: 1,
      documents: 0,
      new_cases_30_days: 2,
    });
  });

  it('shares a link with the user’s code; registering with it records the referrer', async () => {
    const lawyer = await newLawyer(t);
    const share = ok<{ code: string; link: string; share_text: string; referred_count: number }>(
      await call(t, 'GET', '/api/referral/v1/link/share/', lawyer.access),
    );
    expect(share.link).toMatch(new RegExp(`/login\\?ref=${share.code}$`));
    expect(share.share_text).toContain(share.link);
    expect(share.referred_count).toBe(0);
    const phone = uniquePhone();
    await post(t.app, '/api/auth/v1/send-register-code/', { username: phone });
    const registered = await post(t.app, '/api/auth/v1/register/', {
      username: phone,
      code: await lastCode(t.app, phone),
      first_name: 'کیان',
      last_name: 'معرفی',
      role: 'client',
      referral_code: share.code,
    });
    expect(registered.statusCode).toBe(201);
    expect((await t.services.users.findByPhone(phone))?.referredById).toBe(lawyer.userId);
    expect(
      ok<{ referred_count: number }>(await call(t, 'GET', '/api/referral/v1/link/share/', lawyer.access))
        .referred_count,
    ).toBe(1);
  });
});
