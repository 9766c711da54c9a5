import { z } from 'zod';
import { zPage, zPageQuery, zResult } from '../envelope.ts';
import { zPaymentReason, zPaymentStatus } from './payment.ts';
import { zPid } from './rules.ts';
import { zPaymentStart } from './wallet.ts';

/** What a package allows; null means unlimited. */
export const zSubscriptionLimits = z.object({
  cases: z.number().int().nullable(),
  ai_chats_per_month: z.number().int().nullable(),
  /** SMS credits granted when the subscription starts. */
  included_sms: z.number().int(),
});

export const zSubscriptionPackage = z.object({
  pid: z.string(),
  name: z.string(),
  description: z.string(),
  /** Coins. */
  price: z.number().int(),
  duration_days: z.number().int(),
  limits: zSubscriptionLimits,
  is_active: z.boolean(),
  sort_order: z.number().int(),
});

export const SUBSCRIPTION_STATUSES = [
  'pending_payment',
  'active',
  'cancelled',
  'expired',
  'failed',
  'upgraded',
] as const;
export const zSubscriptionStatus = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof zSubscriptionStatus>;
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  pending_payment: 'در انتظار پرداخت',
  active: 'فعال',
  cancelled: 'لغو تمدید (فعال تا پایان دوره)',
  expired: 'پایان‌یافته',
  failed: 'ناموفق',
  upgraded: 'ارتقا یافت',
};

export const zSubscription = z.object({
  pid: z.string(),
  package: z.object({ pid: z.string(), name: z.string() }),
  /** `cancelled`: renewal is off, access lasts until `ends_at`. */
  status: zSubscriptionStatus,
  status_label: z.string(),
  price: z.number().int(),
  duration_days: z.number().int(),
  limits: zSubscriptionLimits,
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  auto_renew: z.boolean(),
  cancelled_at: z.string().nullable(),
  days_left: z.number().int(),
  payment_pid: z.string().nullable(),
  failure_reason: z.string().nullable(),
  created_at: z.string(),
});

export const zSubscribeRequest = z.object({ package: zPid }).strict();
export const zTopUpAndSubscribeRequest = zSubscribeRequest;

export const zSubscribeResult = zSubscription.extend({ message: z.string() });

/**
 * Moving up from the current plan before it ends: the new plan starts now for its full length, and the
 * unused days of the current one are credited against its price.
 */
export const zUpgradeQuote = z.object({
  package: z.object({ pid: z.string(), name: z.string() }),
  /** Coins the unused days of the current plan are worth. */
  credit: z.number().int(),
  /** Coins to pay: the new plan's price less the credit. */
  cost: z.number().int(),
  /** Coins missing from the wallet for it, paid by card when positive. */
  shortfall: z.number().int(),
});
export const zUpgradeQuoteQuery = z.object({ package: zPid });

export const zTopUpAndSubscribeResult = z.object({
  subscription: zSubscription,
  /** The card payment for the shortfall; null when the wallet already covered the price. */
  payment: zPaymentStart.nullable(),
  /** Coins missing from the wallet when the request was made. */
  shortfall: z.number().int(),
  message: z.string(),
});

export const zVerifySubscriptionPaymentResult = z.object({
  subscription: zSubscription,
  payment: z
    .object({ pid: z.string(), status: zPaymentStatus, reason: zPaymentReason.nullable() })
    .nullable(),
  message: z.string(),
});

/** GET /api/chat/v1/subscriptions/active/: what the caller's chats may use now. */
export const zChatAllowance = z.object({
  has_subscription: z.boolean(),
  package: z.object({ pid: z.string(), name: z.string() }).nullable(),
  ends_at: z.string().nullable(),
  /** null: unlimited. */
  ai_chats_per_month: z.number().int().nullable(),
  /** The AI chats still open to the caller in this Jalali month; null: unlimited. */
  ai_chats_left: z.number().int().nullable(),
  ai_chat_time_limit_seconds: z.number().int(),
  cases: z.number().int().nullable(),
  included_sms: z.number().int(),
});

export const zSubscriptionsQuery = zPageQuery;

export const zSubscriptionPackageResponse = zResult(zSubscriptionPackage);
export const zSubscriptionPackagesResponse = zResult(z.array(zSubscriptionPackage));
export const zSubscriptionResponse = zResult(zSubscription);
export const zSubscriptionsResponse = zPage(zSubscription);
export const zSubscribeResponse = zResult(zSubscribeResult);
export const zTopUpAndSubscribeResponse = zResult(zTopUpAndSubscribeResult);
export const zUpgradeQuoteResponse = zResult(zUpgradeQuote);
export const zVerifySubscriptionPaymentResponse = zResult(zVerifySubscriptionPaymentResult);
export const zChatAllowanceResponse = zResult(zChatAllowance);

export type SubscriptionLimits = z.infer<typeof zSubscriptionLimits>;
export type SubscriptionPackage = z.infer<typeof zSubscriptionPackage>;
export type Subscription = z.infer<typeof zSubscription>;
export type ChatAllowance = z.infer<typeof zChatAllowance>;
export type UpgradeQuote = z.infer<typeof zUpgradeQuote>;
