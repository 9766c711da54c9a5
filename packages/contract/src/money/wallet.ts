import { z } from 'zod';
import { zPage, zPageQuery, zResult } from '../envelope.ts';
import { MONEY_RULES, zDate, zPid, zSheba, zWholeNumber } from './rules.ts';

export const zCoinSettings = z.object({
  pid: z.string(),
  /** Rials per coin; may be stored negative or fractional: prices use round(value × |exchange_rate|). */
  exchange_rate: z.number(),
  currency: z.literal('IRR'),
  updated_at: z.string(),
});

export const zCoinPackage = z.object({
  pid: z.string(),
  name: z.string(),
  /** Coins the package gives. */
  value: z.number().int(),
  /** Price in Rials: round(value × |exchange_rate|). */
  amount: z.number().int(),
  /** The same price in Toman, for display. */
  amount_toman: z.number().int(),
  is_active: z.boolean(),
  sort_order: z.number().int(),
});

export const zWalletBalance = z.object({ balance: z.number().int() });

export const zWalletDetails = z.object({
  /** Coins the user can spend. */
  balance: z.number().int(),
  /** Coins held for pending payouts and fees. */
  held: z.number().int(),
  /** balance + held. */
  total: z.number().int(),
  /** Coins that came in (purchases by card, rewards, earnings, refunds). */
  total_in: z.number().int(),
  /** Coins that went out (spending, paid-out withdrawals, charged fees). */
  total_out: z.number().int(),
});

export const TRANSACTION_KINDS = [
  'deposit',
  'withdraw',
  'payout',
  'hold',
  'release',
  'charge',
  'fee_share',
  'refund',
  'purchase',
  'subscription',
  'sms',
  'referral_reward',
  'adjustment',
] as const;
export const zTransactionKind = z.enum(TRANSACTION_KINDS, { error: 'نوع تراکنش معتبر نیست.' });
export type TransactionKind = z.infer<typeof zTransactionKind>;

export const TRANSACTION_KIND_LABELS: Record<TransactionKind, string> = {
  deposit: 'خرید سکه',
  withdraw: 'درخواست برداشت',
  payout: 'تسویه برداشت',
  hold: 'مسدودی هزینه',
  release: 'آزادسازی مبلغ مسدود',
  charge: 'پرداخت هزینه',
  fee_share: 'درآمد مشاوره',
  refund: 'بازگشت وجه',
  purchase: 'خرید',
  subscription: 'خرید اشتراک',
  sms: 'خرید بسته پیامک',
  referral_reward: 'پاداش معرفی',
  adjustment: 'اصلاح موجودی',
};

export const zWalletTransaction = z.object({
  pid: z.string(),
  kind: zTransactionKind,
  kind_label: z.string(),
  /** Change of the spendable balance, in coins (negative when coins left it). */
  amount: z.number().int(),
  /** Change of the held coins. */
  held_amount: z.number().int(),
  description: z.string(),
  reference: z.object({ type: z.string(), pid: z.string() }).nullable(),
  created_at: z.string(),
});

export const zTransactionsQuery = zPageQuery.extend({
  kind: zTransactionKind.optional(),
  /** Inclusive, Tehran days. */
  date_from: zDate.optional(),
  date_to: zDate.optional(),
});

/** Buys one coin package, or a number of coins, through a card payment. */
export const zDepositRequest = z
  .object({
    coin_package: zPid.optional(),
    coins: zWholeNumber('تعداد سکه', MONEY_RULES.minDepositCoins, MONEY_RULES.maxDepositCoins).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (Boolean(body.coin_package) === (body.coins !== undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['coin_package'],
        message: 'یکی از بسته‌های سکه را انتخاب کنید یا تعداد سکه را وارد کنید.',
      });
    }
  });

/** Where the browser goes to pay: `payment_url`. */
export const zPaymentStart = z.object({
  pid: z.string(),
  authority: z.string(),
  payment_url: z.string(),
  /** Rials. */
  amount: z.number().int(),
});

export const zWithdrawRequest = z
  .object({
    coins: zWholeNumber('تعداد سکه', MONEY_RULES.minWithdrawCoins, MONEY_RULES.maxWithdrawCoins),
    sheba: zSheba,
  })
  .strict();

export const WITHDRAWAL_STATUSES = ['pending', 'paid', 'rejected'] as const;
export const zWithdrawalStatus = z.enum(WITHDRAWAL_STATUSES);
export const WITHDRAWAL_STATUS_LABELS: Record<z.infer<typeof zWithdrawalStatus>, string> = {
  pending: 'در انتظار بررسی',
  paid: 'پرداخت‌شده',
  rejected: 'ردشده',
};

export const zWithdrawal = z.object({
  pid: z.string(),
  coins: z.number().int(),
  sheba: z.string(),
  status: zWithdrawalStatus,
  status_label: z.string(),
  reject_reason: z.string().nullable(),
  paid_reference: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});

export const PENDING_EARNING_SOURCES = ['chat', 'consultation'] as const;

/** A consultant's share of a charged fee that has not reached their wallet yet. */
export const zPendingEarning = z.object({
  /** The fee hold's pid. */
  pid: z.string(),
  source: z.enum(PENDING_EARNING_SOURCES),
  /** Who paid the fee. */
  payer_name: z.string(),
  /** The consultant's share in coins: the fee less the platform's commission. */
  share: z.number().int(),
  /** When the share is paid; null while the chat or consultation is still under way. */
  payout_due_at: z.string().nullable(),
  /** The client opened a dispute: the share waits for an admin's decision. */
  disputed: z.boolean(),
});

export const zCoinSettingsResponse = zResult(zCoinSettings);
export const zCoinPackagesResponse = zResult(z.array(zCoinPackage));
export const zWalletBalanceResponse = zResult(zWalletBalance);
export const zWalletDetailsResponse = zResult(zWalletDetails);
export const zWalletTransactionsResponse = zPage(zWalletTransaction);
export const zPaymentStartResponse = zResult(zPaymentStart);
export const zPendingEarningsResponse = zResult(z.array(zPendingEarning));
export const zWithdrawalResponse = zResult(zWithdrawal.extend({ message: z.string() }));

export type CoinSettings = z.infer<typeof zCoinSettings>;
export type CoinPackage = z.infer<typeof zCoinPackage>;
export type WalletDetails = z.infer<typeof zWalletDetails>;
export type WalletTransaction = z.infer<typeof zWalletTransaction>;
export type TransactionsQuery = z.infer<typeof zTransactionsQuery>;
export type DepositRequest = z.infer<typeof zDepositRequest>;
export type PaymentStart = z.infer<typeof zPaymentStart>;
export type WithdrawRequest = z.infer<typeof zWithdrawRequest>;
export type Withdrawal = z.infer<typeof zWithdrawal>;
export type PendingEarning = z.infer<typeof zPendingEarning>;
export type WithdrawalStatus = z.infer<typeof zWithdrawalStatus>;
