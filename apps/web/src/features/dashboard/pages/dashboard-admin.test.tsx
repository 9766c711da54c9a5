import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGE_TEST } from '@/features/payments/testing/money-fixtures';
import { lawyerProfile } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { FIRST_LOAD, serveDashboard } from '../test/dashboard-api';

const admin = { ...lawyerProfile, roles: ['admin' as const] };
const summary = {
  new_users_today: 3,
  new_users_week: 21,
  paid_payments_week: 14,
  paid_amount_week: 52_000_000,
  pending_payouts: 2,
  pending_payout_coins: 1_500,
  consultants_awaiting_review: 4,
  open_disputes: 1,
  unhandled_contact_messages: 5,
  unanswered_feedback: 0,
};

describe('the admin dashboard', PAGE_TEST, () => {
  it('shows what waits for the admins, each figure a link to where it is handled', async () => {
    serveDashboard(admin, { adminSummary: summary });
    renderApp('/dashboard');
    const section = within(await screen.findByRole('region', { name: 'آنچه منتظر شماست' }, FIRST_LOAD));
    const consultants = await section.findByRole('link', { name: /^۴ مشاوران در انتظار بررسی/ });
    expect(consultants).toHaveAttribute('href', '/admin/consultants');
    expect(section.getByRole('link', { name: /^۲ درخواست‌های تسویه/ })).toHaveTextContent('۱٬۵۰۰ سکه');
    // What the payouts are worth when paid, at the current rate (decision 016).
    await waitFor(() =>
      expect(section.getByRole('link', { name: /^۲ درخواست‌های تسویه/ })).toHaveTextContent(
        'در انتظار پرداخت؛ ۱٬۵۰۰ سکه (≈ ۱٬۵۰۰٬۰۰۰ تومان)',
      ),
    );
    expect(section.getByRole('link', { name: /^۱ اعتراض‌های باز/ })).toHaveAttribute(
      'href',
      '/admin/consultations',
    );
    expect(section.getByRole('link', { name: /^۵ پیام‌های تماس بی‌پاسخ/ })).toHaveAttribute(
      'href',
      '/admin/content/contact-messages',
    );
    expect(section.getByRole('link', { name: /^۲۱ کاربران تازه/ })).toHaveTextContent('امروز ۳');
    expect(section.getByRole('link', { name: /^۱۴ پرداخت‌های موفق/ })).toHaveTextContent('۵٬۲۰۰٬۰۰۰ تومان');
  });

  it('lists the admin’s sections in the drawer, the current one marked', async () => {
    serveDashboard(admin, { adminSummary: summary });
    renderApp('/dashboard');
    const nav = within(await screen.findByRole('navigation', { name: 'منوی ناوبری' }, FIRST_LOAD));
    expect(await nav.findByRole('link', { name: 'کاربران و نقش‌ها' })).toHaveAttribute('href', '/admin/users');
    expect(nav.getByRole('link', { name: 'بررسی مشاوران' })).toHaveAttribute('href', '/admin/consultants');
    expect(nav.getByRole('link', { name: 'امور مالی سامانه' })).toHaveAttribute('href', '/admin/finance');
    expect(nav.getByRole('link', { name: 'داشبورد' })).toHaveAttribute('aria-current', 'page');
  });
});
