import { ROLE_PERMISSIONS } from '@vakilyar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, lastCode, post, registerUser } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const patch = (url: string, payload: Record<string, unknown>, token: string) =>
  t.app.inject({ method: 'PATCH', url, payload, headers: { authorization: `Bearer ${token}` } });

describe('profile', () => {
  it('reads the signed-in user', async () => {
    const { phone, access } = await registerUser(t.app, 'consultant');
    const response = await get(t.app, '/api/user/v1/profile/get-profile/', access);
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({
      username: phone,
      mobile: phone,
      first_name: 'سارا',
      last_name: 'کاظمی',
      email: null,
      roles: ['consultant'],
      has_password: true,
      referral_code: expect.stringMatching(/^[A-Z0-9]{8}$/),
    });
  });

  it('updates names and e-mail through both PATCH routes, keeping the letters as typed', async () => {
    const { access } = await registerUser(t.app);
    const first = await patch(
      '/api/user/v1/profile/',
      { first_name: 'علي', email: 'ali@example.ir' },
      access,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().result).toMatchObject({ first_name: 'علي', email: 'ali@example.ir' });
    const second = await patch(
      '/api/user/v1/profile/update-profile/',
      { last_name: 'كاظمي', email: '' },
      access,
    );
    expect(second.json().result).toMatchObject({ first_name: 'علي', last_name: 'كاظمي', email: null });
  });

  it('names each bad field', async () => {
    const { access } = await registerUser(t.app);
    const response = await patch('/api/user/v1/profile/', { email: 'not-mail', first_name: 'a' }, access);
    expect(response.statusCode).toBe(400);
    const messages = response.json().error_messages;
    expect(messages.email).toEqual(['نشانی ایمیل معتبر نیست.']);
    expect(messages.first_name).toHaveLength(1);
    const unknown = await patch('/api/user/v1/profile/', { phone: '09121111111' }, access);
    expect(unknown.statusCode).toBe(400);
  });

  it('changes the password only with the current one', async () => {
    const { phone, access } = await registerUser(t.app);
    const missing = await patch('/api/user/v1/profile/', { new_password: 'Another-Pass-9' }, access);
    expect(missing.json().error_messages.current_password).toHaveLength(1);
    const wrong = await patch(
      '/api/user/v1/profile/',
      { new_password: 'Another-Pass-9', current_password: 'nope-nope' },
      access,
    );
    expect(wrong.statusCode).toBe(400);
    const ok = await patch(
      '/api/user/v1/profile/',
      { new_password: 'Another-Pass-9', current_password: 'Secret-Pass-1' },
      access,
    );
    expect(ok.statusCode).toBe(200);
    const login = await post(t.app, '/api/auth/v1/login/', { username: phone, password: 'Another-Pass-9' });
    expect(login.statusCode).toBe(200);
  });
});

describe('roles and permissions', () => {
  it('lists every role, mine, and the permission map', async () => {
    const { access } = await registerUser(t.app, 'lawyer');
    const all = (await get(t.app, '/api/user/v1/roles/all/', access)).json().result;
    expect(all.map((r: { code: string }) => r.code)).toEqual([
      'lawyer',
      'secretary',
      'client',
      'consultant',
      'admin',
    ]);
    expect(all[0].name).toBe('وکیل');
    expect((await get(t.app, '/api/user/v1/roles/my-roles/', access)).json().result).toEqual([
      { code: 'lawyer', name: 'وکیل' },
    ]);
    const map = (await get(t.app, '/api/permissions/v1/role-permissions/', access)).json().result;
    expect(map).toEqual(ROLE_PERMISSIONS);
    expect(map.secretary).not.toContain('case.delete');
    expect(map.secretary).not.toContain('wallet.view');
  });
});

describe('devices and account deletion', () => {
  it('signs every device out', async () => {
    const { phone, access, refresh } = await registerUser(t.app);
    const second = (
      await post(t.app, '/api/auth/v1/login/', { username: phone, password: 'Secret-Pass-1' })
    ).json().result;
    expect((await post(t.app, '/api/user/v1/devices/deactivate-all/', {}, access)).statusCode).toBe(200);
    for (const token of [refresh, second.refresh_token]) {
      expect((await post(t.app, '/api/auth/v1/refresh/', { refresh_token: token })).statusCode).toBe(401);
    }
    expect((await get(t.app, '/api/user/v1/profile/get-profile/', second.access_token)).statusCode).toBe(401);
  });

  it('deletes an account after the password, frees the number, and keeps no personal data', async () => {
    const { phone, access, refresh } = await registerUser(t.app);
    const wrong = await post(t.app, '/api/user/v1/delete-account/', { password: 'wrong-one' }, access);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error_messages.password).toHaveLength(1);

    const deleted = await post(t.app, '/api/user/v1/delete-account/', { password: 'Secret-Pass-1' }, access);
    expect(deleted.statusCode).toBe(200);
    expect((await get(t.app, '/api/user/v1/profile/get-profile/', access)).statusCode).toBe(401);
    expect((await post(t.app, '/api/auth/v1/refresh/', { refresh_token: refresh })).statusCode).toBe(401);
    const exists = await post(t.app, '/api/auth/v1/check-user-exists/', { username: phone });
    expect(exists.json().result.exists).toBe(false);

    const { rows } = await t.database.pool.query(
      'select phone, first_name, last_name, email, password_hash, deleted_at from users where phone = $1 or (deleted_at is not null and first_name = $2)',
      [phone, 'سارا'],
    );
    expect(rows.every((r) => r.phone === null)).toBe(true);

    expect((await post(t.app, '/api/auth/v1/send-register-code/', { username: phone })).statusCode).toBe(202);
    const again = await post(t.app, '/api/auth/v1/register/', {
      username: phone,
      code: await lastCode(t.app, phone),
      first_name: 'نیما',
      last_name: 'امینی',
      role: 'client',
    });
    expect(again.statusCode).toBe(201);
  });
});
