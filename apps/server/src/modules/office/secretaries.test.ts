import { ROLE_PERMISSIONS } from '@vakilyar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastCode, post } from '../../../test/auth-helpers.ts';
import { uniquePhone } from '../../../test/test-app.ts';
import { secretaryOf } from './office-world.ts';
import {
  call,
  createCase,
  createClient,
  createOfficeTestApp,
  type Method,
  multipart,
  newClientUser,
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
const lw = '/api/lawyer/v1';

describe('a secretary', () => {
  it('does the office work of domain.md', async () => {
    const lawyer = await newLawyer(t);
    const s = await secretaryOf(t, lawyer.access);
    const client = await createClient(t, s.access, { first_name: 'مهسا' });
    ok(await call(t, 'PUT', `${lo}/clients/${client.pid}/`, s.access, { ...client, last_name: 'امینی' }));
    ok(await call(t, 'PATCH', `${lw}/clients/${client.pid}/`, s.access, { notes: 'تماس گرفت' }));
    const kase = await createCase(t, s.access, { client_ids: [client.pid], court: 'دادگاه خانواده تهران' });
    ok(await call(t, 'PATCH', `${lo}/cases/${kase.pid}/`, s.access, { stage: 'appeal' }));
    const seen = ok<{ access: string; permissions: string[] }>(
      await call(t, 'GET', `${lo}/cases/${kase.pid}/`, s.access),
    );
    expect(seen.access).toBe('secretary');
    expect(seen.permissions).not.toContain('case.delete');
    const doc = ok<{ pid: string }>(
      await upload(
        t,
        `${lo}/documents/`,
        s.access,
        multipart({ case: kase.pid }, [{ name: 'قرارداد.pdf', content: samples.pdf }]),
      ),
      201,
    );
    ok(await call(t, 'PATCH', `${lo}/documents/${doc.pid}/`, s.access, { visible_to_client: true }));
    expect((await call(t, 'GET', `${lo}/documents/${doc.pid}/download/`, s.access)).statusCode).toBe(200);
    ok(await call(t, 'GET', `${lo}/documents/by-case/${kase.pid}/`, s.access));
    ok(await call(t, 'GET', `${lo}/cases/${kase.pid}/timeline/`, s.access));
    ok(await call(t, 'GET', `${lo}/cases/by-client/${client.pid}/`, s.access));
    ok(await call(t, 'GET', `${lw}/archive-cabinets/`, s.access));
    const numbers = ok<{ total_cases: number; clients: number }>(
      await call(t, 'GET', `${lo}/offices/latest-numbers/`, s.access),
    );
    expect(numbers).toMatchObject({ total_cases: 1, clients: 1 });
    const info = ok<{ lawyer: { pid: string }; secretaries: { pid: string }[] }>(
      await call(t, 'GET', `${lo}/offices/secretary-info/`, s.access),
    );
    expect(info.lawyer.pid).toBe(lawyer.pid);
    expect(info.secretaries.map((x) => x.pid)).toEqual([s.pid]);
  });

  it('and nothing more: no deleting, no people on cases, no links, no secretaries, no audit, no money', async () => {
    const lawyer = await newLawyer(t);
    const other = await newLawyer(t);
    const s = await secretaryOf(t, lawyer.access);
    const client = await createClient(t, lawyer.access);
    const kase = await createCase(t, lawyer.access, { client_ids: [client.pid] });
    const cabinet = ok<{ pid: string }>(
      await call(t, 'POST', `${lw}/archive-cabinets/`, lawyer.access, { name: 'الف' }),
      201,
    );
    const doc = ok<{ pid: string }>(
      await upload(
        t,
        `${lo}/documents/`,
        lawyer.access,
        multipart({ case: kase.pid }, [{ name: 'a.pdf', content: samples.pdf }]),
      ),
      201,
    );
    const forbidden: [Method, string, unknown?][] = [
      ['DELETE', `${lo}/cases/${kase.pid}/`],
      ['DELETE', `${lo}/clients/${client.pid}/`],
      ['DELETE', `${lw}/clients/${client.pid}/`],
      ['DELETE', `${lo}/documents/${doc.pid}/`],
      ['POST', `${lo}/cases/${kase.pid}/add-lawyer/`, { lawyer_id: other.pid }],
      ['POST', `${lo}/cases/${kase.pid}/remove-client/`, { client_id: client.pid }],
      ['POST', `${lw}/clients/${client.pid}/send-access-link/`, { case_id: kase.pid }],
      ['POST', `${lw}/archive-cabinets/`, { name: 'ب' }],
      ['PATCH', `${lw}/archive-cabinets/${cabinet.pid}/`, { name: 'ب' }],
      ['DELETE', `${lw}/archive-cabinets/${cabinet.pid}/`],
      ['GET', `${lw}/secretaries/`],
      ['POST', `${lw}/secretaries/`, { mobile: uniquePhone(), first_name: 'نازنین', last_name: 'نیکو' }],
      ['GET', `${lw}/secretaries/${s.pid}/`],
      ['DELETE', `${lw}/secretaries/${s.pid}/`],
      ['POST', `${lo}/offices/assign-secretary/`, { mobile: uniquePhone() }],
      ['DELETE', `${lo}/offices/remove-secretary/`, { secretary_id: s.pid }],
      ['GET', `${lo}/secretaries/`],
      ['GET', `${lo}/lawyers/`],
      ['GET', `${lo}/audit-log/`],
      ['GET', `${lo}/audit-log/export/`],
      ['GET', `${lo}/audit-log/verify/`],
    ];
    for (const [method, url, payload] of forbidden) {
      const response = await call(t, method, url, s.access, payload);
      expect(response.statusCode, `${method} ${url} ${response.body}`).toBe(403);
      expect(response.json().code).toBe('permission_denied');
    }
    const permissions = ROLE_PERMISSIONS.secretary;
    for (const money of [
      'wallet.view',
      'wallet.deposit',
      'wallet.withdraw',
      'subscription.manage',
      'sms_credit.purchase',
    ]) {
      expect(permissions).not.toContain(money);
    }
    // Everything above is still there.
    expect(
      (await call(t, 'GET', `${lo}/cases/${kase.pid}/`, lawyer.access)).json().result.clients,
    ).toHaveLength(1);
  });

  it('loses all access the moment the lawyer removes them', async () => {
    const lawyer = await newLawyer(t);
    const s = await secretaryOf(t, lawyer.access);
    const kase = await createCase(t, s.access);
    ok(await call(t, 'GET', `${lo}/cases/${kase.pid}/`, s.access));
    const removed = await call(t, 'DELETE', `${lo}/offices/remove-secretary/`, lawyer.access, {
      secretary_id: s.pid,
    });
    expect(removed.statusCode).toBe(204);
    expect((await call(t, 'GET', `${lo}/cases/${kase.pid}/`, s.access)).statusCode).toBe(404);
    expect((await call(t, 'GET', `${lo}/clients/`, s.access)).statusCode).toBe(403);
    expect((await call(t, 'GET', `${lo}/offices/secretary-info/`, s.access)).statusCode).toBe(404);
    const list = ok<{ count: number }>(await call(t, 'GET', `${lo}/cases/`, s.access));
    expect(list.count).toBe(0);
  });
});

describe('secretaries of the lawyer', () => {
  it('invites a new number by SMS; the account signs in with a one-time code', async () => {
    const lawyer = await newLawyer(t, { first_name: 'پرویز', last_name: 'وکیلی' });
    const phone = uniquePhone();
    const invited = ok<{ pid: string; invitee: { pid: string; mobile: string } }>(
      await call(t, 'POST', `${lw}/secretaries/`, lawyer.access, {
        mobile: phone.replace(/^0/, '+98'),
        first_name: 'سمیرا',
        last_name: 'رحیمی',
      }),
      201,
    );
    expect(invited.invitee.mobile).toBe(phone);
    const added = invited.invitee;
    const [invite] = await t.services.sms.listOutbox(phone, 1);
    expect(invite?.text).toContain('پرویز وکیلی');
    expect(invite?.text).toContain('/dashboard');
    expect((await post(t.app, '/api/auth/v1/login/', { username: phone })).statusCode).toBe(202);
    const code = await lastCode(t.app, phone);
    const signedIn = await post(t.app, '/api/auth/v1/verify-otp/', { username: phone, code });
    expect(signedIn.statusCode).toBe(200);
    const access = signedIn.json().result.access_token;
    ok(await call(t, 'POST', `${lo}/secretary-invitations/${invited.pid}/accept/`, access));
    const info = ok<{ office: { pid: string } }>(
      await call(t, 'GET', `${lo}/offices/secretary-info/`, access),
    );
    expect(info.office.pid).toBe(lawyer.officePid);

    const list = ok<{ results: { pid: string }[] }>(
      await call(t, 'GET', `${lw}/secretaries/?search=رحيمي`, lawyer.access),
    );
    expect(list.results.map((r) => r.pid)).toEqual([added.pid]);
    const renamed = ok(
      await call(t, 'PATCH', `${lw}/secretaries/${added.pid}/`, lawyer.access, { last_name: 'رحیم‌زاده' }),
    );
    expect(renamed.last_name).toBe('رحیم‌زاده');
    expect((await call(t, 'POST', `${lw}/secretaries/`, lawyer.access, { mobile: phone })).statusCode).toBe(
      409,
    );
    expect(
      (await call(t, 'POST', `${lw}/secretaries/`, lawyer.access, { mobile: uniquePhone() })).statusCode,
    ).toBe(400);
  });

  it('assigns a secretary found in the platform directory; one office at a time', async () => {
    const lawyer = await newLawyer(t);
    const rival = await newLawyer(t);
    const s = await secretaryOf(t, lawyer.access);
    ok(await call(t, 'DELETE', `${lw}/secretaries/${s.pid}/`, lawyer.access), 204);
    const found = ok<{ results: { pid: string; mobile_masked: string; in_my_office: boolean }[] }>(
      await call(t, 'GET', `${lo}/secretaries/?search=${s.phone}`, rival.access),
    );
    expect(found.results).toEqual([expect.objectContaining({ pid: s.pid, in_my_office: false })]);
    expect(found.results[0]?.mobile_masked).toMatch(/^09\d\d\*\*\*\d{4}$/);
    const invited = ok<{ pid: string }>(
      await call(t, 'POST', `${lo}/offices/assign-secretary/`, rival.access, { secretary_id: s.pid }),
      201,
    );
    ok(await call(t, 'POST', `${lo}/secretary-invitations/${invited.pid}/accept/`, s.access));
    const again = await call(t, 'POST', `${lo}/offices/assign-secretary/`, lawyer.access, {
      secretary_id: s.pid,
    });
    expect(again.statusCode).toBe(409);
    const mine = ok<{ results: { in_my_office: boolean }[] }>(
      await call(t, 'GET', `${lo}/secretaries/?search=${s.phone}`, rival.access),
    );
    expect(mine.results[0]?.in_my_office).toBe(true);
  });
});

describe('removal and consent (issue 13)', () => {
  it('takes the secretary role away from an account that is something else too', async () => {
    const lawyer = await newLawyer(t);
    const client = await newClientUser(t);
    const invited = ok<{ pid: string }>(
      await call(t, 'POST', `${lw}/secretaries/`, lawyer.access, { mobile: client.phone }),
      201,
    );
    expect(await t.services.users.rolesOf(client.userId)).toEqual(['client']);
    ok(await call(t, 'POST', `${lo}/secretary-invitations/${invited.pid}/accept/`, client.access));
    expect(await t.services.users.rolesOf(client.userId)).toContain('secretary');
    const removed = await call(t, 'DELETE', `${lw}/secretaries/${client.pid}/`, lawyer.access);
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect(await t.services.users.rolesOf(client.userId)).toEqual(['client']);
  });
});
