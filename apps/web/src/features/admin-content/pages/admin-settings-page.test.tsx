import { screen, waitFor, within } from '@testing-library/react';
import type { GeneralSettings, Profile } from '@vakilyar/contract';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { answerShell } from '@/features/content/testing/content-fixtures';
import { PAGE_LOAD, PAGE_TEST, signInAs } from '@/features/payments/testing/money-fixtures';
import { lawyerProfile } from '@/test/fixtures';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';

const adminProfile: Profile = { ...lawyerProfile, pid: 'usr_admin', first_name: 'نرگس', roles: ['admin'] };

const settings: GeneralSettings = {
  site_name: 'وکیل‌یار',
  tagline: null,
  about: null,
  support_phone: null,
  support_email: null,
  address: null,
  working_hours: null,
  commission_percent: 20,
  referral_reward_coins: 50,
  updated_at: '2025-03-21T08:30:00Z',
};

describe('the admin general settings', PAGE_TEST, () => {
  it('show the referral reward in coins with its Toman value', async () => {
    answerShell();
    server.use(http.get('/api/admin/v1/content/settings/', () => HttpResponse.json({ result: settings })));
    signInAs(adminProfile);
    renderApp('/admin/content/settings');
    const finance = within(await screen.findByRole('region', { name: 'تنظیمات مالی' }, PAGE_LOAD));
    expect(finance.getByText('کارمزد سامانه: ۲۰٪')).toBeInTheDocument();
    // Decision 016: a coin amount one is paid carries its Toman value at the current rate.
    await waitFor(() =>
      expect(finance.getByText('پاداش معرفی: ۵۰ سکه (≈ ۵۰٬۰۰۰ تومان)')).toBeInTheDocument(),
    );
  });
});
