import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clientProfile,
  PAGE_LOAD,
  PAGE_TEST,
  page,
  paidPayment,
  signInAs,
} from '@/features/payments/testing/money-fixtures';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';

describe('the payments page', PAGE_TEST, () => {
  let searches: string[];

  beforeEach(() => {
    searches = [];
    signInAs(clientProfile);
  });

  it('lists payments with Rials, Toman, purpose, status and Jalali date, twelve pages deep', async () => {
    server.use(
      http.get('/api/payment/v1/', ({ request }) => {
        searches.push(new URL(request.url).search);
        return HttpResponse.json({
          result: { count: 120, next: null, previous: null, results: [paidPayment] },
        });
      }),
    );
    const user = userEvent.setup();
    renderApp('/payments');

    expect(await screen.findByText('۱۰۰٬۰۵۰ ریال', undefined, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByText('(۱۰٬۰۰۵ تومان)')).toBeInTheDocument();
    expect(screen.getByText('خرید سکه')).toBeInTheDocument();
    expect(screen.getByText('پرداخت‌شده')).toBeInTheDocument();
    expect(screen.getByText(/^۱ فروردین ۱۴۰۴/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'صفحه ۱۲' }));
    await waitFor(() => expect(searches.at(-1)).toContain('page=12'));
  });

  it('says what to do when there is no payment yet', async () => {
    server.use(http.get('/api/payment/v1/', () => HttpResponse.json(page([]))));
    renderApp('/payments');
    expect(await screen.findByText('هنوز پرداختی ثبت نشده است', undefined, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'رفتن به کیف پول' })).toHaveAttribute('href', '/wallet');
  });
});
