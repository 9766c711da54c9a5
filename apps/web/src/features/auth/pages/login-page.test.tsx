import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@vakilyar/contract';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { lawyerProfile, signedIn } from '@/test/fixtures';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';

function profileEndpoint() {
  return http.get('/api/user/v1/profile/get-profile/', ({ request }) =>
    request.headers.get('authorization') === `Bearer ${signedIn.access_token}`
      ? HttpResponse.json({ result: lawyerProfile })
      : HttpResponse.json({ code: 'token_not_valid' }, { status: 401 }),
  );
}

function userExists(answer: { exists: boolean; has_password: boolean }, seen: unknown[] = []) {
  return http.post('/api/auth/v1/check-user-exists/', async ({ request }) => {
    seen.push(await request.json());
    return HttpResponse.json({ result: answer });
  });
}

const codeSent = {
  message: 'کد تأیید پیامک شد.',
  username: '09121234567',
  resend_after: 60,
  expires_in: 120,
};

async function enterMobile(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('شماره موبایل'), '۰۹۱۲۱۲۳۴۵۶۷');
  await user.click(screen.getByRole('button', { name: 'ادامه' }));
}

describe('the login page', () => {
  it('signs an existing user in with a password and opens the dashboard', async () => {
    const checked: unknown[] = [];
    const logins: unknown[] = [];
    server.use(
      userExists({ exists: true, has_password: true }, checked),
      http.post('/api/auth/v1/login/', async ({ request }) => {
        logins.push(await request.json());
        return HttpResponse.json({ result: signedIn });
      }),
      profileEndpoint(),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/login');

    await enterMobile(user);
    await user.type(await screen.findByLabelText('رمز عبور'), 'a-strong-password');
    await user.click(screen.getByRole('button', { name: 'ورود' }));

    expect(await screen.findByText('مریم احمدی گرامی، خوش آمدید')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(checked).toEqual([{ username: '09121234567', country_alpha2: 'IR' }]);
    expect(logins).toEqual([{ username: '09121234567', password: 'a-strong-password' }]);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe(signedIn.access_token);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe(signedIn.refresh_token);
  });

  it('puts the server field error under the password input', async () => {
    server.use(
      userExists({ exists: true, has_password: true }),
      http.post('/api/auth/v1/login/', () =>
        HttpResponse.json(
          {
            code: 'validation_error',
            error_messages: { message: 'ورود ناموفق بود.', password: ['رمز عبور نادرست است.'] },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp('/login');

    await enterMobile(user);
    const password = await screen.findByLabelText('رمز عبور');
    await user.type(password, 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'ورود' }));

    await waitFor(() => expect(password).toHaveAccessibleDescription('رمز عبور نادرست است.'));
    expect(await screen.findByText('ورود ناموفق بود.')).toBeInTheDocument();
  });

  it('rejects a malformed mobile number before calling the server', async () => {
    const checked: unknown[] = [];
    server.use(userExists({ exists: false, has_password: false }, checked));
    const user = userEvent.setup();
    renderApp('/login');

    const mobile = await screen.findByLabelText('شماره موبایل');
    await user.type(mobile, '12345');
    await user.click(screen.getByRole('button', { name: 'ادامه' }));

    await waitFor(() => expect(mobile).toHaveAttribute('aria-invalid', 'true'));
    expect(checked).toEqual([]);
  });

  it('registers a new number with the role and the referral code of the invitation link', async () => {
    const registrations: unknown[] = [];
    server.use(
      userExists({ exists: false, has_password: false }),
      http.post('/api/auth/v1/send-register-code/', () =>
        HttpResponse.json({ result: codeSent }, { status: 202 }),
      ),
      http.post('/api/auth/v1/register/', async ({ request }) => {
        registrations.push(await request.json());
        return HttpResponse.json({ result: { ...signedIn, message: 'ثبت‌نام انجام شد.' } }, { status: 201 });
      }),
      profileEndpoint(),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/login?ref=MARYAM24');

    await enterMobile(user);
    expect(await screen.findByText('کد تأیید پیامک شد.')).toBeInTheDocument();
    expect(screen.getByText('ارسال دوباره کد تا ۶۰ ثانیه دیگر')).toBeInTheDocument();
    expect(screen.getByLabelText('کد معرف (اختیاری)')).toHaveValue('MARYAM24');
    await user.type(screen.getByLabelText('کد تأیید'), '۱۲۳۴۵۶');
    await user.type(screen.getByLabelText('نام'), 'مریم');
    await user.type(screen.getByLabelText('نام خانوادگی'), 'احمدی');
    await user.click(screen.getByLabelText('وکیل'));
    await user.click(screen.getByRole('button', { name: 'ثبت‌نام' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(registrations).toEqual([
      {
        username: '09121234567',
        code: '123456',
        first_name: 'مریم',
        last_name: 'احمدی',
        role: 'lawyer',
        referral_code: 'MARYAM24',
      },
    ]);
  });

  it('texts a one-time code to a user without a password and signs them in with it', async () => {
    const verified: unknown[] = [];
    server.use(
      userExists({ exists: true, has_password: false }),
      http.post('/api/auth/v1/login/', () => HttpResponse.json({ result: codeSent }, { status: 202 })),
      http.post('/api/auth/v1/verify-otp/', async ({ request }) => {
        verified.push(await request.json());
        return HttpResponse.json({ result: signedIn });
      }),
      profileEndpoint(),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/login');

    await enterMobile(user);
    await user.type(await screen.findByLabelText('کد تأیید'), '654321');
    await user.click(screen.getByRole('button', { name: 'تأیید و ورود' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(verified).toEqual([{ username: '09121234567', code: '654321' }]);
  });

  describe('a deactivated account', () => {
    const refused = 'حساب کاربری شما غیرفعال شده است؛ برای پیگیری با پشتیبانی وکیل‌یار تماس بگیرید.';
    // The server's own envelope for a 403 (core/errors.ts): no code is texted.
    const refuseSignIn = () =>
      http.post('/api/auth/v1/login/', () =>
        HttpResponse.json(
          { code: 'permission_denied', error_messages: { non_field_errors: [refused] } },
          { status: 403 },
        ),
      );

    it('is told so in Persian instead of being asked for a code it never got', async () => {
      server.use(userExists({ exists: true, has_password: false }), refuseSignIn());
      const user = userEvent.setup();
      const { router } = renderApp('/login');

      await enterMobile(user);

      expect(await screen.findByText(refused)).toBeInTheDocument();
      expect(screen.queryByLabelText('کد تأیید')).toBeNull();
      expect(screen.getByLabelText('شماره موبایل')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    });

    it('is told so after typing the password too', async () => {
      server.use(userExists({ exists: true, has_password: true }), refuseSignIn());
      const user = userEvent.setup();
      const { router } = renderApp('/login');

      await enterMobile(user);
      await user.type(await screen.findByLabelText('رمز عبور'), 'a-strong-password');
      await user.click(screen.getByRole('button', { name: 'ورود' }));

      expect(await screen.findByText(refused)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    });
  });
});
