import { z } from 'zod';
import { zPage, zPageQuery, zResult } from '../envelope.ts';
import { zDepositRequest } from './wallet.ts';

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'cancelled'] as const;
export const zPaymentStatus = z.enum(PAYMENT_STATUSES, { error: 'وضعیت پرداخت معتبر نیست.' });
export type PaymentStatus = z.infer<typeof zPaymentStatus>;
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'در انتظار پرداخت',
  paid: 'پرداخت‌شده',
  failed: 'ناموفق',
  cancelled: 'لغوشده',
};

export const PAYMENT_PURPOSES = ['wallet_deposit', 'subscription', 'office_fee'] as const;
export const zPaymentPurpose = z.enum(PAYMENT_PURPOSES, { error: 'نوع پرداخت معتبر نیست.' });
export type PaymentPurpose = z.infer<typeof zPaymentPurpose>;
export const PAYMENT_PURPOSE_LABELS: Record<PaymentPurpose, string> = {
  wallet_deposit: 'خرید سکه',
  subscription: 'خرید اشتراک',
  office_fee: 'پرداخت حق‌الوکاله',
};

/**
 * Why a payment is in its state, in the `reason` of the verify answer and of /payment/result:
 * `verified` and `already_verified` mean paid; `gateway_error` and `gateway_timeout` leave it pending
 * (safe to retry); the others mean nothing was paid or credited.
 */
export const PAYMENT_REASONS = [
  'verified',
  'already_verified',
  'cancelled',
  'not_paid',
  'amount_mismatch',
  'unknown_authority',
  'gateway_rejected',
  'gateway_error',
  'gateway_timeout',
  'awaiting_payment',
] as const;
export const zPaymentReason = z.enum(PAYMENT_REASONS);
export type PaymentReason = z.infer<typeof zPaymentReason>;

export const zPayment = z.object({
  pid: z.string(),
  /** Rials. */
  amount: z.number().int(),
  amount_toman: z.number().int(),
  /** Coins credited to the wallet when it is paid. */
  coins: z.number().int(),
  purpose: zPaymentPurpose,
  purpose_label: z.string(),
  status: zPaymentStatus,
  status_label: z.string(),
  reason: zPaymentReason.nullable(),
  gateway: z.string(),
  authority: z.string().nullable(),
  ref_id: z.string().nullable(),
  card_pan: z.string().nullable(),
  description: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});

export const zCreatePaymentRequest = zDepositRequest;

export const zPaymentsQuery = zPageQuery.extend({
  status: zPaymentStatus.optional(),
  purpose: zPaymentPurpose.optional(),
});

/** The gateway's callback: `Authority` and `Status=OK|NOK`, exactly as ZarinPal sends them. */
export const zPaymentVerifyQuery = z.looseObject({
  Authority: z.string().max(100).optional(),
  Status: z.string().max(20).optional(),
  authority: z.string().max(100).optional(),
  status: z.string().max(20).optional(),
  /** Present only when someone edits the link: compared with ours, never trusted. */
  Amount: z.string().max(30).optional(),
  amount: z.string().max(30).optional(),
});

export const zPaymentVerifyResult = z.object({
  pid: z.string().nullable(),
  status: zPaymentStatus,
  reason: zPaymentReason,
  message: z.string(),
  amount: z.number().int().nullable(),
  ref_id: z.string().nullable(),
});

/** The web page the verify callback sends the browser to, with `pid`, `status` and `reason`. */
export const PAYMENT_RESULT_PAGE = '/payment/result';

export const zPaymentResponse = zResult(zPayment);
export const zPaymentsResponse = zPage(zPayment);
export const zPaymentVerifyResponse = zResult(zPaymentVerifyResult);

export type Payment = z.infer<typeof zPayment>;
export type PaymentsQuery = z.infer<typeof zPaymentsQuery>;
export type PaymentVerifyResult = z.infer<typeof zPaymentVerifyResult>;
