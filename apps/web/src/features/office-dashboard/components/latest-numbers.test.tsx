import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { SLOW, signInAs } from '@/features/cases/test/office-fixtures';
import { lawyerProfile } from '@/test/fixtures';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';

const numbers = {
  office: { pid: 'off_1', name: 'دفتر وکالت مریم احمدی' },
  total_cases: 40,
  open_cases: 1250,
  closed_cases: 3,
  archived_cases: 1,
  shared_cases: 0,
  clients: 18,
  documents: 24,
  archive_cabinets: 3,
  secretaries: 1,
  cases_this_month: 2,
  today_events: 0,
  week_events: 4,
  unread_notices: 7,
};

describe('the office’s latest numbers on the dashboard', () => {
  it('shows a lawyer the counters in Persian digits, each a link to its list, and the audit log', async () => {
    signInAs();
    server.use(
      http.get('/api/lawyer-office/v1/offices/latest-numbers/', () => HttpResponse.json({ result: numbers })),
    );
    renderApp('/dashboard');
    const region = within(await screen.findByRole('region', { name: 'آمار دفتر' }, SLOW));
    expect(await region.findByRole('link', { name: '۱٬۲۵۰ پرونده‌های جاری' })).toHaveAttribute(
      'href',
      '/cases?status=open',
    );
    expect(region.getByRole('link', { name: '۷ ابلاغیه‌های خوانده‌نشده' })).toHaveAttribute(
      'href',
      '/court-notices',
    );
    expect(region.getByText('دفتر: دفتر وکالت مریم احمدی')).toBeInTheDocument();
    expect(region.getByRole('link', { name: 'گزارش فعالیت‌ها' })).toHaveAttribute('href', '/audit');
  });

  it('shows a secretary the same counters, without the audit log', async () => {
    signInAs({ ...lawyerProfile, roles: ['secretary'] });
    server.use(
      http.get('/api/lawyer-office/v1/offices/latest-numbers/', () => HttpResponse.json({ result: numbers })),
    );
    renderApp('/dashboard');
    const region = within(await screen.findByRole('region', { name: 'آمار دفتر' }, SLOW));
    expect(await region.findByRole('link', { name: '۱۸ موکلان' })).toBeInTheDocument();
    expect(region.queryByRole('link', { name: 'گزارش فعالیت‌ها' })).toBeNull();
  });
});
