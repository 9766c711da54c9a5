import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  activeSubscription,
  clientProfile,
  PAGE_LOAD,
  PAGE_TEST,
  page,
  paidPayment,
  signInAs,
} from '@/features/payments/testing/money-fixtures';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';

describe('the payment result page', PAGE_TEST, () => {
  beforeEach(() => signInAs(clientProfile));

  it('shows the payment as the server verified it: amount in Rials and Toman, reference, Jalali date', async () => {
    server.use(http.get('/api/payment/v1/pay_1/', () => HttpResponse.json({ result: paidPayment })));
    renderApp('/payment/result?pid=pay_1&status=paid&reason=verified');

    expect(await screen.findByRole('heading', { name: 'پرداخت موفق' }, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('سکه‌ها به کیف پول شما افزوده شد');
    expect(screen.getByText('۱۰۰٬۰۵۰ ریال')).toBeInTheDocument();
    expect(screen.getByText('۱۰٬۰۰۵ تومان')).toBeInTheDocument();
    expect(screen.getByText('۱۲۳۴۵۶۷۸۹')).toBeInTheDocument();
    expect(screen.getByText(/^۱ فروردین ۱۴۰۴/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'بازگشت به کیف پول' })).toHaveAttribute('href', '/wallet');
  });

  it('believes the server, not the link: a link that says paid over a cancelled payment shows it cancelled', async () => {
    server.use(
      http.get('/api/payment/v1/pay_1/', () =>
        HttpResponse.json({
          result: {
            ...paidPayment,
            status: 'cancelled',
            status_label: 'لغوشده',
            reason: 'cancelled',
            ref_id: null,
            card_pan: null,
            paid_at: null,
          },
        }),
      ),
    );
    renderApp('/payment/result?pid=pay_1&status=paid&reason=verified');

    expect(await screen.findByRole('heading', { name: 'پرداخت لغو شد' }, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('پرداخت لغو شد و کیف پول شما تغییری نکرد');
    expect(screen.queryByText('پرداخت موفق')).toBeNull();
  });

  it('offers the subscription page after a subscription’s payment that started it', async () => {
    server.use(
      http.get('/api/payment/v1/pay_1/', () =>
        HttpResponse.json({
          result: { ...paidPayment, purpose: 'subscription', purpose_label: 'خرید اشتراک' },
        }),
      ),
      http.get('/api/subscription/v1/subscriptions/current/', () =>
        HttpResponse.json({ result: { ...activeSubscription, payment_pid: 'pay_1' } }),
      ),
      http.get('/api/subscription/v1/packages/', () => HttpResponse.json({ result: [] })),
      http.get('/api/subscription/v1/subscriptions/', () => HttpResponse.json(page([]))),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/payment/result?pid=pay_1&status=paid&reason=verified');

    // The page's skeleton is a status too until the payment is read; then one status remains.
    await waitFor(
      () => expect(screen.getByRole('status')).toHaveTextContent('اشتراک شما فعال شد'),
      PAGE_LOAD,
    );
    await user.click(screen.getByRole('link', { name: 'رفتن به اشتراک' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription'));
  });

  it('says so when a paid subscription did not start (the coins stay in the wallet)', async () => {
    server.use(
      http.get('/api/payment/v1/pay_1/', () =>
        HttpResponse.json({
          result: { ...paidPayment, purpose: 'subscription', purpose_label: 'خرید اشتراک' },
        }),
      ),
      http.get('/api/subscription/v1/subscriptions/current/', () =>
        HttpResponse.json({ result: { ...activeSubscription, payment_pid: 'pay_other' } }),
      ),
    );
    renderApp('/payment/result?pid=pay_1&status=paid&reason=verified');

    await waitFor(
      () => expect(screen.getByRole('status')).toHaveTextContent('اما اشتراک فعال نشد'),
      PAGE_LOAD,
    );
  });

  it('explains an unknown authority, which has no payment to read', async () => {
    renderApp('/payment/result?status=failed&reason=unknown_authority');
    expect(await screen.findByRole('heading', { name: 'پرداخت ناموفق' }, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('تراکنشی با این مشخصات یافت نشد.');
  });
});

describe('a payment left pending by a gateway timeout', PAGE_TEST, () => {
  beforeEach(() => signInAs(clientProfile));

  it('is checked again with «بررسی دوباره» and shows what the bank said', async () => {
    let verified = false;
    const pending = {
      ...paidPayment,
      status: 'pending',
      status_label: 'در انتظار پرداخت',
      reason: 'gateway_timeout',
    };
    server.use(
      http.get('/api/payment/v1/pay_1/', () =>
        HttpResponse.json({ result: verified ? paidPayment : pending }),
      ),
      http.post('/api/payment/v1/pay_1/verify/', () => {
        verified = true;
        return HttpResponse.json({
          result: {
            pid: 'pay_1',
            status: 'paid',
            reason: 'verified',
            message: '-',
            amount: 100_050,
            ref_id: '1',
          },
        });
      }),
    );
    const user = userEvent.setup();
    renderApp('/payment/result?pid=pay_1&status=pending&reason=gateway_timeout');

    expect(
      await screen.findByRole('heading', { name: 'پرداخت در انتظار تأیید' }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('درگاه پرداخت به‌موقع پاسخ نداد');
    await user.click(screen.getByRole('button', { name: 'بررسی دوباره' }));

    expect(await screen.findByRole('heading', { name: 'پرداخت موفق' })).toBeInTheDocument();
    expect(verified).toBe(true);
  });
});
