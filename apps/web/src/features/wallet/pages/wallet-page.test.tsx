import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { goToGateway } from '@/features/payments/api/go-to-gateway';
import {
  clientProfile,
  coinPackages,
  coinSettings,
  consultantProfile,
  PAGE_LOAD,
  PAGE_TEST,
  page,
  signInAs,
  transaction,
  walletDetails,
} from '@/features/payments/testing/money-fixtures';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';

vi.mock('@/features/payments/api/go-to-gateway', () => ({ goToGateway: vi.fn() }));

interface Sent {
  body: unknown;
  key: string | null;
}

describe('the wallet page', PAGE_TEST, () => {
  let deposits: Sent[];
  let transactionSearches: string[];

  beforeEach(() => {
    deposits = [];
    transactionSearches = [];
    signInAs(clientProfile);
    server.use(
      http.get('/api/wallet/v1/details/', () => HttpResponse.json({ result: walletDetails })),
      http.get('/api/wallet/v1/coin-settings/current/', () => HttpResponse.json({ result: coinSettings })),
      http.get('/api/wallet/v1/coin-packages/', () => HttpResponse.json({ result: coinPackages })),
      http.get('/api/wallet/v1/transactions/', ({ request }) => {
        const search = new URL(request.url).searchParams;
        transactionSearches.push(search.toString());
        return HttpResponse.json(page(search.get('kind') === 'refund' ? [] : [transaction]));
      }),
      http.post('/api/wallet/v1/deposit/', async ({ request }) => {
        deposits.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
        return HttpResponse.json(
          {
            result: {
              pid: 'pay_1',
              authority: 'A1',
              payment_url: 'http://bank.test/pay/A1',
              amount: 100_050,
              message: 'به درگاه پرداخت منتقل می‌شوید.',
            },
          },
          { status: 201 },
        );
      }),
    );
  });

  it('shows the balance, the held coins and the totals in Persian digits', async () => {
    renderApp('/wallet');
    expect(await screen.findByText('۱٬۲۵۰ سکه', undefined, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByText('۴۰')).toBeInTheDocument();
    expect(screen.getByText('۲٬۰۰۰')).toBeInTheDocument();
    expect(screen.getByText('۷۵۰')).toBeInTheDocument();
  });

  it('prices each package at round(value × |rate|) in Rials and Toman, with a negative rate', async () => {
    renderApp('/wallet');
    // 100 coins × |−1000.5| = 100,050 Rials = 10,005 Toman.
    expect(await screen.findByText('۱۰۰٬۰۵۰ ریال', undefined, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByText('۱۰٬۰۰۵ تومان')).toBeInTheDocument();
    // 3 × 1000.5 = 3001.5, rounded half up: 3,002 Rials = 300 Toman.
    expect(screen.getByText('۳٬۰۰۲ ریال')).toBeInTheDocument();
    expect(screen.getByText('۳۰۰ تومان')).toBeInTheDocument();
  });

  it('buys a package after the confirmation and sends the browser to the bank', async () => {
    const user = userEvent.setup();
    renderApp('/wallet');

    await user.click(await screen.findByRole('button', { name: 'خرید بسته برنزی' }, PAGE_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'خرید سکه' });
    expect(dialog).toHaveTextContent('۱۰۰ سکه به مبلغ ۱۰۰٬۰۵۰ ریال (۱۰٬۰۰۵ تومان)');
    await user.click(within(dialog).getByRole('button', { name: 'رفتن به درگاه پرداخت' }));

    await waitFor(() => expect(goToGateway).toHaveBeenCalledWith('http://bank.test/pay/A1'));
    expect(deposits).toEqual([{ body: { coin_package: 'cp_small' }, key: expect.any(String) }]);
  });

  it('retries a purchase whose answer was lost with the same idempotency key', async () => {
    let failures = 1;
    server.use(
      http.post('/api/wallet/v1/deposit/', async ({ request }) => {
        if (failures-- > 0) {
          deposits.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
          return HttpResponse.error();
        }
        return undefined;
      }),
    );
    const user = userEvent.setup();
    renderApp('/wallet');

    await user.click(await screen.findByRole('button', { name: 'خرید بسته برنزی' }, PAGE_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'خرید سکه' });
    await user.click(within(dialog).getByRole('button', { name: 'رفتن به درگاه پرداخت' }));
    expect(await screen.findByText('خطای شبکه؛ اتصال اینترنت خود را بررسی کنید.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'رفتن به درگاه پرداخت' }));

    await waitFor(() => expect(goToGateway).toHaveBeenCalledTimes(1));
    expect(deposits).toHaveLength(2);
    expect(deposits[1]?.key).toBe(deposits[0]?.key);
  });

  it('buys a typed number of coins, priced while it is typed', async () => {
    const user = userEvent.setup();
    renderApp('/wallet');

    await user.type(await screen.findByLabelText('تعداد سکه', undefined, PAGE_LOAD), '۲۵');
    // 25 × 1000.5 = 25,012.5, rounded: 25,013 Rials = 2,501 Toman.
    expect(screen.getByText('مبلغ قابل پرداخت: ۲۵٬۰۱۳ ریال (۲٬۵۰۱ تومان)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'پرداخت' }));
    const dialog = await screen.findByRole('dialog', { name: 'خرید سکه' });
    await user.click(within(dialog).getByRole('button', { name: 'رفتن به درگاه پرداخت' }));

    await waitFor(() => expect(goToGateway).toHaveBeenCalled());
    expect(deposits.map((sent) => sent.body)).toEqual([{ coins: 25 }]);
  });

  it('refuses a payment under the gateway minimum before asking the server', async () => {
    const user = userEvent.setup();
    renderApp('/wallet');

    const coins = await screen.findByLabelText('تعداد سکه', undefined, PAGE_LOAD);
    await user.type(coins, '3');
    await user.click(screen.getByRole('button', { name: 'پرداخت' }));
    await waitFor(() =>
      expect(coins).toHaveAccessibleDescription('مبلغ پرداخت دست‌کم ۱۰٬۰۰۰ ریال است؛ سکه بیشتری انتخاب کنید.'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deposits).toEqual([]);
  });

  it('lists the transactions, filters them by kind and says when none match', async () => {
    const user = userEvent.setup();
    renderApp('/wallet');

    expect(await screen.findByText('خرید ۱۰۰ سکه با کارت بانکی', undefined, PAGE_LOAD)).toBeInTheDocument();
    expect(screen.getByText(/^۱ فروردین ۱۴۰۴، ساعت/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '+۱۰۰ سکه' })).toHaveTextContent('+۱۰۰');

    await user.click(screen.getByRole('combobox', { name: 'نوع تراکنش' }));
    await user.click(await screen.findByRole('option', { name: 'بازگشت وجه' }));
    expect(await screen.findByText('تراکنشی با این فیلترها یافت نشد')).toBeInTheDocument();
    expect(transactionSearches.at(-1)).toContain('kind=refund');
  });

  it('filters the transactions by Jalali days, sent as Gregorian dates', async () => {
    const user = userEvent.setup();
    renderApp('/wallet');

    // The shared picker: typed day by day, a Persian keyboard's digits too.
    const typeDay = async (name: string, digits: string) => {
      const field = screen.getByRole('group', { name });
      await user.click(within(field).getAllByRole('spinbutton')[0] as HTMLElement);
      await user.keyboard(digits);
      return field;
    };
    await screen.findByRole('group', { name: 'از تاریخ' }, PAGE_LOAD);
    expect(await typeDay('از تاریخ', '14040101')).toHaveTextContent('۱۴۰۴/۰۱/۰۱');
    // Esfand 1404 has twenty-nine days.
    expect(await typeDay('تا تاریخ', '14041230')).toHaveTextContent('۱۴۰۴/۱۲/۳۰');
    await user.click(screen.getByRole('button', { name: 'اعمال فیلتر' }));
    expect(
      await screen.findByText(
        'تاریخ کامل و درست نیست؛ آن را از تقویم انتخاب کنید یا مانند ۱۴۰۳/۰۵/۱۲ بنویسید.',
      ),
    ).toBeInTheDocument();
    expect(transactionSearches.some((search) => search.includes('date_'))).toBe(false);

    const to = screen.getByRole('group', { name: 'تا تاریخ' });
    await user.click(within(to).getAllByRole('spinbutton')[2] as HTMLElement);
    await user.keyboard('29');
    await user.click(screen.getByRole('button', { name: 'اعمال فیلتر' }));
    await waitFor(() => expect(transactionSearches.at(-1)).toContain('date_from=2025-03-21'));
    expect(transactionSearches.at(-1)).toContain('date_to=2026-03-20');
  });

  it('shows no withdraw form to a client', async () => {
    renderApp('/wallet');
    await screen.findByText('۱٬۲۵۰ سکه', undefined, PAGE_LOAD);
    expect(screen.queryByRole('region', { name: 'برداشت به حساب بانکی' })).toBeNull();
  });
});

const earlierWithdrawal = {
  pid: 'wd_0',
  coins: 60,
  sheba: 'IR062960000000100324200001',
  status: 'rejected',
  status_label: 'ردشده',
  reject_reason: 'نام صاحب حساب با نام شما یکی نیست.',
  paid_reference: null,
  created_at: '2025-03-21T08:30:00Z',
  decided_at: '2025-03-22T08:30:00Z',
};

describe('a consultant’s withdraw form', PAGE_TEST, () => {
  let withdrawals: Sent[];

  beforeEach(() => {
    withdrawals = [];
    signInAs(consultantProfile);
    server.use(
      http.get('/api/wallet/v1/details/', () => HttpResponse.json({ result: walletDetails })),
      http.get('/api/wallet/v1/coin-settings/current/', () => HttpResponse.json({ result: coinSettings })),
      http.get('/api/wallet/v1/coin-packages/', () => HttpResponse.json({ result: [] })),
      http.get('/api/wallet/v1/transactions/', () => HttpResponse.json(page([]))),
      http.get('/api/wallet/v1/withdrawals/', () => HttpResponse.json(page([earlierWithdrawal]))),
      http.post('/api/wallet/v1/withdraw/', async ({ request }) => {
        withdrawals.push({ body: await request.json(), key: request.headers.get('idempotency-key') });
        return HttpResponse.json(
          {
            result: {
              pid: 'wd_1',
              coins: 100,
              sheba: 'IR820540102680020817909002',
              status: 'pending',
              status_label: 'در انتظار بررسی',
              reject_reason: null,
              paid_reference: null,
              created_at: '2025-03-21T08:30:00Z',
              decided_at: null,
              message: 'درخواست برداشت ۱۰۰ سکه ثبت شد.',
            },
          },
          { status: 201 },
        );
      }),
    );
  });

  it('checks the Sheba here, then asks before holding the coins', async () => {
    const user = userEvent.setup();
    renderApp('/wallet');

    const form = await screen.findByRole('region', { name: 'برداشت به حساب بانکی' }, PAGE_LOAD);
    const coins = within(form).getByLabelText('تعداد سکه');
    const sheba = within(form).getByLabelText('شماره شبا');
    await user.type(coins, '۱۰۰');
    // One digit off: the mod-97 check fails.
    await user.type(sheba, 'IR820540102680020817909003');
    await user.click(within(form).getByRole('button', { name: 'ثبت درخواست برداشت' }));
    await waitFor(() =>
      expect(sheba).toHaveAccessibleDescription(
        'شماره شبا معتبر نیست؛ IR و ۲۴ رقم آن را بدون اشتباه وارد کنید.',
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.clear(sheba);
    await user.type(sheba, 'ir82 0540 1026 8002 0817 9090 02');
    await user.click(within(form).getByRole('button', { name: 'ثبت درخواست برداشت' }));
    const dialog = await screen.findByRole('dialog', { name: 'درخواست برداشت' });
    // The Sheba as a bank card prints it: Latin digits in fours, left to right, not one run of Persian digits.
    const shown = within(dialog).getByText('IR82 0540 1026 8002 0817 9090 02');
    expect(shown).toHaveAttribute('dir', 'ltr');
    expect(dialog).toHaveTextContent('۱۰۰ سکه برای واریز به شبای زیر مسدود می‌شود');
    await user.click(within(dialog).getByRole('button', { name: 'بله، ثبت شود' }));

    expect(await screen.findByText('درخواست برداشت ۱۰۰ سکه ثبت شد.')).toBeInTheDocument();
    expect(withdrawals).toEqual([
      { body: { coins: 100, sheba: 'IR820540102680020817909002' }, key: expect.any(String) },
    ]);
  });

  it('lists the earlier payout requests and the admin’s decision', async () => {
    renderApp('/wallet');
    const form = await screen.findByRole('region', { name: 'برداشت به حساب بانکی' }, PAGE_LOAD);
    expect(await within(form).findByText('۶۰ سکه')).toBeInTheDocument();
    expect(within(form).getByText('ردشده')).toBeInTheDocument();
    expect(within(form).getByText('IR06 2960 0000 0010 0324 2000 01')).toHaveAttribute('dir', 'ltr');
    expect(within(form).getByText('نام صاحب حساب با نام شما یکی نیست.')).toBeInTheDocument();
  });

  it('puts the server’s verdict under the input it concerns', async () => {
    server.use(
      http.post('/api/wallet/v1/withdraw/', () =>
        HttpResponse.json(
          {
            code: 'validation_error',
            error_messages: { message: 'اطلاعات نادرست است.', coins: ['موجودی برای این برداشت کافی نیست.'] },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp('/wallet');

    const form = await screen.findByRole('region', { name: 'برداشت به حساب بانکی' }, PAGE_LOAD);
    await user.type(within(form).getByLabelText('تعداد سکه'), '90000');
    await user.type(within(form).getByLabelText('شماره شبا'), 'IR820540102680020817909002');
    await user.click(within(form).getByRole('button', { name: 'ثبت درخواست برداشت' }));
    await user.click(await screen.findByRole('button', { name: 'بله، ثبت شود' }));

    await waitFor(() =>
      expect(within(form).getByLabelText('تعداد سکه')).toHaveAccessibleDescription(
        'موجودی برای این برداشت کافی نیست.',
      ),
    );
  });
});
