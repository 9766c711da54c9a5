import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubscriptionPackage } from '@vakilyar/contract';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clientProfile,
  PAGE_LOAD,
  PAGE_TEST,
  page,
  signInAs,
} from '@/features/payments/testing/money-fixtures';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';
import {
  adminCoinPackages,
  adminProfile,
  balancedReport,
  basicPlan,
  olderRate,
  pendingPayout,
  rate,
} from '../testing/admin-fixtures';

const A = '/api/admin/v1/finance';

describe('the admin finance pages', PAGE_TEST, () => {
  let sent: { method: string; path: string; body: unknown }[];
  let plans: SubscriptionPackage[];

  const record =
    (method: string) =>
    async ({ request }: { request: Request }) => {
      const text = await request.text();
      sent.push({ method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : null });
    };

  beforeEach(() => {
    sent = [];
    plans = [basicPlan];
    signInAs(adminProfile);
    server.use(
      http.get('/api/wallet/v1/coin-settings/current/', () => HttpResponse.json({ result: rate })),
      http.get(`${A}/coin-settings/`, () => HttpResponse.json(page([rate, olderRate]))),
      http.get(`${A}/coin-packages/`, () => HttpResponse.json({ result: adminCoinPackages })),
      http.get(`${A}/subscription-packages/`, () => HttpResponse.json({ result: plans })),
    );
  });

  it('prices every coin package at a new rate while it is typed, and asks before setting it', async () => {
    server.use(
      http.post(`${A}/coin-settings/`, async (info) => {
        await record('POST')(info);
        return HttpResponse.json(
          { result: { ...rate, pid: 'cs_3', exchange_rate: 12_000 } },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/finance');

    expect(
      await screen.findByText('هر سکه ۱۰٬۰۰۰ ریال (۱٬۰۰۰ تومان)', undefined, PAGE_LOAD),
    ).toBeInTheDocument();
    const prices = screen.getByRole('list', { name: 'قیمت بسته‌های سکه' });
    const starter = within(prices).getByRole('listitem', { name: 'بسته آغاز' });
    expect(starter).toHaveTextContent('با نرخ فعلی: ۱۰۰٬۰۰۰ ریال (۱۰٬۰۰۰ تومان)');
    // The history: the current rate first, an older fractional one after it.
    expect(screen.getByText('۸٬۰۰۰٫۵ ریال')).toBeInTheDocument();

    await user.type(screen.getByLabelText('نرخ هر سکه (ریال)'), '۱۲۰۰۰');
    expect(starter).toHaveTextContent('با نرخ تازه: ۱۲۰٬۰۰۰ ریال (۱۲٬۰۰۰ تومان)');
    expect(within(prices).getByRole('listitem', { name: 'بسته اقتصادی' })).toHaveTextContent(
      'با نرخ تازه: ۶۰۰٬۰۰۰ ریال (۶۰٬۰۰۰ تومان)',
    );

    await user.click(screen.getByRole('button', { name: 'ثبت نرخ تازه' }));
    const dialog = await screen.findByRole('dialog', { name: 'ثبت نرخ تازه سکه' });
    expect(dialog).toHaveTextContent('هر سکه ۱۲٬۰۰۰ ریال (۱٬۲۰۰ تومان)');
    await user.click(within(dialog).getByRole('button', { name: 'بله، ثبت شود' }));

    expect(await screen.findByText('نرخ تازه سکه ثبت شد.')).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'POST', path: `${A}/coin-settings/`, body: { exchange_rate: 12_000 } }]);
  });

  it('refuses a rate that is not a positive number before asking the server', async () => {
    const user = userEvent.setup();
    renderApp('/admin/finance/rate');
    const input = await screen.findByLabelText('نرخ هر سکه (ریال)', undefined, PAGE_LOAD);
    await user.type(input, '۰');
    await user.click(screen.getByRole('button', { name: 'ثبت نرخ تازه' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription('نرخ تبدیل باید بیشتر از صفر باشد.'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('creates a subscription package with an unlimited case count', async () => {
    server.use(
      http.post(`${A}/subscription-packages/`, async (info) => {
        await record('POST')(info);
        const created = { ...basicPlan, pid: 'sp_pro', name: 'حرفه‌ای', price: 400, sort_order: 2 };
        plans = [...plans, created];
        return HttpResponse.json({ result: created }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/finance/subscriptions');

    expect(
      await screen.findByText(
        '۱۵۰ سکه، ۳۰ روز، ۲۰ پرونده، گفت‌وگوی هوش مصنوعی نامحدود، ۵۰ پیامک رایگان',
        undefined,
        PAGE_LOAD,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'افزودن بسته' }));
    const dialog = await screen.findByRole('dialog', { name: 'بسته اشتراک تازه' });
    await user.type(within(dialog).getByLabelText('نام بسته'), 'حرفه‌ای');
    await user.type(within(dialog).getByLabelText('قیمت (سکه)'), '۴۰۰');
    await user.type(within(dialog).getByLabelText('گفت‌وگوی هوش مصنوعی در ماه'), '۵۰');
    await user.clear(within(dialog).getByLabelText('ترتیب نمایش'));
    await user.type(within(dialog).getByLabelText('ترتیب نمایش'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));

    expect(await screen.findByText('بسته «حرفه‌ای» افزوده شد.')).toBeInTheDocument();
    expect(sent[0]?.body).toEqual({
      name: 'حرفه‌ای',
      description: '',
      price: 400,
      duration_days: 30,
      limits: { cases: null, ai_chats_per_month: 50, included_sms: 0 },
      is_active: true,
      sort_order: 2,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: 'ویرایش حرفه‌ای' })).toBeInTheDocument();
  });

  it('changes a package price, and keeps the dialog open with the server’s message under the input', async () => {
    let attempts = 0;
    server.use(
      http.patch(`${A}/subscription-packages/sp_basic/`, async (info) => {
        await record('PATCH')(info);
        if (attempts++ === 0) {
          return HttpResponse.json(
            {
              code: 'validation_error',
              error_messages: { message: 'نادرست', price: ['قیمت بیش از حد مجاز است.'] },
            },
            { status: 400 },
          );
        }
        return HttpResponse.json({ result: { ...basicPlan, price: 180 } });
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/finance/subscriptions');

    await user.click(await screen.findByRole('button', { name: 'ویرایش پایه' }, PAGE_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'ویرایش پایه' });
    const price = within(dialog).getByLabelText('قیمت (سکه)');
    expect(price).toHaveValue('۱۵۰');
    expect(within(dialog).getByLabelText('سقف پرونده')).toHaveValue('۲۰');
    await user.clear(price);
    await user.type(price, '180');
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(price).toHaveAccessibleDescription('قیمت بیش از حد مجاز است.'));

    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    expect(await screen.findByText('بسته «پایه» ذخیره شد.')).toBeInTheDocument();
    expect(sent.at(-1)?.body).toMatchObject({ price: 180, limits: { cases: 20, ai_chats_per_month: null } });
  });

  it('pays a pending payout with a bank reference, after showing the Sheba in groups', async () => {
    server.use(
      http.get(`${A}/payout-requests/`, ({ request }) => {
        sent.push({ method: 'GET', path: new URL(request.url).search, body: null });
        return HttpResponse.json(page([pendingPayout]));
      }),
      http.post(`${A}/payout-requests/wd_1/pay/`, async (info) => {
        await record('POST')(info);
        return HttpResponse.json({
          result: { ...pendingPayout, status: 'paid', message: 'درخواست برداشت پرداخت‌شده ثبت شد.' },
        });
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/finance/payouts');

    const item = await screen.findByRole('listitem', { name: 'حسین محمدی' }, PAGE_LOAD);
    expect(sent[0]?.path).toContain('status=pending');
    expect(item).toHaveTextContent('IR82 0540 1026 8002 0817 9090 02');
    expect(item).toHaveTextContent('۱۲۰ سکه');
    expect(item).toHaveTextContent('معادل ۱٬۲۰۰٬۰۰۰ ریال (۱۲۰٬۰۰۰ تومان) به نرخ فعلی');

    await user.click(within(item).getByRole('button', { name: 'ثبت پرداخت حسین محمدی' }));
    const dialog = await screen.findByRole('dialog', { name: 'ثبت پرداخت درخواست برداشت' });
    expect(dialog).toHaveTextContent('IR82 0540 1026 8002 0817 9090 02');
    await user.type(within(dialog).getByLabelText('شماره پیگیری بانکی'), '140401011234');
    await user.click(within(dialog).getByRole('button', { name: 'بله، پرداخت شد' }));

    expect(await screen.findByText('درخواست برداشت پرداخت‌شده ثبت شد.')).toBeInTheDocument();
    expect(sent.find((s) => s.method === 'POST')).toEqual({
      method: 'POST',
      path: `${A}/payout-requests/wd_1/pay/`,
      body: { reference: '140401011234' },
    });
  });

  it('rejects a payout only with a reason', async () => {
    server.use(
      http.get(`${A}/payout-requests/`, () => HttpResponse.json(page([pendingPayout]))),
      http.post(`${A}/payout-requests/wd_1/reject/`, async (info) => {
        await record('POST')(info);
        return HttpResponse.json({
          result: { ...pendingPayout, status: 'rejected', message: 'درخواست برداشت رد شد.' },
        });
      }),
    );
    const user = userEvent.setup();
    renderApp('/admin/finance/payouts');

    await user.click(await screen.findByRole('button', { name: 'رد درخواست حسین محمدی' }, PAGE_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'رد درخواست برداشت' });
    await user.click(within(dialog).getByRole('button', { name: 'بله، رد شود' }));
    const reason = within(dialog).getByLabelText('دلیل رد');
    await waitFor(() => expect(reason).toHaveAccessibleDescription('دلیل رد درخواست را بنویسید.'));
    expect(sent).toEqual([]);

    await user.type(reason, 'شبا به نام متقاضی نیست');
    await user.click(within(dialog).getByRole('button', { name: 'بله، رد شود' }));
    expect(await screen.findByText('درخواست برداشت رد شد.')).toBeInTheDocument();
    expect(sent[0]?.body).toEqual({ reason: 'شبا به نام متقاضی نیست' });
  });

  it('runs the ledger check and shows a balanced ledger, or each difference', async () => {
    let report = balancedReport;
    server.use(http.get(`${A}/ledger/check/`, () => HttpResponse.json({ result: report })));
    const user = userEvent.setup();
    renderApp('/admin/finance/ledger');

    await user.click(await screen.findByRole('button', { name: 'اجرای بررسی' }, PAGE_LOAD));
    expect(await screen.findByText('دفتر کل تراز است')).toBeInTheDocument();
    expect(screen.getByText('۱٬۲۴۰')).toBeInTheDocument();
    expect(screen.getByText('صندوق سامانه')).toBeInTheDocument();

    report = {
      ...balancedReport,
      ok: false,
      mismatches: [
        {
          account: 'user:42',
          user_pid: 'usr_42',
          stored_balance: 100,
          ledger_balance: 90,
          stored_held: 0,
          ledger_held: 0,
        },
      ],
    };
    await user.click(screen.getByRole('button', { name: 'اجرای دوباره' }));
    expect(await screen.findByText('دفتر کل ناتراز است')).toBeInTheDocument();
    const mismatches = screen.getByRole('region', { name: 'کیف پول‌های ناهمخوان' });
    expect(mismatches).toHaveTextContent('موجودی: ثبت‌شده ۱۰۰ / از دفتر کل ۹۰');
    expect(within(mismatches).getByRole('link', { name: 'مشاهده کاربر' })).toHaveAttribute(
      'href',
      '/admin/users/usr_42',
    );
  });

  it('tells a user who is not an admin that the pages are not theirs', async () => {
    signInAs(clientProfile);
    renderApp('/admin/finance/rate');
    expect(
      await screen.findByText('این بخش تنها در دسترس مدیران سامانه است.', undefined, PAGE_LOAD),
    ).toBeInTheDocument();
  });
});
