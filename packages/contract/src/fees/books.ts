import { z } from 'zod';
import { zResult } from '../envelope.ts';
import { zSheba } from '../money/rules.ts';
import { zWithdrawalStatus } from '../money/wallet.ts';
import { zAgreement } from './agreements.ts';
import { zExpense, zFeePayment, zInstalment, zTimeEntry } from './ledger-items.ts';
import { zRialAmount } from './rial-amount-schema.ts';

const zRef = z.object({ pid: z.string(), name: z.string() });

/** What a case's money comes to; every figure in rial. */
export const zFeeTotals = z.object({
  agreed: z.number().int(),
  paid: z.number().int(),
  /** agreed + billable expenses − paid (never below zero). */
  outstanding: z.number().int(),
  expenses: z.number().int(),
  billable_expenses: z.number().int(),
  overdue: z.number().int(),
  minutes: z.number().int(),
});

/** What the caller may do on this case's money (the UI hides the rest; the server checks again). */
export const zFeeAbilities = z.object({
  manage: z.boolean(),
  record: z.boolean(),
});

/** `GET /fees/v1/cases/{case}/`: the «مالی پرونده» tab. */
export const zCaseFinance = z.object({
  case: z.object({ pid: z.string(), title: z.string(), case_number: z.string().nullable() }),
  clients: z.array(zRef),
  agreement: zAgreement.nullable(),
  instalments: z.array(zInstalment),
  payments: z.array(zFeePayment),
  expenses: z.array(zExpense),
  time_entries: z.array(zTimeEntry),
  totals: zFeeTotals,
  can: zFeeAbilities,
});
export const zCaseFinanceResponse = zResult(zCaseFinance);
export type CaseFinance = z.infer<typeof zCaseFinance>;
export type FeeTotals = z.infer<typeof zFeeTotals>;

/** `GET /fees/v1/clients/{client}/`: the «حساب موکل» panel. */
export const zClientAccount = z.object({
  client: zRef,
  cases: z.array(z.object({ case: zRef, totals: zFeeTotals, next_due_on: z.string().nullable() })),
  totals: zFeeTotals,
  payments: z.array(zFeePayment.extend({ case: zRef })),
});
export const zClientAccountResponse = zResult(zClientAccount);
export type ClientAccount = z.infer<typeof zClientAccount>;

/** `GET /fees/v1/books/receivables/`: what each client owes, those with overdue instalments first. */
export const zReceivableRow = z.object({
  client: zRef,
  cases: z.number().int(),
  agreed: z.number().int(),
  paid: z.number().int(),
  outstanding: z.number().int(),
  overdue: z.number().int(),
  oldest_overdue_on: z.string().nullable(),
});
export const zReceivables = z.object({
  rows: z.array(zReceivableRow),
  total_outstanding: z.number().int(),
  total_overdue: z.number().int(),
});
export const zReceivablesResponse = zResult(zReceivables);

/** `?year=1404` (Jalali); the current Jalali year when absent. */
export const zBooksYearQuery = z.object({
  year: z.coerce
    .number({ error: 'سال را به عدد وارد کنید.' })
    .int()
    .min(1390, { error: 'سال شمسی را مانند ۱۴۰۴ وارد کنید.' })
    .max(1500, { error: 'سال شمسی را مانند ۱۴۰۴ وارد کنید.' })
    .optional(),
});

/** `GET /fees/v1/books/income/`: fees received by Jalali month (all twelve, zero where none). */
export const zIncomeMonth = z.object({
  month: z.number().int(),
  label: z.string(),
  received: z.number().int(),
  online: z.number().int(),
  payments: z.number().int(),
  expenses: z.number().int(),
});
export const zIncome = z.object({
  year: z.number().int(),
  months: z.array(zIncomeMonth),
  total: z.number().int(),
});
export const zIncomeResponse = zResult(zIncome);

/** `GET /fees/v1/books/yearly/`: the statement for the bar's declaration and the tax office. */
export const zYearlyStatement = z.object({
  year: z.number().int(),
  fees_received: z.number().int(),
  /** Fees written in the powers of attorney of agreements signed this year, and their stamps (art. 103, 29). */
  attorney_fees: z.number().int(),
  stamps: z.number().int(),
  bar_fund: z.number().int(),
  bar: z.number().int(),
  /** Art. 34: 20 × the stamps, the income a tax board assesses. */
  assessed_income: z.number().int(),
  expenses: z.number().int(),
  billable_expenses: z.number().int(),
  by_method: z.array(z.object({ method: z.string(), label: z.string(), amount: z.number().int() })),
  agreements: z.number().int(),
  lines: z.array(z.string()),
});
export const zYearlyStatementResponse = zResult(zYearlyStatement);

/** `GET /fees/v1/books/due-instalments/`: overdue instalments, then those due in the next 7 days. */
export const zDueInstalment = z.object({
  instalment: z.object({
    pid: z.string(),
    number: z.number().int(),
    due_on: z.string(),
    due_on_jalali: z.string(),
    amount: z.number().int(),
    paid_amount: z.number().int(),
    status: z.string(),
    status_label: z.string(),
    days_overdue: z.number().int(),
  }),
  case: zRef,
  client: zRef.nullable(),
});
export const zDueInstalments = z.object({
  overdue: z.array(zDueInstalment),
  upcoming: z.array(zDueInstalment),
});
export const zDueInstalmentsResponse = zResult(zDueInstalments);

