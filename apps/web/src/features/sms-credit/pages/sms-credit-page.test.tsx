import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { smsSegments } from '@vakilyar/contract';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  PAGE_LOAD,
  PAGE_TEST,
  paymentRequired,
  signInAs,
  smsPackage,
} from '@/features/payments/testing/money-fixtures';
import { lawyerProfile } from '@/test/fixtures';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';

describe('the SMS credit page', PAGE_TEST, () => {
  let purchases: { body: unknown; key: string | null }[];
  let smsLeft: number;

  beforeEach(() => {
    purchases = [];
    smsLeft = 12;
    signInAs(lawyerProfile, 1_250);
    server.use(
      http.get('/api/messaging/v1/balance/my-balance/', () =>
        HttpResponse.json({ result: { balance: smsLeft, total_purchased: 40, total_used: 40 - smsLeft } }),
      ),
      http.get('/api/messaging/v1/packages/', () => HttpResponse.json({ result: [smsPackage] })),
      http.post('/api/messaging/v1/purchases/', async ({ request }) => {
        purchases.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
        smsLeft += 100;
        return HttpResponse.json(
          {
            result: {
              pid: 'smp_1',
              package: { pid: smsPackage.pid, name: smsPackage.name },
              messages: 100,
              price: 200,
              sms_balance: smsLeft,
              wallet_balance: 1_050,
              created_at: '2025-03-21T08:30:00Z',
              message: 'بسته «بسته صدتایی» خریده شد.',
            },
          },
          { status: 201 },
        );
      }),
    );
  });

  it('buys a package from the wallet after the confirmation and shows the new balance', async () => {
    const user = userEvent.setup();
    renderApp('/sms-credit');

    expect(await screen.findByText('۱۲ پیامک', undefined, PAGE_LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'خرید بسته صدتایی' }));
    const dialog = await screen.findByRole('dialog', { name: 'خرید بسته پیامک' });
    await waitFor(() => expect(dialog).toHaveTextContent('به بهای ۲۰۰ سکه (≈ ۲۰۰٬۰۰۰ تومان) از کیف پول شما'));
    expect(dialog).toHaveTextContent('موجودی فعلی شما ۱٬۲۵۰ سکه است');
    await user.click(within(dialog).getByRole('button', { name: 'پرداخت از کیف پول' }));

    expect(await screen.findByText('بسته «بسته صدتایی» خریده شد.')).toBeInTheDocument();
    expect(await screen.findByText('۱۱۲ پیامک')).toBeInTheDocument();
    expect(purchases).toEqual([{ body: { package: 'sms_100' }, key: expect.any(String) }]);
  });

  it('buys once and thanks once when the payment button is double-clicked', async () => {
    const user = userEvent.setup();
    renderApp('/sms-credit');

    await user.click(await screen.findByRole('button', { name: 'خرید بسته صدتایی' }, PAGE_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'خرید بسته پیامک' });
    // Both clicks land before the button can re-render as busy, as a quick double click on a slow phone does.
    const pay = within(dialog).getByRole('button', { name: 'پرداخت از کیف پول' });
    fireEvent.click(pay);
    fireEvent.click(pay);

    expect(await screen.findByText('۱۱۲ پیامک')).toBeInTheDocument();
    expect(screen.getAllByText('بسته «بسته صدتایی» خریده شد.')).toHaveLength(1);
    expect(purchases).toHaveLength(1);
  });

  it('says where credit is bought why one long reminder costs several credits, as the server counts them', async () => {
    renderApp('/sms-credit');
    const why = await screen.findByText(
      /پیامک فارسی تا ۷۰ نویسه یک بخش است و یک اعتبار کسر می‌کند/,
      undefined,
      PAGE_LOAD,
    );
    expect(why).toHaveTextContent('در بخش‌های ۶۷ نویسه‌ای');
    expect(why).toHaveTextContent('یادآوری جلسه‌ای با ۱۵۰ نویسه سه اعتبار می‌گیرد');
    // The sentence is the rule the server charges by.
    expect(smsSegments('ج'.repeat(70))).toBe(1);
    expect(smsSegments('ج'.repeat(71))).toBe(2);
    expect(smsSegments('ج'.repeat(150))).toBe(3);
    expect(smsSegments('a'.repeat(160))).toBe(1);
  });

  it('points a short wallet (402) to the wallet', async () => {
    server.use(
      http.post('/api/messaging/v1/purchases/', () => paymentRequired('موجودی کیف پول شما کافی نیست.')),
    );
    const user = userEvent.setup();
    renderApp('/sms-credit');

    await user.click(await screen.findByRole('button', { name: 'خرید بسته صدتایی' }, PAGE_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'خرید بسته پیامک' });
    await user.click(within(dialog).getByRole('button', { name: 'پرداخت از کیف پول' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('موجودی کیف پول شما کافی نیست.');
    expect(within(dialog).getByRole('link', { name: 'شارژ کیف پول' })).toHaveAttribute('href', '/wallet');
  });
});
