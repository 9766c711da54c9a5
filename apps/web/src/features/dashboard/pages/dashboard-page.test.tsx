import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { settings } from '@/features/consultation/test/consultation-fixtures';
import { PAGE_LOAD, PAGE_TEST } from '@/features/payments/testing/money-fixtures';
import { saveTokens } from '@/lib/auth/token-storage';
import { formatJalaliWeekdayDate } from '@/lib/format/jalali';
import { lawyerProfile } from '@/test/fixtures';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';

function signInAs(profile: typeof lawyerProfile) {
  saveTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  server.use(http.get('/api/user/v1/profile/get-profile/', () => HttpResponse.json({ result: profile })));
}

describe('the dashboard', PAGE_TEST, () => {
  it('greets the user by name with today’s Jalali date', async () => {
    signInAs(lawyerProfile);
    renderApp('/dashboard');
    expect(await screen.findByText('مریم احمدی گرامی، خوش آمدید', undefined, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByText(`امروز ${formatJalaliWeekdayDate(new Date())}`)).toBeInTheDocument();
  });

  it('links a lawyer to the office sections', async () => {
    signInAs(lawyerProfile);
    renderApp('/dashboard');
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('link', { name: /^پرونده‌ها/ })).toHaveAttribute('href', '/cases');
    expect(main.getByRole('link', { name: /^منشی‌ها/ })).toHaveAttribute('href', '/secretaries');
  });

  it('links a client to their cases and to consultants, not to the office', async () => {
    signInAs({ ...lawyerProfile, roles: ['client'] });
    renderApp('/dashboard');
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('link', { name: /^پرونده‌های من/ })).toHaveAttribute('href', '/my-cases');
    expect(main.getByRole('link', { name: /^مشاوران/ })).toHaveAttribute('href', '/consultants');
    expect(screen.queryByRole('link', { name: /^موکلان/ })).toBeNull();
  });

  it('tells a rejected consultant why, and leads them to correct their profile', async () => {
    signInAs({ ...lawyerProfile, roles: ['consultant'] });
    server.use(
      http.get('/api/consultation/v1/settings/', () =>
        HttpResponse.json({
          result: { ...settings, approval_status: 'rejected', rejection_reason: 'مدرک پروانه خوانا نیست.' },
        }),
      ),
    );
    renderApp('/dashboard');
    expect(
      await screen.findByText('علت: مدرک پروانه خوانا نیست.', { exact: false }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'اصلاح و ارسال دوباره' })).toHaveAttribute(
      'href',
      '/consultant/settings',
    );
  });

  it('says a pending consultant is waiting for review', async () => {
    signInAs({ ...lawyerProfile, roles: ['consultant'] });
    server.use(
      http.get('/api/consultation/v1/settings/', () =>
        HttpResponse.json({ result: { ...settings, approval_status: 'pending' } }),
      ),
    );
    renderApp('/dashboard');
    expect(await screen.findByText(/در انتظار بررسی مدیر سامانه/, undefined, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تکمیل نمایه' })).toHaveAttribute('href', '/consultant/settings');
  });
});
