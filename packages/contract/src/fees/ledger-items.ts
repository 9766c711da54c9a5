import { z } from 'zod';
import { zCalendarDate } from '../calendar/fields.ts';
import { fieldText, normalizePersianText, toLatinDigits } from '../persian.ts';
import { zRialAmount } from './rial-amount-schema.ts';
import {
  INSTALMENT_STATUSES,
  MANUAL_FEE_PAYMENT_METHODS,
  zFeeExpenseKind,
  zFeePaymentMethod,
} from './vocabulary.ts';

const text = (max: number) =>
  z
    .string()
    .max(max, { error: fieldText.maxChars(max) })
    .transform((v) => normalizePersianText(v) || null)
    .nullish();
const pidRef = z.string().trim().min(1).max(40);

// Instalments ----------------------------------------------------------------------------------------

/** One line of the schedule; `pid` keeps an existing (maybe paid) instalment. */
export const zInstalmentInput = z.object({
  pid: pidRef.optional(),
  due_on: zCalendarDate('تاریخ سررسید'),
  amount: zRialAmount('مبلغ قسط'),
});
/** `PUT /fees/v1/cases/{case}/instalments/`: the whole schedule; it must add up to the agreed fee. */
export const zInstalmentScheduleRequest = z.object({
  instalments: z.array(zInstalmentInput).max(120, { error: 'تعداد اقساط حداکثر ۱۲۰ است.' }),
  /** Text the client before each due date (by the office's SMS credit). */
  remind_client: z.boolean().default(true),
});
export type InstalmentScheduleRequest = z.output<typeof zInstalmentScheduleRequest>;

export const zInstalment = z.object({
  pid: z.string(),
  number: z.number().int(),
  due_on: z.string(),
  due_on_jalali: z.string(),
  amount: z.number().int(),
  paid_amount: z.number().int(),
  status: z.enum(INSTALMENT_STATUSES),
  status_label: z.string(),
  /** Days past due (0 when not overdue). */
  days_overdue: z.number().int(),
});
export type Instalment = z.infer<typeof zInstalment>;

// Payments -------------------------------------------------------------------------------------------

/**
 * `POST /fees/v1/cases/{case}/payments/` (with an `Idempotency-Key` header): a payment recorded by hand.
 * A cheque needs its number and due date; `slip_file` is the pid of an uploaded image (`/document/v1/upload-image/`).
 */
export const zManualPaymentRequest = z
  .object({
    amount: zRialAmount('مبلغ پرداخت'),
    method: z.enum(MANUAL_FEE_PAYMENT_METHODS, { error: 'روش پرداخت را انتخاب کنید.' }),
    paid_on: zCalendarDate('تاریخ پرداخت'),
    instalment: pidRef.nullish(),
    reference: z
      .string()
      .max(60, { error: fieldText.maxChars(60) })
      .transform((v) => toLatinDigits(v).trim() || null)
      .nullish(),
    cheque_number: z
      .string()
      .max(40, { error: fieldText.maxChars(40) })
      .transform((v) => toLatinDigits(v).trim() || null)
      .nullish(),
    cheque_due_on: zCalendarDate('تاریخ سررسید چک').nullish(),
    slip_file: pidRef.nullish(),
    note: text(500),
  })
  .refine((v) => v.method !== 'cheque' || (v.cheque_number && v.cheque_due_on), {
    error: 'برای چک، شماره و تاریخ سررسید آن را وارد کنید.',
    path: ['cheque_number'],
  });
export type ManualPaymentRequest = z.output<typeof zManualPaymentRequest>;
export type ManualPaymentForm = z.input<typeof zManualPaymentRequest>;

