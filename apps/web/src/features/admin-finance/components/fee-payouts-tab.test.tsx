import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { PAGE_LOAD, PAGE_TEST, signInAs } from '@/features/payments/testing/money-fixtures';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';
import { adminProfile } from '../testing/admin-fixtures';

const F = '/api/fees/v1/admin';
const pendingFeePayout = {
  pid: 'fw_1',
  amount: 20_000_000,
  commission: 1_000_000,
  net: 19_000_000,
  sheba: 'IR820540102680020817909002',
  status: 'pending',
  created_at: '2026-11-20T08:30:00Z',
  user: { pid: 'u_1', first_name: 'مریم', last_name: 'احمدی', phone: '09120000001' },
};

describe('the admin «تسویه حق‌الوکاله» tab', PAGE_TEST, () => {
  let sent: { path: string; body: unknown }[];
  let payouts: (typeof pendingFeePayout)[];

  beforeEach(() => {
    sent = [];
    payouts = [pendingFeePayout];
    signInAs(adminProfile);
    const record = async (request: Request) => {
      sent.push({ path: new URL(request.url).pathname, body: await request.json() });
    };
    server.use(
      http.get(`${F}/payouts/`, ({ request }) => {
        const status = new URL(request.url).searchParams.get('status');
        return HttpResponse.json({ result: payouts.filter((p) => !status || p.status === status) });
      }),
      http.post(`${F}/payouts/fw_1/pay/`, async ({ request }) => {
        await record(request);
        payouts = [{ ...pendingFeePayout, status: 'paid' }];
        return HttpResponse.json({ result: payouts[0] });
      }),
      http.put(`${F}/commission/`, async ({ request }) => {
        await record(request);
        return HttpResponse.json({ result: { percent: 7 } });
      }),
    );
  });

  it('pays a pending fee payout less the commission, with a bank reference', async () => {
    const user = userEvent.setup();
    renderApp('/admin/finance/fee-payouts');
    const pay = await screen.findByRole(
      'button',
      { name: 'ثبت پرداخت تسویه ۲۰٬۰۰۰٬۰۰۰ ریال (۲٬۰۰۰٬۰۰۰ تومان)' },
      PAGE_LOAD,
    );
    expect(screen.getByText('IR82 0540 1026 8002 0817 9090 02')).toBeInTheDocument();
    expect(screen.getByText('مریم احمدی، ۰۹۱۲۰۰۰۰۰۰۱')).toBeInTheDocument();
    await user.click(pay);
    const dialog = await screen.findByRole('dialog', { name: 'ثبت پرداخت درخواست برداشت' });
    expect(dialog).toHaveTextContent('واریز ۱۹٬۰۰۰٬۰۰۰ ریال (۱٬۹۰۰٬۰۰۰ تومان) به حساب زیر');
    await user.type(within(dialog).getByLabelText('شماره پیگیری بانکی'), '140409051234');
    await user.click(within(dialog).getByRole('button', { name: 'بله، پرداخت شد' }));

    expect(await screen.findByText('پرداخت تسویه حق‌الوکاله ثبت شد.')).toBeInTheDocument();
    expect(sent).toEqual([{ path: `${F}/payouts/fw_1/pay/`, body: { reference: '140409051234' } }]);
    // The list shows pending requests; the paid one is under «پرداخت‌شده».
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('همه درخواست‌های تسویه حق‌الوکاله بررسی شده‌اند.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /^وضعیت/ }));
    await user.click(await screen.findByRole('option', { name: 'پرداخت‌شده' }));
    expect(await screen.findByText('مریم احمدی، ۰۹۱۲۰۰۰۰۰۰۱')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /ثبت پرداخت تسویه/ })).toBeNull();
  });

  it('sets the fee commission in Persian digits and refuses more than a hundred percent', async () => {
    const user = userEvent.setup();
    renderApp('/admin/finance/fee-payouts');
    const percent = await screen.findByLabelText('درصد کارمزد', undefined, PAGE_LOAD);
    await user.type(percent, '۱۲۰');
    await user.click(screen.getByRole('button', { name: 'ثبت کارمزد' }));
    await waitFor(() => expect(percent).toHaveAccessibleDescription('درصد کارمزد حداکثر ۱۰۰ است.'));
    expect(sent).toEqual([]);

    await user.clear(percent);
    await user.type(percent, '۷');
    await user.click(screen.getByRole('button', { name: 'ثبت کارمزد' }));
    expect(await screen.findByText('کارمزد تسویه حق‌الوکاله ۷ درصد شد.')).toBeInTheDocument();
    expect(sent).toEqual([{ path: `${F}/commission/`, body: { percent: 7 } }]);
  });
});
