// A payment as stored and as answered, and what a purpose (a subscription, coins) hooks into it.
import {
  PAYMENT_PURPOSE_LABELS,
  PAYMENT_STATUS_LABELS,
  type Payment,
  type PaymentPurpose,
  type PaymentReason,
  type PaymentStart,
  type PaymentStatus,
  type PaymentVerifyResult,
  rialsToToman,
} from '@vakilyar/contract';
import type { Tx } from '../../db/client.ts';
import type { CoinQuote } from '../wallet/coins.service.ts';
import { iso } from '../wallet/money-http.ts';
import type { payments } from './payment.tables.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** What a purpose does when its payment settles, inside the same transaction (after the coins are credited). */
export interface PurposeHooks {
  onPaid?(tx: Tx, payment: PaymentRow): Promise<void>;
  onFailed?(tx: Tx, payment: PaymentRow): Promise<void>;
}

export interface StartPaymentInput {
  userId: number;
  mobile?: string;
  purpose: PaymentPurpose;
  quote: CoinQuote;
  description: string;
  /** Already scoped by operation and user (see operationKey). */
  idempotencyKey: string;
  origin: string;
  /** Runs in the transaction that stores the payment, e.g. to store the subscription it pays for. */
  afterInsert?(tx: Tx, payment: PaymentRow): Promise<void>;
}

export const presentPaymentStart = (row: PaymentRow, paymentUrl: string): PaymentStart => ({
  pid: row.pid,
  authority: row.authority ?? '',
  payment_url: paymentUrl,
  amount: row.amount,
});

export function presentPayment(row: PaymentRow): Payment {
  return {
    pid: row.pid,
    amount: row.amount,
    amount_toman: rialsToToman(row.amount),
    coins: row.coins,
    purpose: row.purpose as PaymentPurpose,
    purpose_label: PAYMENT_PURPOSE_LABELS[row.purpose as PaymentPurpose] ?? row.purpose,
    status: row.status as PaymentStatus,
    status_label: PAYMENT_STATUS_LABELS[row.status as PaymentStatus],
    reason: (row.reason as PaymentReason | null) ?? null,
    gateway: row.gateway,
    authority: row.authority,
    ref_id: row.refId,
    card_pan: row.cardPan,
    description: row.description,
    created_at: row.createdAt.toISOString(),
    paid_at: iso(row.paidAt),
  };
}

export interface VerifyOutcome extends PaymentVerifyResult {
  payment: PaymentRow | null;
}
