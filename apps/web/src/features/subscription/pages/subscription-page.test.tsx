import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { goToGateway } from '@/features/payments/api/go-to-gateway';
import {
  activeSubscription,
  clientProfile,
  coinSettings,
  consultantProfile,
  PAGE_LOAD,
  PAGE_TEST,
  page,
  paymentRequired,
  signInAs,
  subscriptionPackage,
} from '@/features/payments/testing/money-fixtures';
import { lawyerProfile } from '@/test/fixtures';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';

vi.mock('@/features/payments/api/go-to-gateway', () => ({ goToGateway: vi.fn() }));

const SHORTFALL = 'موجودی کیف پول شما کافی نیست؛ ۳٬۷۵۰ سکه دیگر لازم است. ابتدا کیف پول خود را شارژ کنید.';

const noCurrent = () =>
  HttpResponse.json(
    { code: 'not_found', error_messages: { non_field_errors: ['اشتراکی برای شما ثبت نشده است.'] } },
    { status: 404 },
  );

describe('the subscription page', PAGE_TEST, () => {
  let posts: { path: string; body: unknown; key: string | null }[];

  beforeEach(() => {
    posts = [];
    signInAs(lawyerProfile, 1_250);
    const record = async (request: Request) => {
      posts.push({
        path: new URL(request.url).pathname,
        body: await request.json().catch(() => null),
        key: request.headers.get('idempotency-key'),
      });
    };
    server.use(
      http.get('/api/subscription/v1/packages/', () => HttpResponse.json({ result: [subscriptionPackage] })),
      http.get('/api/subscription/v1/subscriptions/current/', noCurrent),
      http.get('/api/subscription/v1/subscriptions/', () => HttpResponse.json(page([]))),
      http.post('/api/subscription/v1/subscriptions/subscribe/', async ({ request }) => {
        await record(request);
        return paymentRequired(SHORTFALL);
      }),
      http.post('/api/subscription/v1/subscriptions/top_up_and_subscribe/', async ({ request }) => {
        await record(request);
        return HttpResponse.json(
          {
            result: {
              subscription: {
                ...activeSubscription,
                status: 'pending_payment',
                status_label: 'در انتظار پرداخت',
              },
              payment: {
                pid: 'pay_2',
                authority: 'A2',
                payment_url: 'http://bank.test/pay/A2',
                amount: 3_751_875,
              },
              shortfall: 3_750,
              message: 'برای تکمیل خرید اشتراک به درگاه پرداخت منتقل می‌شوید.',
            },
          },
          { status: 201 },
        );
      }),
    );
  });

  it('tells a client and a consultant opening /subscription that plans are for law offices, and asks nothing', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/subscription/')) asked.push(request.url);
    });
    for (const profile of [clientProfile, consultantProfile]) {
      signInAs(profile);
      const view = renderApp('/subscription');
      expect(
        await screen.findByText('این بخش مخصوص دفاتر وکالت است', undefined, PAGE_LOAD),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /خرید اشتراک/ })).not.toBeInTheDocument();
      view.unmount();
    }
    server.events.removeAllListeners();
    expect(asked).toEqual([]);
  });

  it('shows «اشتراک فعالی یافت نشد» for the 404 of current, as an empty state and not an error toast', async () => {
    renderApp('/subscription');
    expect(await screen.findByText('اشتراک فعالی یافت نشد', undefined, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByText(/یکی از بسته‌های زیر را انتخاب کنید/)).toBeInTheDocument();
    expect(screen.queryByText('اشتراکی برای شما ثبت نشده است.')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists the packages with their price in coins, duration and limits', async () => {
    renderApp('/subscription');
    const card = (await screen.findByRole('heading', { name: 'حرفه‌ای' }, PAGE_LOAD)).closest('.MuiCard-root');
    if (!(card instanceof HTMLElement)) throw new Error('no package card');
    expect(await within(card).findByText('۵٬۰۰۰ سکه (≈ ۵٬۰۰۰٬۰۰۰ تومان)')).toBeInTheDocument();
    expect(within(card).getByText('۳۰ روزه')).toBeInTheDocument();
    expect(within(card).getByText('نامحدود')).toBeInTheDocument();
    expect(within(card).getByText('۵۰')).toBeInTheDocument();
    expect(within(card).getByText('۱۰۰')).toBeInTheDocument();
  });

  it('knows a short wallet before the click and offers «پرداخت مابه‌التفاوت و خرید اشتراک», which goes to the bank', async () => {
    server.use(
      http.get('/api/wallet/v1/coin-settings/current/', () => HttpResponse.json({ result: coinSettings })),
    );
    const user = userEvent.setup();
    renderApp('/subscription');

    await user.click(await screen.findByRole('button', { name: 'خرید اشتراک حرفه‌ای' }, PAGE_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'خرید اشتراک' });
    expect(dialog).toHaveTextContent(
      '۵٬۰۰۰ سکه (≈ ۵۰۰٬۲۵۰ تومان) از کیف پول شما برداشته می‌شود. موجودی فعلی شما ۱٬۲۵۰ سکه است.',
    );
    expect(
      await within(dialog).findByText(/موجودی کیف پول شما ۳٬۷۵۰ سکه \(۳۷۵٬۱۸۸ تومان\) کمتر/),
    ).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'پرداخت از کیف پول' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'پرداخت مابه‌التفاوت و خرید اشتراک' }));

    await waitFor(() => expect(goToGateway).toHaveBeenCalledWith('http://bank.test/pay/A2'));
    expect(posts.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/api/subscription/v1/subscriptions/top_up_and_subscribe/', body: { package: 'sp_pro' } },
    ]);
    expect(posts[0]?.key).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem('vakilyar:draft:subscription') ?? '')).toEqual({
      packagePid: 'sp_pro',
    });
  });

  it('answers a 402 the balance did not foresee with the server’s sentence and the same offer', async () => {
    signInAs(lawyerProfile, 6_000);
    const user = userEvent.setup();
    renderApp('/subscription');

    await user.click(await screen.findByRole('button', { name: 'خرید اشتراک حرفه‌ای' }, PAGE_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'خرید اشتراک' });
    await user.click(within(dialog).getByRole('button', { name: 'پرداخت از کیف پول' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SHORTFALL);
    expect(within(dialog).queryByRole('button', { name: 'پرداخت از کیف پول' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'پرداخت مابه‌التفاوت و خرید اشتراک' }));

    await waitFor(() => expect(goToGateway).toHaveBeenCalledWith('http://bank.test/pay/A2'));
    expect(posts.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/api/subscription/v1/subscriptions/subscribe/', body: { package: 'sp_pro' } },
      { path: '/api/subscription/v1/subscriptions/top_up_and_subscribe/', body: { package: 'sp_pro' } },
    ]);
    expect(posts.every((post) => post.key)).toBe(true);
    expect(posts[0]?.key).not.toBe(posts[1]?.key);
  });

  it('reopens the chosen plan when its payment came back unpaid', async () => {
    sessionStorage.setItem('vakilyar:draft:subscription', JSON.stringify({ packagePid: 'sp_pro' }));
    renderApp('/subscription');

    const dialog = await screen.findByRole('dialog', { name: 'خرید اشتراک' }, PAGE_LOAD);
    expect(dialog).toHaveTextContent('حرفه‌ای');
    expect(sessionStorage.getItem('vakilyar:draft:subscription')).toBeNull();
  });

  it('subscribes from the wallet and shows the new subscription', async () => {
    let current: typeof activeSubscription | null = null;
    server.use(
      http.get('/api/subscription/v1/subscriptions/current/', () =>
        current ? HttpResponse.json({ result: current }) : noCurrent(),
      ),
      http.post('/api/subscription/v1/subscriptions/subscribe/', () => {
        current = activeSubscription;
        return HttpResponse.json(
          { result: { ...activeSubscription, message: 'اشتراک «حرفه‌ای» فعال شد.' } },
          { status: 201 },
        );
      }),
    );
    // Enough coins for the package: the wallet pays, no difference to pay by card.
    signInAs(lawyerProfile, 6_000);
    const user = userEvent.setup();
    renderApp('/subscription');

    await user.click(await screen.findByRole('button', { name: 'خرید اشتراک حرفه‌ای' }, PAGE_LOAD));
    await user.click(await screen.findByRole('button', { name: 'پرداخت از کیف پول' }));

    expect(await screen.findByText('اشتراک «حرفه‌ای» فعال شد.')).toBeInTheDocument();
    expect(await screen.findByText('۱۲ روز مانده')).toBeInTheDocument();
    expect(screen.getByText('اشتراک فعلی شما')).toBeInTheDocument();
  });

  it('offers a pricier plan as an upgrade at once, priced by the server less the unused days', async () => {
    const office = { ...subscriptionPackage, pid: 'sp_office', name: 'دفتر', price: 9_000 };
    const basic = { ...subscriptionPackage, pid: 'sp_basic', name: 'پایه', price: 1_000 };
    server.use(
      http.get('/api/subscription/v1/packages/', () =>
        HttpResponse.json({ result: [basic, subscriptionPackage, office] }),
      ),
      http.get('/api/subscription/v1/subscriptions/current/', () =>
        HttpResponse.json({ result: activeSubscription }),
      ),
      http.get('/api/subscription/v1/subscriptions/upgrade-quote/', ({ request }) =>
        HttpResponse.json({
          result: {
            package: { pid: new URL(request.url).searchParams.get('package'), name: 'دفتر' },
            credit: 2_000,
            cost: 7_000,
            shortfall: 0,
          },
        }),
      ),
      http.post('/api/subscription/v1/subscriptions/upgrade/', async ({ request }) => {
        posts.push({
          path: '/upgrade/',
          body: await request.json(),
          key: request.headers.get('idempotency-key'),
        });
        return HttpResponse.json(
          {
            result: {
              subscription: { ...activeSubscription, package: { pid: 'sp_office', name: 'دفتر' } },
              payment: null,
              shortfall: 0,
              message: 'اشتراک شما به «دفتر» ارتقا یافت.',
            },
          },
          { status: 201 },
        );
      }),
    );
    signInAs(lawyerProfile, 8_000);
    const user = userEvent.setup();
    renderApp('/subscription');

    expect(
      await screen.findByRole('button', { name: 'پایین‌تر از اشتراک فعلی (پایه)' }, PAGE_LOAD),
    ).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: 'ارتقا به این بسته (دفتر)' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'ارتقا به «دفتر»' }));
    expect(await dialog.findByText('۲٬۰۰۰ سکه (≈ ۲٬۰۰۰٬۰۰۰ تومان)')).toBeInTheDocument();
    expect(dialog.getByText('۷٬۰۰۰ سکه (≈ ۷٬۰۰۰٬۰۰۰ تومان)')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'ارتقا و پرداخت از کیف پول' }));

    expect(await screen.findByText('اشتراک شما به «دفتر» ارتقا یافت.')).toBeInTheDocument();
    expect(posts).toEqual([{ path: '/upgrade/', body: { package: 'sp_office' }, key: expect.any(String) }]);
  });

  it('opens a past subscription’s detail from the history, as subscriptions/{pid}/ answers it', async () => {
    const expired = {
      ...activeSubscription,
      pid: 'sub_0',
      status: 'expired' as const,
      status_label: 'منقضی',
      auto_renew: false,
      cancelled_at: '2025-04-01T08:30:00Z',
      days_left: 0,
    };
    let fetched = 0;
    server.use(
      http.get('/api/subscription/v1/subscriptions/', () => HttpResponse.json(page([expired]))),
      http.get('/api/subscription/v1/subscriptions/sub_0/', () => {
        fetched += 1;
        return HttpResponse.json({ result: expired });
      }),
    );
    const user = userEvent.setup();
    renderApp('/subscription');

    await user.click(await screen.findByRole('button', { name: 'جزئیات اشتراک حرفه‌ای' }, PAGE_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'اشتراک حرفه‌ای' });
    expect(await within(dialog).findByText('۳۰ روز')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('منقضی');
    expect(dialog).toHaveTextContent('۱ فروردین ۱۴۰۴');
    expect(dialog).toHaveTextContent('۳۱ فروردین ۱۴۰۴');
    expect(dialog).toHaveTextContent('۱۲ فروردین ۱۴۰۴');
    expect(dialog).toHaveTextContent('۵٬۰۰۰ سکه');
    expect(dialog).toHaveTextContent('امکانات این اشتراک');
    expect(fetched).toBe(1);
    await user.click(within(dialog).getByRole('button', { name: 'بستن' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('cancels the renewal only after the confirmation', async () => {
    let cancelled = 0;
    server.use(
      http.get('/api/subscription/v1/subscriptions/current/', () =>
        HttpResponse.json({
          result: cancelled
            ? { ...activeSubscription, status: 'cancelled', auto_renew: false }
            : activeSubscription,
        }),
      ),
      http.post('/api/subscription/v1/subscriptions/sub_1/cancel/', () => {
        cancelled += 1;
        return HttpResponse.json(
          { result: { ...activeSubscription, message: 'تمدید اشتراک لغو شد.' } },
          { status: 202 },
        );
      }),
    );
    const user = userEvent.setup();
    renderApp('/subscription');

    expect(await screen.findByText('۱ فروردین ۱۴۰۴', undefined, PAGE_LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'لغو تمدید' }));
    const dialog = await screen.findByRole('dialog', { name: 'لغو تمدید اشتراک' });
    expect(dialog).toHaveTextContent('اشتراک تا ۳۱ فروردین ۱۴۰۴ فعال می‌ماند');
    await user.click(within(dialog).getByRole('button', { name: 'منصرف شدم' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cancelled).toBe(0);

    await user.click(screen.getByRole('button', { name: 'لغو تمدید' }));
    await user.click(await screen.findByRole('button', { name: 'بله، لغو شود' }));
    expect(await screen.findByText(/تمدید خودکار لغو شده است/)).toBeInTheDocument();
    expect(cancelled).toBe(1);
  });
});
