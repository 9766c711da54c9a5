import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toPersianDigits } from '@vakilyar/contract';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_LOAD } from '@/features/payments/testing/money-fixtures';
import { http as apiClient } from '@/lib/api/http-client';
import { saveTokens } from '@/lib/auth/token-storage';
import { server } from '@/test/msw-server';
import { renderInApp } from '../testing/render-in-app';
import { BooksPage } from './books-page';

const B = '/api/fees/v1/books';
const SLOW = { timeout: 45_000 } as const;

const income = (year: number) => ({
  year,
  months: ['فروردین', 'اردیبهشت'].map((name, i) => ({
    month: i + 1,
    label: `${name} ${toPersianDigits(year)}`,
    received: i === 0 ? 130_000_000 : 0,
    online: i === 0 ? 65_000_000 : 0,
    payments: i === 0 ? 2 : 0,
    expenses: 0,
  })),
  total: 130_000_000,
});

const yearly = (year: number) => ({
  year,
  fees_received: 130_000_000,
  attorney_fees: 195_000_000,
  stamps: 9_750_000,
  bar_fund: 4_875_000,
  bar: 2_437_500,
  assessed_income: 195_000_000,
  expenses: 3_500_000,
  billable_expenses: 3_500_000,
  by_method: [{ method: 'online', label: 'پرداخت اینترنتی', amount: 65_000_000 }],
  agreements: 1,
  lines: [],
});

describe('the «دفتر مالی» page', SLOW, () => {
  let asked: string[];

  beforeEach(() => {
    asked = [];
    saveTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const ask = (request: Request) => {
      const url = new URL(request.url);
      asked.push(`${url.pathname}${url.search}`);
      return Number(url.searchParams.get('year'));
    };
    // A CSV is fetched as a blob, which jsdom's XMLHttpRequest cannot take from msw: the export is caught
    // at the API client (what the button asks for), and jsdom, which has no object URLs, is given one.
    const get = apiClient.get.bind(apiClient);
    vi.spyOn(apiClient, 'get').mockImplementation(async (url, config) => {
      if (!url.includes('/export/')) return get(url, config);
      asked.push(`/api${url}`);
      return { data: new Blob(['\uFEFF"ماه"\r\n'], { type: 'text/csv' }) };
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:csv', revokeObjectURL: () => {} }),
    );
    server.use(
      http.get(`${B}/income/`, ({ request }) => HttpResponse.json({ result: income(ask(request)) })),
      http.get(`${B}/yearly/`, ({ request }) => HttpResponse.json({ result: yearly(ask(request)) })),
      http.get(`${B}/receivables/`, ({ request }) => {
        ask(request);
        return HttpResponse.json({
          result: {
            rows: [
              {
                client: { pid: 'cl_1', name: 'علی رضایی' },
                cases: 1,
                agreed: 198_500_000,
                paid: 130_000_000,
                outstanding: 68_500_000,
                overdue: 65_000_000,
                oldest_overdue_on: '2026-11-01',
              },
            ],
            total_outstanding: 68_500_000,
            total_overdue: 65_000_000,
          },
        });
      }),
      http.get('/api/fees/v1/fee-account/', () =>
        HttpResponse.json({ result: { balance: 0, commission_percent: 0, withdrawals: [] } }),
      ),
      http.get('/api/fees/v1/settings/', () =>
        HttpResponse.json({ result: { secretaries_may_record: false, remind_days_before: 3 } }),
      ),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('keeps the tab and the year it shows in the address, asks for that year, and exports that book', async () => {
    const user = userEvent.setup();
    const router = renderInApp(<BooksPage />, '/fees?tab=income&year=1404');
    const table = await screen.findByRole('table', { name: 'درآمد ماهانه' }, PAGE_LOAD);
    expect(within(table).getByRole('row', { name: /فروردین ۱۴۰۴/ })).toHaveTextContent('۱۳٬۰۰۰٬۰۰۰ تومان');

    await user.click(screen.getByRole('combobox', { name: 'سال' }));
    await user.click(await screen.findByRole('option', { name: '۱۴۰۳' }));
    await screen.findByRole('row', { name: /فروردین ۱۴۰۳/ });
    expect(router.state.location.search).toBe('?tab=income&year=1403');

    await user.click(screen.getByRole('tab', { name: 'گزارش سالانه' }));
    const statement = await screen.findByRole('table', { name: 'گزارش سالانه' });
    expect(within(statement).getByRole('row', { name: /تمبر مالیاتی باطل‌شده/ })).toHaveTextContent(
      '۹٬۷۵۰٬۰۰۰ ریال',
    );
    expect(router.state.location.search).toBe('?tab=yearly&year=1403');

    await user.click(screen.getByRole('button', { name: 'دریافت CSV' }));
    await waitFor(() => expect(asked.at(-1)).toBe(`${B}/yearly/export/?year=1403`));
    expect(asked).toEqual([
      `${B}/income/?year=1404`,
      `${B}/income/?year=1403`,
      `${B}/yearly/?year=1403`,
      `${B}/yearly/export/?year=1403`,
    ]);
  });

  it('lists what clients owe, overdue marked, without a year to choose', async () => {
    const user = userEvent.setup();
    renderInApp(<BooksPage />, '/fees');
    const table = await screen.findByRole('table', { name: 'مطالبات از موکلان' }, PAGE_LOAD);
    const row = within(table).getByRole('row', { name: /علی رضایی/ });
    expect(row).toHaveTextContent('۶٬۸۵۰٬۰۰۰ تومان');
    expect(within(row).getByRole('link', { name: 'علی رضایی' })).toHaveAttribute('href', '/clients/cl_1');
    expect(screen.queryByRole('combobox', { name: 'سال' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'دریافت CSV' }));
    await waitFor(() => expect(asked).toEqual([`${B}/receivables/`, `${B}/receivables/export/`]));
  });

  it('shows an impossible year in the address as this year, not as a failed request', async () => {
    renderInApp(<BooksPage />, '/fees?tab=income&year=abc');
    await screen.findByRole('table', { name: 'درآمد ماهانه' }, PAGE_LOAD);
    expect(asked).toHaveLength(1);
    const year = Number(new URL(`http://x${asked[0]}`).searchParams.get('year'));
    expect(year).toBeGreaterThanOrEqual(1404);
  });
});
