import type { AdminUserDetail } from '@vakilyar/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { offices } from '../office/tables/offices.ts';
import { call, makeUser, ok, type TestUser, USERS } from './test-helpers.ts';

type Change = AdminUserDetail & { message: string };

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t, ['admin']);
});
afterAll(() => t.close());

const setRoles = (pid: string, roles: unknown, token = admin.access) =>
  call(t, 'PATCH', `${USERS}/${pid}/roles/`, token, { roles });

const officesOwnedBy = (userId: number) =>
  t.database.db.select().from(offices).where(eq(offices.ownerId, userId));

describe('changing roles', () => {
  it('grants the lawyer role with an office that works at once, and keeps it when the role goes', async () => {
    const user = await makeUser(t, ['client'], { firstName: 'نیما', lastName: 'فراهانی' });
    expect((await call(t, 'GET', '/api/lawyer-office/v1/clients/', user.access)).statusCode).toBe(403);

    const granted = ok<Change>(await setRoles(user.pid, ['client', 'lawyer']));
    expect(granted.roles).toEqual(['lawyer', 'client']);
    expect(granted.message).toBe('نقش «وکیل» به کاربر داده شد.');
    expect(granted.office).toMatchObject({ name: 'دفتر وکالت نیما فراهانی', role: 'owner' });
    expect(await officesOwnedBy(user.id)).toHaveLength(1);
    // The same access token: roles are read on every request.
    expect((await call(t, 'GET', '/api/lawyer-office/v1/clients/', user.access)).statusCode).toBe(200);

    const removed = ok<Change>(await setRoles(user.pid, ['client']));
    expect(removed.message).toBe('نقش «وکیل» از کاربر گرفته شد.');
    expect(removed.office).toBeNull();
    expect((await call(t, 'GET', '/api/lawyer-office/v1/clients/', user.access)).statusCode).toBe(403);

    // Back again: the same office, not a second one.
    const again = ok<Change>(await setRoles(user.pid, ['lawyer', 'client']));
    expect(again.office?.pid).toBe(granted.office?.pid);
    expect(await officesOwnedBy(user.id)).toHaveLength(1);
  });

  it('says so when nothing changes', async () => {
    const user = await makeUser(t, ['consultant']);
    const same = ok<Change>(await setRoles(user.pid, ['consultant']));
    expect(same.message).toBe('نقش‌های کاربر تغییری نکرد.');
  });

  it('makes and unmakes admins, but never takes the admin role from oneself', async () => {
    const colleague = await makeUser(t, ['client']);
    ok(await setRoles(colleague.pid, ['client', 'admin']));
    expect((await call(t, 'GET', `${USERS}/`, colleague.access)).statusCode).toBe(200);
    const back = ok<Change>(await setRoles(colleague.pid, ['client']));
    expect(back.roles).toEqual(['client']);
    expect((await call(t, 'GET', `${USERS}/`, colleague.access)).statusCode).toBe(403);

    const self = await setRoles(admin.pid, ['client']);
    expect(self.statusCode).toBe(400);
    expect(self.json().error_messages.roles).toEqual([
      'نمی‌توانید نقش مدیر سامانه را از حساب خودتان بردارید.',
    ]);
    // Adding a role to oneself is fine; the admin role stays.
    expect(ok<Change>(await setRoles(admin.pid, ['admin', 'consultant'])).roles).toEqual([
      'consultant',
      'admin',
    ]);
  });

  it('refuses an empty, repeated or unknown role list with a Persian message under roles', async () => {
    const user = await makeUser(t, ['client']);
    for (const [roles, message] of [
      [[], 'کاربر باید دست‌کم یک نقش داشته باشد.'],
      [['client', 'client'], 'هر نقش را یک بار انتخاب کنید.'],
    ] as const) {
      const response = await setRoles(user.pid, roles);
      expect(response.statusCode).toBe(400);
      expect(response.json().error_messages.roles).toEqual([message]);
    }
    expect((await setRoles(user.pid, ['judge'])).statusCode).toBe(400);
    expect((await setRoles(user.pid, 'lawyer')).statusCode).toBe(400);
    expect((await setRoles('nobody', ['client'])).statusCode).toBe(404);
    const unchanged = ok<AdminUserDetail>(await call(t, 'GET', `${USERS}/${user.pid}/`, admin.access));
    expect(unchanged.roles).toEqual(['client']);
  });

  it('grants the lawyer role once when two admins do it at the same time', async () => {
    const second = await makeUser(t, ['admin']);
    const user = await makeUser(t, ['client']);
    const answers = await Promise.all([
      setRoles(user.pid, ['client', 'lawyer']),
      setRoles(user.pid, ['client', 'lawyer'], second.access),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(await officesOwnedBy(user.id)).toHaveLength(1);
    const detail = ok<AdminUserDetail>(await call(t, 'GET', `${USERS}/${user.pid}/`, admin.access));
    expect(detail.roles).toEqual(['lawyer', 'client']);
  });
});
