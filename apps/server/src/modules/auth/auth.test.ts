import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageCodes, get, lastCode, post, registerUser } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp, uniquePhone } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('check-user-exists', () => {
  it('answers false for a new number and true once it registered, in every common form', async () => {
    const { phone } = await registerUser(t.app);
    const national = phone.slice(1);
    const persian = phone.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d);
    for (const username of [phone, `+98${national}`, `0098${national}`, persian]) {
      const response = await post(t.app, '/api/auth/v1/check-user-exists/', {
        username,
        country_alpha2: 'IR',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ result: { exists: true, has_password: true } });
    }
    const fresh = await post(t.app, '/api/auth/v1/check-user-exists/', { username: uniquePhone() });
    expect(fresh.json().result.exists).toBe(false);
  });

  it('names the field of a malformed number in Persian', async () => {
    const response = await post(t.app, '/api/auth/v1/check-user-exists/', { username: '12345' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('validation_error');
    expect(body.error_messages.username[0]).toMatch(/شماره موبایل/);
    expect(body.error_messages.message).toBe(body.error_messages.username[0]);
  });

  it('refuses a country other than Iran', async () => {
    const response = await post(t.app, '/api/auth/v1/check-user-exists/', {
      username: uniquePhone(),
      country_alpha2: 'DE',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error_messages.country_alpha2).toHaveLength(1);
  });
});

describe('registration', () => {
  it('registers with the texted code and answers tokens with 201', async () => {
    const { access, refresh, message } = await registerUser(t.app, 'lawyer');
    expect(message).toBe('ثبت‌نام شما با موفقیت انجام شد. به وکیل‌یار خوش آمدید.');
    expect(access.split('.')).toHaveLength(3);
    expect(refresh.length).toBeGreaterThan(30);
    const profile = await get(t.app, '/api/user/v1/profile/get-profile/', access);
    expect(profile.json().result.roles).toEqual(['lawyer']);
  });

  it('rejects an unknown role and a secretary or admin self-registration', async () => {
    const phone = uniquePhone();
    await post(t.app, '/api/auth/v1/send-register-code/', { username: phone });
    const code = await lastCode(t.app, phone);
    for (const role of ['judge', 'admin', 'secretary']) {
      const response = await post(t.app, '/api/auth/v1/register/', {
        username: phone,
        code,
        first_name: 'رضا',
        last_name: 'نوری',
        role,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error_messages.role).toEqual(['نقش انتخاب‌شده معتبر نیست.']);
    }
  });

  it('will not send a register code to a registered number', async () => {
    const { phone } = await registerUser(t.app);
    const response = await post(t.app, '/api/auth/v1/send-register-code/', { username: phone });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('conflict');
  });

  it('records the referrer of a valid referral code and refuses an unknown one', async () => {
    const referrer = await registerUser(t.app);
    const code = (await get(t.app, '/api/user/v1/profile/get-profile/', referrer.access)).json().result
      .referral_code;
    await registerUser(t.app, 'client', { referral_code: code.toLowerCase() });
    const phone = uniquePhone();
    await post(t.app, '/api/auth/v1/send-register-code/', { username: phone });
    const response = await post(t.app, '/api/auth/v1/register/', {
      username: phone,
      code: await lastCode(t.app, phone),
      first_name: 'رضا',
      last_name: 'نوری',
      role: 'client',
      referral_code: 'NOPE0000',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error_messages.referral_code).toHaveLength(1);
  });
});

describe('one-time codes', () => {
  it('logs in with a code: 202 on sending, tokens on verification', async () => {
    const { phone } = await registerUser(t.app);
    await ageCodes(t, phone, 120);
    const sent = await post(t.app, '/api/auth/v1/login/', { username: phone });
    expect(sent.statusCode).toBe(202);
    expect(sent.json().result).toMatchObject({ username: phone, resend_after: 60, expires_in: 120 });
    const code = await lastCode(t.app, phone);
    const verified = await post(t.app, '/api/auth/v1/verify-otp/', { username: phone, code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().result).toMatchObject({ username: phone, exists: true });
    const replay = await post(t.app, '/api/auth/v1/verify-otp/', { username: phone, code });
    expect(replay.statusCode).toBe(400);
  });

  it('accepts the code in Persian digits', async () => {
    const { phone } = await registerUser(t.app);
    await ageCodes(t, phone, 120);
    await post(t.app, '/api/auth/v1/login/', { username: phone });
    const code = (await lastCode(t.app, phone)).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d);
    expect((await post(t.app, '/api/auth/v1/verify-otp/', { username: phone, code })).statusCode).toBe(200);
  });

  it('locks a code after five wrong tries, even against the right code', async () => {
    const { phone } = await registerUser(t.app);
    await ageCodes(t, phone, 120);
    await post(t.app, '/api/auth/v1/login/', { username: phone });
    const code = await lastCode(t.app, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const response = await post(t.app, '/api/auth/v1/verify-otp/', { username: phone, code: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json().error_messages.code).toEqual(['کد تأیید نادرست است.']);
    }
    const fifth = await post(t.app, '/api/auth/v1/verify-otp/', { username: phone, code: wrong });
    expect(fifth.statusCode).toBe(429);
    const right = await post(t.app, '/api/auth/v1/verify-otp/', { username: phone, code });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 'throttled', retry_after: 60 });
  });

  it('counts five wrong tries sent at once exactly', async () => {
    const { phone } = await registerUser(t.app);
    await ageCodes(t, phone, 120);
    await post(t.app, '/api/auth/v1/login/', { username: phone });
    const code = await lastCode(t.app, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        post(t.app, '/api/auth/v1/verify-otp/', { username: phone, code: wrong }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(4);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(4);
  });

  it('refuses an expired code', async () => {
    const { phone } = await registerUser(t.app);
    await ageCodes(t, phone, 120);
    await post(t.app, '/api/auth/v1/login/', { username: phone });
    const code = await lastCode(t.app, phone);
    await ageCodes(t, phone, 121);
    const response = await post(t.app, '/api/auth/v1/verify-otp/', { username: phone, code });
    expect(response.statusCode).toBe(400);
    expect(response.json().error_messages.code).toEqual(['کد تأیید منقضی شده است؛ کد جدید دریافت کنید.']);
  });

  it('refuses a resend within 60 seconds with 429 and Retry-After, once even when asked twice at once', async () => {
    const phone = uniquePhone();
    const [a, b] = await Promise.all([
      post(t.app, '/api/auth/v1/send-register-code/', { username: phone }),
      post(t.app, '/api/auth/v1/send-register-code/', { username: phone }),
    ]);
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([202, 429]);
    const again = await post(t.app, '/api/auth/v1/send-register-code/', { username: phone });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(50);
    expect(again.json()).toMatchObject({ code: 'throttled' });
    expect(again.json().retry_after).toBeGreaterThan(50);
  });

  it('answers 404 for a code login of an unknown number', async () => {
    const response = await post(t.app, '/api/auth/v1/login/', { username: uniquePhone() });
    expect(response.statusCode).toBe(404);
    expect(response.json().error_messages.non_field_errors[0]).toMatch(/ثبت‌نام/);
  });
});

describe('password login and recovery', () => {
  it('logs in with the password, and refuses a wrong one without saying which part is wrong', async () => {
    const { phone } = await registerUser(t.app);
    const ok = await post(t.app, '/api/auth/v1/login/', {
      username: `+98${phone.slice(1)}`,
      password: 'Secret-Pass-1',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().result.username).toBe(phone);
    const bad = await post(t.app, '/api/auth/v1/login/', { username: phone, password: 'wrong-password' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error_messages.message).toBe('شماره موبایل یا رمز عبور نادرست است.');
    const unknown = await post(t.app, '/api/auth/v1/login/', {
      username: uniquePhone(),
      password: 'whatever1',
    });
    expect(unknown.json()).toEqual(bad.json());
  });

  it('resets a forgotten password and signs every device out', async () => {
    const { phone, refresh } = await registerUser(t.app);
    await ageCodes(t, phone, 120);
    expect(
      (await post(t.app, '/api/auth/v1/send-forgot-password-code/', { username: phone })).statusCode,
    ).toBe(202);
    const code = await lastCode(t.app, phone);
    const reset = await post(t.app, '/api/auth/v1/forgot-password/', {
      username: phone,
      code,
      new_password: 'Brand-New-Pass-2',
    });
    expect(reset.statusCode).toBe(200);
    expect((await post(t.app, '/api/auth/v1/refresh/', { refresh_token: refresh })).statusCode).toBe(401);
    const login = await post(t.app, '/api/auth/v1/login/', { username: phone, password: 'Brand-New-Pass-2' });
    expect(login.statusCode).toBe(200);
  });
});

describe('tokens', () => {
  it('rotates the refresh token; reusing a rotated one revokes the whole family', async () => {
    const { refresh } = await registerUser(t.app);
    const first = await post(t.app, '/api/auth/v1/refresh/', { refresh_token: refresh });
    expect(first.statusCode).toBe(200);
    const { access_token, refresh_token } = first.json().result;
    expect(refresh_token).not.toBe(refresh);

    const reuse = await post(t.app, '/api/auth/v1/refresh/', { refresh_token: refresh });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('token_not_valid');
    expect((await post(t.app, '/api/auth/v1/refresh/', { refresh_token })).statusCode).toBe(401);
    expect((await get(t.app, '/api/user/v1/profile/get-profile/', access_token)).statusCode).toBe(401);
  });

  it('accepts the refresh token as Bearer', async () => {
    const { refresh } = await registerUser(t.app);
    const response = await post(t.app, '/api/auth/v1/refresh/', undefined, refresh);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('logs out one device only', async () => {
    const { phone, refresh } = await registerUser(t.app);
    const other = (
      await post(t.app, '/api/auth/v1/login/', { username: phone, password: 'Secret-Pass-1' })
    ).json();
    const out = await post(t.app, '/api/auth/v1/logout/', { refresh_token: refresh });
    expect(out.statusCode).toBe(200);
    expect((await post(t.app, '/api/auth/v1/refresh/', { refresh_token: refresh })).statusCode).toBe(401);
    const stillIn = await post(t.app, '/api/auth/v1/refresh/', { refresh_token: other.result.refresh_token });
    expect(stillIn.statusCode).toBe(200);
  });

  it('answers 401 in the documented shape without or with a forged token', async () => {
    for (const token of [undefined, 'not-a-jwt', 'eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl']) {
      const response = await get(t.app, '/api/user/v1/profile/get-profile/', token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'token_not_valid', detail: expect.any(String) });
    }
  });
});

describe('the HTTP layer', () => {
  it('answers a malformed JSON body with a Persian 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "0912',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_error',
      error_messages: { message: 'بدنه درخواست JSON معتبر نیست.' },
    });
  });

  it('answers a 2 MB body with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/v1/login/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: '09121234567', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('payload_too_large');
  });

  it('serves paths with and without the trailing slash, and 404s unknown API paths in shape', async () => {
    const withSlash = await post(t.app, '/api/auth/v1/check-user-exists/', { username: uniquePhone() });
    const without = await post(t.app, '/api/auth/v1/check-user-exists', { username: uniquePhone() });
    expect([withSlash.statusCode, without.statusCode]).toEqual([200, 200]);
    const missing = await get(t.app, '/api/nothing/here/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      code: 'not_found',
      error_messages: { non_field_errors: [expect.any(String)] },
    });
  });

  it('sets the csrftoken cookie', async () => {
    const response = await get(t.app, '/api/common/v1/ensure-cookie/');
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/^csrftoken=\w{32}; Path=\//);
  });

  it('sends security headers and a request id', async () => {
    const response = await get(t.app, '/api/health');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
