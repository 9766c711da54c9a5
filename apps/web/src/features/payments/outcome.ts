import {
  PAYMENT_REASONS,
  PAYMENT_STATUSES,
  type Payment,
  type PaymentReason,
  type PaymentStatus,
} from '@vakilyar/contract';
import { feesText } from '@/locales/fa/fees';
import { paymentsText } from '@/locales/fa/payments';

/** What the gateway's return link says: only a hint, until the server's own record is read. */
export interface ReturnQuery {
  pid: string | null;
  status: PaymentStatus | null;
  reason: PaymentReason | null;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.find((candidate) => candidate === value) ?? null;

export function readReturnQuery(search: URLSearchParams): ReturnQuery {
  const pid = search.get('pid')?.trim();
  return {
    pid: pid || null,
    status: oneOf(PAYMENT_STATUSES, search.get('status')),
    reason: oneOf(PAYMENT_REASONS, search.get('reason')),
  };
}

export interface Outcome {
  status: PaymentStatus;
  heading: string;
  message: string;
}

const DEFAULT_REASON: Record<PaymentStatus, PaymentReason> = {
  paid: 'verified',
  pending: 'awaiting_payment',
  failed: 'not_paid',
  cancelled: 'cancelled',
};

/**
 * The verified state of a payment, in words; the link's reason only fills in what the record lacks.
 * A paid subscription payment says whether the subscription started (`subscriptionStarted`), which
 * it may not have (another one began meanwhile): the coins then stay in the wallet.
 */
export function outcomeOf(payment: Payment, hint: ReturnQuery, subscriptionStarted?: boolean): Outcome {
  const text = paymentsText.result;
  const reason = payment.reason ?? hint.reason ?? DEFAULT_REASON[payment.status];
  const forSubscription = payment.status === 'paid' && payment.purpose === 'subscription';
  if (payment.status === 'paid' && payment.purpose === 'office_fee') {
    return { status: payment.status, heading: text.headings.paid, message: feesText.result.paid };
  }
  const message = forSubscription
    ? subscriptionStarted === false
      ? text.subscriptionNotStarted
      : text.subscriptionPaid
    : text.reasons[payment.status === 'paid' && reason !== 'already_verified' ? 'verified' : reason];
  return { status: payment.status, heading: text.headings[payment.status], message };
}

/** Without a payment to read (an unknown authority), the link's own verdict is all there is. */
export function outcomeWithoutPayment(hint: ReturnQuery): Outcome {
  const text = paymentsText.result;
  return {
    status: 'failed',
    heading: text.headings.failed,
    message: hint.reason ? text.reasons[hint.reason] : text.missing,
  };
}
