import { screen, within } from '@testing-library/react';
import type { MyCaseFees as MyCaseFeesData } from '@vakilyar/contract';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { PAGE_LOAD } from '@/features/payments/testing/money-fixtures';
import { saveTokens } from '@/lib/auth/token-storage';
import { server } from '@/test/msw-server';
import { fee } from '../kit/amounts';
import { agreement, instalment } from '../testing/fee-fixtures';
import { renderInApp } from '../testing/render-in-app';
import { MyCaseFees } from './my-case-fees';

const fees: MyCaseFeesData = {
  case: { pid: 'case_1', name: 'مطالبه وجه چک' },
  office: { pid: 'off_1', name: 'دفتر وکالت احمدی' },
  agreement,
  instalments: [instalment(1)],
  payments: [],
  billable_expenses: [
    {
      pid: 'exp_1',
      kind: 'court_fee',
      kind_label: 'هزینه دادرسی',
      amount: 1_500_000,
      spent_on: '2026-11-20',
      spent_on_jalali: '۱۴۰۵/۰۸/۲۹',
      description: 'تقدیم دادخواست',
    },
  ],
  totals: {
    agreed: 195_000_000,
    paid: 0,
    outstanding: 196_500_000,
    billable_expenses: 1_500_000,
    overdue: 0,
  },
  can_pay_online: true,
};

const serve = (data: MyCaseFeesData) =>
  server.use(http.get('/api/fees/v1/my/cases/case_1/', () => HttpResponse.json({ result: data })));

describe("«پرداخت‌ها» on the client's case page", () => {
  beforeEach(() => saveTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' }));

  it('lists the expenses charged to the client, so the outstanding figure adds up', async () => {
    serve(fees);
    renderInApp(<MyCaseFees casePid="case_1" />);
    const charged = await screen.findByRole('list', { name: 'هزینه‌های پرونده به حساب شما' }, PAGE_LOAD);
    expect(within(charged).getByRole('listitem')).toHaveTextContent(`هزینه دادرسی، ${fee(1_500_000)}`);
    expect(within(charged).getByRole('listitem')).toHaveTextContent('تقدیم دادخواست');
    expect(screen.getByText(fee(196_500_000))).toBeInTheDocument();
  });

  it('shows no expenses heading when nothing is charged', async () => {
    serve({ ...fees, billable_expenses: [], totals: { ...fees.totals, billable_expenses: 0 } });
    renderInApp(<MyCaseFees casePid="case_1" />);
    await screen.findByText('قرارداد حق‌الوکاله', undefined, PAGE_LOAD);
    expect(screen.queryByRole('list', { name: 'هزینه‌های پرونده به حساب شما' })).toBeNull();
  });
});
