import { setTimeout as sleep } from 'node:timers/promises';
import type { AdminUser, AdminUserDetail } from '@vakilyar/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, registerUser } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { AppError } from '../../core/errors.ts';
import { newPid } from '../../core/ids.ts';
import { outsideTransaction } from '../../db/transaction-guard.ts';
import { sessions } from '../auth/auth.tables.ts';
import { call, makeUser, ok, type TestUser, USERS } from './test-helpers.ts';
import { assertMaySignIn } from './user-blocks.ts';

type Change = AdminUserDetail & { message: string };

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t, ['admin']);
});
afterAll(() => t.close());

const deactivate = (pid: string, body: unknown = {}, token = admin.access) =>
  call(t, 'POST', `${USERS}/${pid}/deactivate/`, token, body);
const activate = (pid: string, token = admin.access) =>
  call(t, 'POST', `${USERS}/${pid}/activate/`, token, {});
const profile = (token: string) => call(t, 'GET', '/api/user/v1/profile/get-profile/', token);
const refresh = (token: string) => post(t.app, '/api/auth/v1/refresh/', { refresh_token: token });

const mayNotSignIn = async (userId: number) => {
  const refusal = await t.database.db
    .transaction((tx) => assertMaySignIn(tx, userId))
    .then(() => null)
    .catch((error: unknown) => error);
  return refusal instanceof AppError && refusal.code === 'permission_denied';
};

describe('deactivating a user', () => {
  it('ends every session at once: the old access and refresh tokens stop working', async () => {
    const user = await makeUser(t, ['client']);
    const secondDevice = await t.services.tokens.startSession({ id: user.id, pid: user.pid }, {});
    expect((await profile(user.access)).statusCode).toBe(200);

    const done = ok<Change>(await deactivate(user.pid, { reason: 'شكايت مكرر موكلان' }));
    expect(done).toMatchObject({
      is_active: false,
      active_sessions: 0,
      deactivation_reason: 'شكايت مكرر موكلان',
      message: 'حساب کاربری غیرفعال شد و کاربر از همه دستگاه‌ها خارج شد.',
    });
    expect(done.deactivated_at).toEqual(expect.any(String));

    for (const access of [user.access, secondDevice.access_token]) {
      const response = await profile(access);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('token_not_valid');
    }
    expect((await refresh(user.refresh)).statusCode).toBe(401);
    expect((await refresh(secondDevice.refresh_token)).statusCode).toBe(401);
    expect(await mayNotSignIn(user.id)).toBe(true);

    const listed = await call(t, 'GET', `${USERS}/?is_active=false&page_size=100`, admin.access);
    expect(ok<{ results: AdminUser[] }>(listed).results.map((u) => u.pid)).toContain(user.pid);
  });

  it('lets the user sign in again once activated', async () => {
    const user = await makeUser(t, ['consultant']);
    ok(await deactivate(user.pid));
    const back = ok<Change>(await activate(user.pid));
    expect(back).toMatchObject({
      is_active: true,
      deactivated_at: null,
      deactivation_reason: null,
      message: 'حساب کاربری دوباره فعال شد.',
    });
    expect(await mayNotSignIn(user.id)).toBe(false);
    // The sessions ended by the deactivation stay ended.
    expect((await profile(user.access)).statusCode).toBe(401);
  });

  it('refuses the password sign-in of a deactivated user', async () => {
    const { phone } = await registerUser(t.app, 'client');
    const user = await t.services.users.findByPhone(phone);
    ok(await deactivate(user?.pid ?? ''));
    const login = await post(t.app, '/api/auth/v1/login/', { username: phone, password: 'Secret-Pass-1' });
    expect(login.statusCode).toBe(403);
    expect(login.json().error_messages.non_field_errors).toEqual([
      'حساب کاربری شما غیرفعال شده است؛ برای پیگیری با پشتیبانی وکیل‌یار تماس بگیرید.',
    ]);
  });

  it('refuses to deactivate oneself, twice, or to activate an active user', async () => {
    const self = await deactivate(admin.pid);
    expect(self.statusCode).toBe(409);
    expect(self.json().error_messages.non_field_errors).toEqual([
      'نمی‌توانید حساب کاربری خودتان را غیرفعال کنید.',
    ]);
    const user = await makeUser(t, ['client']);
    expect((await activate(user.pid)).statusCode).toBe(409);
    ok(await deactivate(user.pid));
    expect((await deactivate(user.pid)).statusCode).toBe(409);
    expect((await deactivate('nobody')).statusCode).toBe(404);
    const tooLong = await deactivate(user.pid, { reason: 'د'.repeat(301) });
    expect(tooLong.statusCode).toBe(400);
  });

  it('deactivates once when two admins do it at the same time', async () => {
    const second = await makeUser(t, ['admin']);
    const user = await makeUser(t, ['client']);
    const answers = await Promise.all([deactivate(user.pid), deactivate(user.pid, {}, second.access)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('ends a session that signs in while the deactivation waits for the user', async () => {
    const user = await makeUser(t, ['client']);
    const sessionPid = newPid();
    // A sign-in as the auth module makes it: the check, then the session, in one transaction.
    const { deactivation } = await t.database.db.transaction(async (tx) => {
      await assertMaySignIn(tx, user.id);
      // The deactivation is another request, running beside this transaction rather than inside it.
      const pending = outsideTransaction(() => deactivate(user.pid));
      await sleep(200);
      await tx.insert(sessions).values({ pid: sessionPid, userId: user.id });
      return { deactivation: pending };
    });
    ok(await deactivation);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.pid, sessionPid));
    expect(row?.revokedAt).not.toBeNull();
  });
});
