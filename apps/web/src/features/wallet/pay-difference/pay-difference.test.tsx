import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clientProfile as chatClient } from '@/features/chat/test/chat-fixtures';
import { consultant } from '@/features/consultation/test/consultation-fixtures';
import { goToGateway } from '@/features/payments/api/go-to-gateway';
import {
  coinSettings,
  PAGE_LOAD,
  PAGE_TEST,
  page,
  paidPayment,
  signInAs,
  smsPackage,
} from '@/features/payments/testing/money-fixtures';
import { lawyerProfile } from '@/test/fixtures';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';
import { saveDraft } from './draft';

vi.mock('@/features/payments/api/go-to-gateway', () => ({ goToGateway: vi.fn() }));

describe('paying the difference', PAGE_TEST, () => {
  let deposits: { body: unknown; key: string | null }[];
  let purchases: unknown[];

  beforeEach(() => {
    sessionStorage.clear();
    vi.mocked(goToGateway).mockClear();
    deposits = [];
    purchases = [];
    server.use(
      http.get('/api/wallet/v1/coin-settings/current/', () => HttpResponse.json({ result: coinSettings })),
      http.get('/api/messaging/v1/balance/my-balance/', () =>
        HttpResponse.json({ result: { balance: 0, total_purchased: 0, total_used: 0 } }),
      ),
      http.get('/api/messaging/v1/packages/', () => HttpResponse.json({ result: [smsPackage] })),
      http.post('/api/messaging/v1/purchases/', async ({ request }) => {
        purchases.push(await request.json());
        return HttpResponse.json(
          {
            result: {
              pid: 'smp_1',
              package: { pid: smsPackage.pid, name: smsPackage.name },
              messages: 100,
              price: 200,
              sms_balance: 100,
              wallet_balance: 0,
              created_at: '2025-03-21T08:30:00Z',
              message: 'بسته «بسته صدتایی» خریده شد.',
            },
          },
          { status: 201 },
        );
      }),
      http.post('/api/wallet/v1/deposit/', async ({ request }) => {
        deposits.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
        return HttpResponse.json(
          {
            result: { pid: 'pay_9', authority: 'A9', payment_url: 'http://bank.test/pay/A9', amount: 50_025 },
          },
          { status: 201 },
        );
      }),
    );
  });

  it('shows an SMS package’s shortfall in coins and Toman before the click and pays exactly it', async () => {
    signInAs(lawyerProfile, 150);
    const user = userEvent.setup();
    renderApp('/sms-credit');

    await user.click(await screen.findByRole('button', { name: 'خرید بسته صدتایی' }, PAGE_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'خرید بسته پیامک' });
    expect(await within(dialog).findByText(/موجودی کیف پول شما ۵۰ سکه \(۵٬۰۰۳ تومان\) کمتر/)).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'پرداخت از کیف پول' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'پرداخت مابه‌التفاوت و خرید بسته' }));

    await waitFor(() => expect(goToGateway).toHaveBeenCalledWith('http://bank.test/pay/A9'));
    expect(deposits).toEqual([{ body: { coins: 50 }, key: expect.any(String) }]);
    expect(purchases).toEqual([]);
    expect(JSON.parse(sessionStorage.getItem('vakilyar:draft:sms-purchase') ?? '')).toEqual({
      packagePid: 'sms_100',
    });
  });

  it('raises a shortfall under the gateway’s minimum to the minimum and says so', async () => {
    signInAs(lawyerProfile, 197);
    const user = userEvent.setup();
    renderApp('/sms-credit');

    await user.click(await screen.findByRole('button', { name: 'خرید بسته صدتایی' }, PAGE_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'خرید بسته پیامک' });
    expect(await within(dialog).findByText(/۱۰ سکه به کیف پول شما افزوده می‌شود/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'پرداخت مابه‌التفاوت و خرید بسته' }));
    await waitFor(() => expect(deposits).toEqual([{ body: { coins: 10 }, key: expect.any(String) }]));
  });

  it('brings a paid difference back to the SMS purchase, which then finishes with one click', async () => {
    signInAs(lawyerProfile, 1_250);
    saveDraft('sms-purchase', { packagePid: 'sms_100' }, '/sms-credit');
    server.use(http.get('/api/payment/v1/pay_1/', () => HttpResponse.json({ result: paidPayment })));
    const user = userEvent.setup();
    renderApp('/payment/result?pid=pay_1&status=paid&reason=verified');

    const dialog = await screen.findByRole('dialog', { name: 'خرید بسته پیامک' }, PAGE_LOAD);
    expect(await screen.findByText(/پرداخت انجام شد و سکه‌ها به کیف پول شما افزوده شد/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'پرداخت از کیف پول' }));

    await waitFor(() => expect(purchases).toEqual([{ package: 'sms_100' }]));
    expect(sessionStorage.getItem('vakilyar:draft:sms-purchase')).toBeNull();
    expect(sessionStorage.getItem('vakilyar:pay-difference:return')).toBeNull();
  });

  it('returns a cancelled payment to the consultation request with what was typed', async () => {
    signInAs(chatClient, 20);
    server.use(
      http.get('/api/consultation/v1/consultants/', () => HttpResponse.json(page([consultant]))),
      http.get('/api/payment/v1/pay_1/', () =>
        HttpResponse.json({
          result: { ...paidPayment, status: 'cancelled', status_label: 'لغوشده', reason: 'cancelled' },
        }),
      ),
    );
    saveDraft(
      'consultation-request',
      { consultant, values: { subject: 'اجاره‌نامه', description: 'مستأجر تخلیه نمی‌کند.', kind: 'online' } },
      '/consultants',
    );
    const user = userEvent.setup();
    renderApp('/payment/result?pid=pay_1&status=cancelled&reason=cancelled');

    const form = await screen.findByRole('form', { name: 'درخواست مشاوره' }, PAGE_LOAD);
    expect(await screen.findByText('پرداخت انجام نشد؛ آنچه وارد کرده بودید سر جایش است.')).toBeVisible();
    expect(within(form).getByRole('textbox', { name: /موضوع مشاوره/ })).toHaveValue('اجاره‌نامه');
    expect(within(form).getByRole('textbox', { name: /شرح مسئله/ })).toHaveValue('مستأجر تخلیه نمی‌کند.');
    expect(await within(form).findByText(/۱۰۰ سکه \(۱۰٬۰۰۵ تومان\) کمتر/)).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'پرداخت مابه‌التفاوت و ارسال درخواست' }));

    await waitFor(() => expect(goToGateway).toHaveBeenCalledWith('http://bank.test/pay/A9'));
    expect(deposits).toEqual([{ body: { coins: 100 }, key: expect.any(String) }]);
    expect(JSON.parse(sessionStorage.getItem('vakilyar:draft:consultation-request') ?? '').values).toEqual({
      subject: 'اجاره‌نامه',
      description: 'مستأجر تخلیه نمی‌کند.',
      kind: 'online',
    });
  });

  it('brings a topped-up wallet back to the chat request, with the question as typed, sent with one click', async () => {
    signInAs(chatClient, 1_000);
    const sent: unknown[] = [];
    server.use(
      http.get('/api/consultation/v1/consultants/', () => HttpResponse.json(page([consultant]))),
      http.get('/api/payment/v1/pay_1/', () => HttpResponse.json({ result: paidPayment })),
      http.post('/api/chat/v1/requests/', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          { code: 'payment_required', error_messages: { error: 'کم است.' } },
          { status: 402 },
        );
      }),
    );
    saveDraft('chat-request', { consultant, message: 'درباره مهریه سؤال دارم.' }, '/consultants');
    const user = userEvent.setup();
    renderApp('/payment/result?pid=pay_1&status=paid&reason=verified');

    const form = await screen.findByRole('form', { name: 'درخواست گفتگوی برخط' }, PAGE_LOAD);
    expect(within(form).getByRole('textbox', { name: /پیام شما به مشاور/ })).toHaveValue(
      'درباره مهریه سؤال دارم.',
    );
    await user.click(within(form).getByRole('button', { name: 'ارسال درخواست گفتگو' }));

    await waitFor(() =>
      expect(sent).toEqual([{ consultant: consultant.pid, message: 'درباره مهریه سؤال دارم.' }]),
    );
    expect(sessionStorage.getItem('vakilyar:draft:chat-request')).toBeNull();
  });
});
