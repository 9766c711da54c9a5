import { toPersianDigits } from '@vakilyar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageCodes, lastCode, post, registerUser } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp, uniquePhone } from '../../../test/test-app.ts';
import { call, makeUser } from '../admin/test-helpers.ts';

/** The limits a production server runs with (the test app otherwise raises them). */
const PRODUCTION_LIMITS = {
  RATE_LIMIT_MAX: '300',
  RATE_LIMIT_ANONYMOUS_MAX: '600',
  OTP_IP_LIMIT_PER_HOUR: '120',
  CHECK_USER_LIMIT_PER_HOUR: '120',
  LOGIN_FAILURES_PER_ADDRESS: '100',
};

/** What one page of the web app asks for, about ten calls. */
const PAGE = [
  '/api/user/v1/profile/get-profile/',
  '/api/notification/v1/alarms/',
  '/api/court-notification/v1/court-notifications/unread-count/',
  '/api/wallet/v1/balance/',
  '/api/messaging/v1/balance/my-balance/',
  '/api/court-calendar/v1/events/',
  '/api/chat/v1/sessions/my-sessions/',
  '/api/subscription/v1/packages/',
  '/api/court-notification/v1/court-notifications/',
  '/api/chat/v1/requests/',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(PRODUCTION_LIMITS);
});
afterAll(() => t.close());

const login = (username: string, password: string) =>
  post(t.app, '/api/auth/v1/login/', { username, password });

describe('an office of twenty behind one address', () => {
  it('signs everyone in and works a minute of pages without a single refusal', async () => {
    const people = await Promise.all(
      Array.from({ length: 20 }, (_, i) => registerUser(t.app, i === 0 ? 'lawyer' : 'client')),
    );
    const statuses = new Map<number, number>();
    const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    for (const person of people) {
      count((await t.app.inject({ url: '/api/common/v1/ensure-cookie/' })).statusCode);
      count(
        (
          await post(t.app, '/api/auth/v1/check-user-exists/', {
            username: person.phone,
            country_alpha2: 'IR',
          })
        ).statusCode,
      );
      const signedIn = await login(person.phone, 'Secret-Pass-1');
      count(signedIn.statusCode);
      person.access = signedIn.json().result.access_token;
    }
    // A page every three seconds for a minute, each person: twenty pages of ten calls, all in one window.
    for (let page = 0; page < 20; page++) {
      const calls = people.flatMap((person) => PAGE.map((url) => call(t, 'GET', url, person.access)));
      for (const response of await Promise.all(calls)) count(response.statusCode);
    }
    // Nobody is throttled and nothing fails; a client's 403 on a lawyer's call is the page's own business.
    expect([...statuses.keys()].sort()).toEqual([200, 403]);
    expect(statuses.get(200)).toBeGreaterThan(3000);
  }, 120_000);
});

describe('a password guesser', () => {
  it('is locked out of one number with the time left in Persian, while the office signs in', async () => {
    const victim = await registerUser(t.app, 'lawyer');
    for (let i = 0; i < 7; i++) expect((await login(victim.phone, `wrong-guess-${i}`)).statusCode).toBe(400);
    const locked = await login(victim.phone, 'wrong-guess-8');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().detail).toContain(`${toPersianDigits(15)} دقیقه`);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    // Locked even with the right password: the guesser may have found it.
    expect((await login(victim.phone, 'Secret-Pass-1')).statusCode).toBe(429);

    const colleague = await registerUser(t.app, 'client');
    expect((await login(colleague.phone, 'Secret-Pass-1')).statusCode).toBe(200);
  });

  it('never spends the failure budget on successful sign-ins', async () => {
    const person = await registerUser(t.app, 'client');
    for (let i = 0; i < 20; i++) expect((await login(person.phone, 'Secret-Pass-1')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) await login(person.phone, 'wrong-guess');
    expect((await login(person.phone, 'Secret-Pass-1')).statusCode).toBe(200);
    // The success cleared the failures: seven more wrong tries are still answered as wrong, not locked.
    for (let i = 0; i < 7; i++) expect((await login(person.phone, 'wrong-guess')).statusCode).toBe(400);
  });
});

describe('one-time codes', () => {
  it('caps the codes one number is sent in a day, in Persian', async () => {
    const phone = uniquePhone();
    for (let i = 0; i < 10; i++) {
      expect((await post(t.app, '/api/auth/v1/send-register-code/', { username: phone })).statusCode).toBe(
        202,
      );
      await ageCodes(t, phone, 120);
    }
    const refused = await post(t.app, '/api/auth/v1/send-register-code/', { username: phone });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/امروز.*ساعت دیگر/);
  });

  it('tells a deactivated account it is deactivated and texts no code', async () => {
    const admin = await makeUser(t, ['admin']);
    const user = await makeUser(t, ['client']);
    expect(
      (await call(t, 'POST', `/api/admin/v1/users/${user.pid}/deactivate/`, admin.access, {})).statusCode,
    ).toBe(200);
    for (const url of ['/api/auth/v1/login/', '/api/auth/v1/send-forgot-password-code/']) {
      const refused = await post(t.app, url, { username: user.phone });
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.body).toContain('غیرفعال');
    }
    await expect(lastCode(t.app, user.phone)).rejects.toThrow(/no code/);
  });
});
