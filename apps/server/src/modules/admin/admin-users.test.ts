import type { AdminUser, AdminUserDetail } from '@vakilyar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { fundWallet } from '../wallet/money-test-helpers.ts';
import { call, makeUser, ok, type TestUser, USERS } from './test-helpers.ts';

interface Page {
  count: number;
  next: string | null;
  results: AdminUser[];
}

let t: TestApp;
let admin: TestUser;
// A surname no other test file uses, so searches here find only this file's users.
const SURNAME = `کیانفر${Math.floor(Math.random() * 1e6)}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t, ['admin']);
});
afterAll(() => t.close());

const search = (query: string, token = admin.access) =>
  call(t, 'GET', `${USERS}/?search=${encodeURIComponent(query)}`, token);

describe('the admin users API', () => {
  it('is for admins: 401 signed out, 403 on the list, 404 on a user for anyone else', async () => {
    const lawyer = await makeUser(t, ['lawyer']);
    expect((await call(t, 'GET', `${USERS}/`)).statusCode).toBe(401);
    const list = await call(t, 'GET', `${USERS}/`, lawyer.access);
    expect(list.statusCode).toBe(403);
    expect(list.json().code).toBe('permission_denied');

    for (const [method, path, body] of [
      ['GET', `${USERS}/${admin.pid}/`, undefined],
      ['PATCH', `${USERS}/${admin.pid}/roles/`, { roles: ['client'] }],
      ['POST', `${USERS}/${admin.pid}/deactivate/`, {}],
      ['POST', `${USERS}/${admin.pid}/activate/`, {}],
    ] as const) {
      const response = await call(t, method, path, lawyer.access, body);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.json().code).toBe('not_found');
    }
    // Nothing changed for the admin.
    const detail = ok<AdminUserDetail>(await call(t, 'GET', `${USERS}/${admin.pid}/`, admin.access));
    expect(detail.roles).toEqual(['admin']);
    expect(detail.is_active).toBe(true);
  });

  it('finds people by name in Arabic or Persian letters and by mobile in Persian digits', async () => {
    const karimi = await makeUser(t, ['client'], { firstName: 'کیوان', lastName: `کریمی ${SURNAME}` });
    const yekta = await makeUser(t, ['consultant'], { firstName: 'یکتا', lastName: SURNAME });

    // Arabic ي and ك find the Persian ی and ک.
    const arabic = ok<Page>(await search(`كريمي ${SURNAME}`));
    expect(arabic.results.map((u) => u.pid)).toEqual([karimi.pid]);

    const digits = karimi.phone.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] as string);
    expect(ok<Page>(await search(digits)).results.map((u) => u.pid)).toEqual([karimi.pid]);
    // A part of the number, and the +98 form of the whole.
    expect(ok<Page>(await search(digits.slice(-7))).results.map((u) => u.pid)).toContain(karimi.pid);
    const international = `+98 ${karimi.phone.slice(1, 4)} ${karimi.phone.slice(4)}`;
    expect(ok<Page>(await search(international)).results.map((u) => u.pid)).toEqual([karimi.pid]);

    const both = ok<Page>(await search(SURNAME));
    expect(both.count).toBe(2);
    expect(both.results.map((u) => u.pid)).toEqual([yekta.pid, karimi.pid]);
    expect(both.results[0]).toMatchObject({
      first_name: 'یکتا',
      last_name: SURNAME,
      phone: yekta.phone,
      roles: ['consultant'],
      is_active: true,
    });
    expect(both.results[0]?.last_sign_in_at).toEqual(expect.any(String));
  });

  it('filters by role and by state, pages, and orders by a known field only', async () => {
    const lawyer = await makeUser(t, ['lawyer', 'consultant'], { lastName: SURNAME });
    await makeUser(t, ['client'], { lastName: SURNAME });
    await makeUser(t, ['client'], { lastName: SURNAME });
    const base = `${USERS}/?search=${encodeURIComponent(SURNAME)}`;

    const lawyers = ok<Page>(await call(t, 'GET', `${base}&role=lawyer`, admin.access));
    expect(lawyers.results.map((u) => u.pid)).toEqual([lawyer.pid]);
    expect(lawyers.results[0]?.roles).toEqual(['lawyer', 'consultant']);

    const firstPage = ok<Page>(await call(t, 'GET', `${base}&page_size=2&ordering=created_at`, admin.access));
    expect(firstPage.results).toHaveLength(2);
    expect(firstPage.next).toContain('page=2');
    const secondPage = ok<Page>(
      await call(t, 'GET', `${base}&page_size=2&page=2&ordering=created_at`, admin.access),
    );
    const seen = [...firstPage.results, ...secondPage.results].map((u) => u.pid);
    expect(new Set(seen).size).toBe(seen.length);

    expect(ok<Page>(await call(t, 'GET', `${base}&is_active=false`, admin.access)).count).toBe(0);
    const badOrdering = await call(t, 'GET', `${USERS}/?ordering=password_hash`, admin.access);
    expect(badOrdering.statusCode).toBe(400);
    expect(badOrdering.json().error_messages.ordering).toBeDefined();
    expect((await call(t, 'GET', `${USERS}/?role=judge`, admin.access)).statusCode).toBe(400);
    expect((await call(t, 'GET', `${USERS}/?is_active=maybe`, admin.access)).statusCode).toBe(400);
  });

  it("shows a lawyer's office, wallet, sessions and last sign-in", async () => {
    const user = await makeUser(t, ['client'], { firstName: 'مینا', lastName: SURNAME });
    ok(await call(t, 'PATCH', `${USERS}/${user.pid}/roles/`, admin.access, { roles: ['client', 'lawyer'] }));
    await fundWallet(t.database.db, user.id, 120);

    const detail = ok<AdminUserDetail>(await call(t, 'GET', `${USERS}/${user.pid}/`, admin.access));
    expect(detail).toMatchObject({
      pid: user.pid,
      roles: ['lawyer', 'client'],
      is_active: true,
      has_password: false,
      office: { name: `دفتر وکالت مینا ${SURNAME}`, role: 'owner' },
      wallet: { balance: 120, held: 0 },
      active_sessions: 1,
      deactivated_at: null,
      deactivation_reason: null,
    });
    expect(Date.parse(detail.last_sign_in_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(Date.parse(detail.created_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers 404 for an unknown pid', async () => {
    const response = await call(t, 'GET', `${USERS}/nobody/`, admin.access);
    expect(response.statusCode).toBe(404);
    expect(response.json().error_messages.non_field_errors).toEqual(['کاربر یافت نشد.']);
  });
});