export const zFeePayment = z.object({
  pid: z.string(),
  /** The receipt's number in the office's own sequence. */
  receipt_no: z.number().int(),
  amount: z.number().int(),
  method: zFeePaymentMethod,
  method_label: z.string(),
  paid_on: z.string(),
  paid_on_jalali: z.string(),
  instalment: z.string().nullable(),
  reference: z.string().nullable(),
  cheque_number: z.string().nullable(),
  cheque_due_on: z.string().nullable(),
  /** Pid of the slip photo, downloadable through `/document/v1/files/{pid}/download/`. */
  slip_file: z.string().nullable(),
  /** The receipt PDF filed in the case's documents. */
  receipt_document: z.string().nullable(),
  note: z.string().nullable(),
  recorded_by: z.object({ pid: z.string(), first_name: z.string(), last_name: z.string() }).nullable(),
  created_at: z.string(),
});
export type FeePayment = z.infer<typeof zFeePayment>;

/** `POST /fees/v1/cases/{case}/payment-link/`: text the client a link to pay an instalment or an amount. */
export const zPaymentLinkRequest = z
  .object({ instalment: pidRef.nullish(), amount: zRialAmount('مبلغ').nullish() })
  .refine((v) => v.instalment || v.amount, { error: 'قسط یا مبلغ را انتخاب کنید.', path: ['amount'] });
export const zPaymentLinkResult = z.object({
  url: z.string(),
  amount: z.number().int(),
  expires_at: z.string(),
  /** `sent`, or `no_credit` with `message` saying so honestly (the link is still made). */
  sms: z.enum(['sent', 'no_credit', 'no_mobile']),
  message: z.string(),
});

// Expenses and time ----------------------------------------------------------------------------------

export const zExpenseRequest = z.object({
  kind: zFeeExpenseKind,
  amount: zRialAmount('مبلغ هزینه'),
  spent_on: zCalendarDate('تاریخ هزینه'),
  description: text(300),
  /** Charged to the client (added to what they owe). */
  billable: z.boolean().default(true),
  receipt_file: pidRef.nullish(),
});
export type ExpenseRequest = z.output<typeof zExpenseRequest>;
export type ExpenseForm = z.input<typeof zExpenseRequest>;

export const zExpense = z.object({
  pid: z.string(),
  kind: zFeeExpenseKind,
  kind_label: z.string(),
  amount: z.number().int(),
  spent_on: z.string(),
  spent_on_jalali: z.string(),
  description: z.string().nullable(),
  billable: z.boolean(),
  receipt_file: z.string().nullable(),
  created_at: z.string(),
});
export type Expense = z.infer<typeof zExpense>;

export const zTimeEntryRequest = z.object({
  minutes: z.preprocess(
    (v) => (typeof v === 'string' ? Number(toLatinDigits(v).trim()) : v),
    z
      .number({ error: 'مدت کار را به دقیقه وارد کنید.' })
      .int({ error: 'مدت کار باید عدد صحیح باشد.' })
      .min(1, { error: 'مدت کار دست‌کم یک دقیقه است.' })
      .max(24 * 60, { error: 'مدت یک ردیف کار حداکثر ۲۴ ساعت است.' }),
  ),
  worked_on: zCalendarDate('تاریخ کار'),
  description: z
    .string({ error: 'شرح کار را وارد کنید.' })
    .transform(normalizePersianText)
    .pipe(
      z
        .string()
        .min(2, { error: 'شرح کار را وارد کنید.' })
        .max(300, { error: fieldText.maxChars(300) }),
    ),
});
export type TimeEntryRequest = z.output<typeof zTimeEntryRequest>;

export const zTimeEntry = z.object({
  pid: z.string(),
  minutes: z.number().int(),
  worked_on: z.string(),
  worked_on_jalali: z.string(),
  description: z.string(),
  /** minutes × the agreement's hourly rate / 60, when it has one. */
  amount: z.number().int().nullable(),
  user: z.object({ pid: z.string(), first_name: z.string(), last_name: z.string() }),
  created_at: z.string(),
});
export type TimeEntry = z.infer<typeof zTimeEntry>;
