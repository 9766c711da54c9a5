import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { caseItem } from '@/features/cases/test/office-fixtures';
import { PAGE_LOAD } from '@/features/payments/testing/money-fixtures';
import { saveTokens } from '@/lib/auth/token-storage';
import { server } from '@/test/msw-server';
import { emptyFinance, refused, scheduledFinance, serveCaseFinance } from '../testing/fee-fixtures';
import { renderInApp } from '../testing/render-in-app';
import { CaseFeesTab } from './case-fees-tab';

const renderTab = () => renderInApp(<CaseFeesTab item={caseItem} />);
// The agreement's tariff is computed again at every key typed, on two shared cores.
const SLOW = { timeout: 45_000 } as const;

describe('the «مالی پرونده» tab', SLOW, () => {
  beforeEach(() => saveTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' }));

  it('makes the agreement from the tariff: the figure follows the claim as typed, one click takes it', async () => {
    const sent = serveCaseFinance(emptyFinance);
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'ثبت قرارداد حق‌الوکاله' }, PAGE_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'قرارداد حق‌الوکاله' });

    await user.type(within(dialog).getByLabelText(/^بهای خواسته/), '۳۰۰۰۰۰۰۰۰۰');
    const tariff = within(dialog).getByRole('region', { name: /^رقم تعرفه/ });
    expect(tariff).toHaveTextContent('رقم تعرفه: ۱۹۵٬۰۰۰٬۰۰۰ ریال');
    expect(tariff).toHaveTextContent('مرحله نخستین (بدوی): ۱۱۷٬۰۰۰٬۰۰۰ ریال');
    expect(tariff).toHaveTextContent('مرحله تجدیدنظر: ۷۸٬۰۰۰٬۰۰۰ ریال');

    await user.click(within(dialog).getByRole('button', { name: 'درج رقم تعرفه به‌عنوان حق‌الوکاله' }));
    expect(within(dialog).getByLabelText(/^حق‌الوکاله توافقی/)).toHaveValue('۱۹۵٬۰۰۰٬۰۰۰');
    // The stamp is 5% of the fee in the power of attorney, which is the agreed fee when left empty.
    expect(within(dialog).getByRole('region', { name: 'تمبر مالیاتی و سهم کانون' })).toHaveTextContent(
      '۹٬۷۵۰٬۰۰۰ ریال',
    );
    await user.type(within(dialog).getByLabelText('شماره ثبت در سامانه قراردادهای الکترونیکی'), '۱۴۰۵۱۲۳۴');
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/api/fees/v1/cases/case_1/agreement/',
        body: expect.objectContaining({
          basis: 'agreed',
          agreed_fee: 195_000_000,
          tariff: {
            matter: 'money_claim',
            claim_amount: 3_000_000_000,
            first_instance_final: false,
            specialist: false,
            outcome: 'judgment',
          },
          payer: 'client',
          contract_registration_no: '14051234',
        }),
      },
    ]);
  });

  it('refuses a fee typed with letters, in Persian under the field, and sends nothing', async () => {
    const sent = serveCaseFinance(emptyFinance);
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'ثبت قرارداد حق‌الوکاله' }, PAGE_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'قرارداد حق‌الوکاله' });
    await user.type(within(dialog).getByLabelText(/^بهای خواسته/), '۵۰۰۰۰۰۰۰۰');
    const fee = within(dialog).getByLabelText(/^حق‌الوکاله توافقی/);
    await user.type(fee, '۱۲abc');
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    await waitFor(() =>
      expect(fee).toHaveAccessibleDescription('حق‌الوکاله توافقی را فقط با رقم وارد کنید (مانند ۱۲٬۵۰۰٬۰۰۰).'),
    );
    await user.clear(fee);
    await user.type(fee, '-5');
    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(fee).toHaveAccessibleDescription('حق‌الوکاله توافقی نمی‌تواند منفی باشد.'));
    expect(sent).toEqual([]);
    expect(dialog).toBeInTheDocument();
  });

  it('plans instalments that add up: the sum is checked as typed, and the server’s refusal is shown', async () => {
    serveCaseFinance(scheduledFinance);
    const put: unknown[] = [];
    server.use(
      http.put('/api/fees/v1/cases/case_1/instalments/', async ({ request }) => {
        put.push(await request.json());
        return refused('instalments', 'جمع اقساط با حق‌الوکاله توافقی برابر نیست.');
      }),
    );
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'تنظیم اقساط' }, PAGE_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'جدول اقساط حق‌الوکاله' });
    const sum = within(dialog).getByRole('status');
    expect(sum).toHaveTextContent('جمع اقساط ۱۹٬۵۰۰٬۰۰۰ تومان از حق‌الوکاله ۱۹٬۵۰۰٬۰۰۰ تومان');

    const amounts = within(dialog).getAllByLabelText(/مبلغ قسط/);
    await user.clear(amounts[2] as HTMLElement);
    await user.type(amounts[2] as HTMLElement, '۵۰۰۰۰۰۰۰');
    expect(sum).toHaveTextContent('۱٬۵۰۰٬۰۰۰ تومان اختلاف دارد');
    // A row added takes what is missing.
    await user.click(within(dialog).getByRole('button', { name: 'افزودن قسط' }));
    expect(within(dialog).getAllByLabelText(/مبلغ قسط/)[3]).toHaveValue('۱۵٬۰۰۰٬۰۰۰');
    expect(sum).not.toHaveTextContent('اختلاف');

    // Split again, evenly in four: 48,750,000 each.
    const count = within(dialog).getByLabelText('تعداد اقساط');
    await user.clear(count);
    await user.type(count, '۴');
    await user.click(within(dialog).getByRole('button', { name: 'تقسیم مساوی' }));
    expect(
      within(dialog)
        .getAllByLabelText(/مبلغ قسط/)
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['۴۸٬۷۵۰٬۰۰۰', '۴۸٬۷۵۰٬۰۰۰', '۴۸٬۷۵۰٬۰۰۰', '۴۸٬۷۵۰٬۰۰۰']);

    await user.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'جمع اقساط با حق‌الوکاله توافقی برابر نیست.',
    );
    expect(put).toEqual([
      {
        remind_client: true,
        instalments: Array.from({ length: 4 }, () => expect.objectContaining({ amount: 48_750_000 })),
      },
    ]);
  });

  it('records a payment of an instalment: a cheque needs its number; a card payment goes with its reference', async () => {
    const sent = serveCaseFinance(scheduledFinance);
    const user = userEvent.setup();
    renderTab();
    const instalments = await screen.findByRole('list', { name: 'اقساط' }, PAGE_LOAD);
    await user.click(within(instalments).getAllByRole('button', { name: 'ثبت پرداخت' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'ثبت پرداخت موکل' });
    expect(within(dialog).getByLabelText(/مبلغ \(ریال\)/)).toHaveValue('۶۵٬۰۰۰٬۰۰۰');

    await user.click(within(dialog).getByRole('combobox', { name: 'روش پرداخت' }));
    await user.click(await screen.findByRole('option', { name: 'چک' }));
    const chequeNumber = within(dialog).getByLabelText(/شماره چک/);
    await user.click(within(dialog).getByRole('button', { name: 'ثبت پرداخت' }));
    await waitFor(() =>
      expect(chequeNumber).toHaveAccessibleDescription('برای چک، شماره و تاریخ سررسید آن را وارد کنید.'),
    );
    expect(sent).toEqual([]);

    await user.click(within(dialog).getByRole('combobox', { name: 'روش پرداخت' }));
    await user.click(await screen.findByRole('option', { name: 'کارت به کارت' }));
    expect(within(dialog).queryByLabelText(/شماره چک/)).toBeNull();
    await user.type(within(dialog).getByLabelText('شماره پیگیری یا مرجع'), '۷۸۹۴۵۶');
    await user.click(within(dialog).getByRole('button', { name: 'ثبت پرداخت' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/fees/v1/cases/case_1/payments/',
        body: expect.objectContaining({
          amount: 65_000_000,
          method: 'card_to_card',
          instalment: 'ins_1',
          reference: '789456',
          slip_file: null,
        }),
      },
    ]);
  });
});
