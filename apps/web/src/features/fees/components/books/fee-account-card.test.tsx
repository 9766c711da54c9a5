import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { PAGE_LOAD } from '@/features/payments/testing/money-fixtures';
import { saveTokens } from '@/lib/auth/token-storage';
import { server } from '@/test/msw-server';
import { renderInApp } from '../../testing/render-in-app';
import { FeeAccountCard } from './fee-account-card';

const ACCOUNT = '/api/fees/v1/fee-account/';
const SHEBA = 'IR820540102680020817909002';
const pending = {
  pid: 'fw_1',
  amount: 20_000_000,
  commission: 1_000_000,
  net: 19_000_000,
  sheba: SHEBA,
  status: 'pending',
  status_label: 'در انتظار بررسی',
  created_at: '2026-11-20T08:30:00Z',
};

describe('the «تسویه حق‌الوکاله» card', { timeout: 45_000 }, () => {
  let sent: { body: unknown; key: string | null }[];

  beforeEach(() => {
    sent = [];
    saveTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    server.use(
      http.get(ACCOUNT, () =>
        HttpResponse.json({ result: { balance: 65_000_000, commission_percent: 5, withdrawals: [] } }),
      ),
      http.post(`${ACCOUNT}withdraw/`, async ({ request }) => {
        sent.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
        return HttpResponse.json(
          { result: { balance: 45_000_000, commission_percent: 5, withdrawals: [pending] } },
          { status: 201 },
        );
      }),
    );
  });

  it('asks for a payout to the IBAN, shows it grouped in Latin digits to confirm, and lists it pending', async () => {
    const user = userEvent.setup();
    renderInApp(<FeeAccountCard />);
    const card = await screen.findByRole('region', { name: 'تسویه حق‌الوکاله' }, PAGE_LOAD);
    expect(card).toHaveTextContent('۶٬۵۰۰٬۰۰۰ تومان');
    expect(card).toHaveTextContent('۵٪');

    await user.click(within(card).getByRole('button', { name: 'درخواست تسویه' }));
    const form = await screen.findByRole('dialog', { name: 'درخواست تسویه حق‌الوکاله' });
    await user.type(within(form).getByLabelText('شماره شبا'), 'ir82 0540 1026 8002 0817 9090 02');
    await user.type(within(form).getByLabelText('مبلغ (ریال)'), '۲۰٬۰۰۰٬۰۰۰');
    await user.click(within(form).getByRole('button', { name: 'ادامه' }));

    const confirm = await screen.findByRole('dialog', { name: 'تأیید درخواست تسویه' });
    expect(confirm).toHaveTextContent('IR82 0540 1026 8002 0817 9090 02');
    expect(confirm).toHaveTextContent('کارمزد سامانه: ۱٬۰۰۰٬۰۰۰ ریال (۱۰۰٬۰۰۰ تومان)');
    expect(sent).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'بله، ثبت شود' }));

    expect(
      await screen.findByText('درخواست تسویه ثبت شد و پس از بررسی به حساب شما واریز می‌شود.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/درخواست تسویه ثبت شد/)).toHaveLength(1);
    expect(sent).toEqual([{ body: { sheba: SHEBA, amount: 20_000_000 }, key: expect.any(String) }]);
    const list = within(card).getByRole('list', { name: 'درخواست‌های تسویه' });
    expect(list).toHaveTextContent('در انتظار بررسی');
    expect(list).toHaveTextContent('IR82 0540 1026 8002 0817 9090 02');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('refuses an IBAN whose check digits are wrong, before anything is sent', async () => {
    const user = userEvent.setup();
    renderInApp(<FeeAccountCard />);
    await user.click(await screen.findByRole('button', { name: 'درخواست تسویه' }, PAGE_LOAD));
    const form = await screen.findByRole('dialog', { name: 'درخواست تسویه حق‌الوکاله' });
    const sheba = within(form).getByLabelText('شماره شبا');
    await user.type(sheba, 'IR830540102680020817909002');
    await user.type(within(form).getByLabelText('مبلغ (ریال)'), '1000000');
    await user.click(within(form).getByRole('button', { name: 'ادامه' }));
    await waitFor(() =>
      expect(sheba).toHaveAccessibleDescription(
        'شماره شبا معتبر نیست؛ IR و ۲۴ رقم آن را بدون اشتباه وارد کنید.',
      ),
    );
    expect(screen.queryByRole('dialog', { name: 'تأیید درخواست تسویه' })).toBeNull();
    expect(sent).toEqual([]);
  });
});