/** `GET /fees/v1/settings/`, `PUT` (the lawyer). */
export const zFeeSettings = z.object({
  /** The office's secretaries may record payments and expenses. */
  secretaries_may_record: z.boolean(),
  /** Days before a due date the reminder goes (to the client by SMS and to the lawyer). */
  remind_days_before: z.number().int().min(0).max(30),
});
export const zFeeSettingsRequest = z.object({
  secretaries_may_record: z.boolean().optional(),
  remind_days_before: z.coerce
    .number({ error: 'تعداد روز را به عدد وارد کنید.' })
    .int()
    .min(0, { error: 'تعداد روز نمی‌تواند منفی باشد.' })
    .max(30, { error: 'یادآوری حداکثر ۳۰ روز پیش از سررسید است.' })
    .optional(),
});
export const zFeeSettingsResponse = zResult(zFeeSettings);

/** `GET /fees/v1/fee-account/`: the lawyer's fee account in the ledger (online payments land here). */
export const zFeeAccount = z.object({
  balance: z.number().int(),
  /** Percent the platform keeps of a payout (the admin sets it; 0 by default). */
  commission_percent: z.number(),
  withdrawals: z.array(
    z.object({
      pid: z.string(),
      amount: z.number().int(),
      commission: z.number().int(),
      net: z.number().int(),
      sheba: z.string(),
      status: z.string(),
      status_label: z.string(),
      created_at: z.string(),
    }),
  ),
});
export const zFeeAccountResponse = zResult(zFeeAccount);
export const zFeeWithdrawRequest = z.object({ amount: zRialAmount('مبلغ برداشت'), sheba: zSheba });

/** The admin's side of fee payouts. */
export const zFeeCommissionRequest = z.object({
  percent: z.coerce
    .number({ error: 'درصد کارمزد را به عدد وارد کنید.' })
    .int({ error: 'درصد کارمزد باید عدد صحیح باشد.' })
    .min(0, { error: 'درصد کارمزد نمی‌تواند منفی باشد.' })
    .max(100, { error: 'درصد کارمزد حداکثر ۱۰۰ است.' }),
});
export const zFeePayoutDecision = z.object({
  reference: z.string().max(80).optional(),
  reason: z.string().max(300).optional(),
});
export const zAdminFeePayout = z.object({
  pid: z.string(),
  amount: z.number().int(),
  commission: z.number().int(),
  net: z.number().int(),
  sheba: z.string(),
  status: z.string(),
  created_at: z.string(),
});
/** In the admins' list, with who asked. */
export const zAdminFeePayoutListed = zAdminFeePayout.extend({
  user: z.object({ pid: z.string(), first_name: z.string(), last_name: z.string(), phone: z.string() }),
});
export const zAdminFeePayoutsResponse = zResult(z.array(zAdminFeePayoutListed));
/** `GET /fees/v1/admin/payouts/?status=`: one status, or every request when absent. */
export const zAdminFeePayoutsQuery = z.object({ status: zWithdrawalStatus.optional() });
export const zFeeCommissionResponse = zResult(z.object({ percent: z.number().int() }));

// The client portal ---------------------------------------------------------------------------------

/** `GET /fees/v1/my/cases/{case}/`: what the client sees of a case's money. */
export const zMyCaseFees = z.object({
  case: zRef,
  office: zRef,
  agreement: zAgreement
    .pick({
      pid: true,
      basis: true,
      basis_label: true,
      agreed_fee: true,
      contract_registration_no: true,
      signed_on: true,
    })
    .nullable(),
  instalments: z.array(zInstalment),
  payments: z.array(
    zFeePayment.pick({
      pid: true,
      receipt_no: true,
      amount: true,
      method: true,
      method_label: true,
      paid_on: true,
      paid_on_jalali: true,
      reference: true,
    }),
  ),
  billable_expenses: z.array(
    zExpense.pick({
      pid: true,
      kind: true,
      kind_label: true,
      amount: true,
      spent_on: true,
      spent_on_jalali: true,
      description: true,
    }),
  ),
  totals: zFeeTotals.pick({
    agreed: true,
    paid: true,
    outstanding: true,
    billable_expenses: true,
    overdue: true,
  }),
  /** Online payment is open (the office's agreement exists and something is owed). */
  can_pay_online: z.boolean(),
});
export const zMyCaseFeesResponse = zResult(zMyCaseFees);
/** `GET /fees/v1/my/`: every case of the client that has an agreement. */
export const zMyFeesResponse = zResult(z.array(zMyCaseFees));
export type MyCaseFees = z.infer<typeof zMyCaseFees>;

/** `POST /fees/v1/my/cases/{case}/pay/` and `POST /fees/v1/pay/{token}/start/`: where to pay. */
export const zFeePayRequest = z
  .object({ instalment: z.string().trim().max(40).nullish(), amount: zRialAmount('مبلغ').nullish() })
  .refine((v) => v.instalment || v.amount, { error: 'قسط یا مبلغ پرداخت را انتخاب کنید.', path: ['amount'] });
export const zFeePayStart = z.object({ pid: z.string(), payment_url: z.string(), amount: z.number().int() });
export const zFeePayStartResponse = zResult(zFeePayStart);

/** `GET /fees/v1/pay/{token}/`: what a texted link is for (no sign-in; names shortened). */
export const zPayLinkInfo = z.object({
  office: z.string(),
  client: z.string(),
  case_title: z.string(),
  amount: z.number().int(),
  status: z.enum(['open', 'paid', 'expired']),
  expires_at: z.string(),
});
export const zPayLinkInfoResponse = zResult(zPayLinkInfo);

export type Receivables = z.infer<typeof zReceivables>;
export type Income = z.infer<typeof zIncome>;
export type YearlyStatement = z.infer<typeof zYearlyStatement>;
export type DueInstalments = z.infer<typeof zDueInstalments>;
export type FeeSettings = z.infer<typeof zFeeSettings>;
export type FeeAccount = z.infer<typeof zFeeAccount>;
export type PayLinkInfo = z.infer<typeof zPayLinkInfo>;
