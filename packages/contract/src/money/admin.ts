import { z } from 'zod';
import { zPage, zPageQuery, zResult } from '../envelope.ts';
import { toLatinDigits } from '../persian.ts';
import { zPersianText } from '../persian-fields.ts';
import { zSmsPackage } from './messaging.ts';
import { zWholeNumber } from './rules.ts';
import { zSubscriptionPackage } from './subscription.ts';
import { zCoinPackage, zCoinSettings, zTransactionKind, zWithdrawal, zWithdrawalStatus } from './wallet.ts';

const zName = zPersianText.pipe(
  z
    .string()
    .min(1, { error: 'نام را وارد کنید.', abort: true })
    .min(2, { error: 'نام باید دست‌کم دو حرف باشد.' })
    .max(80, { error: 'نام طولانی است.' }),
);
const zCount = (label: string, min = 0, max = 1_000_000_000) => zWholeNumber(label, min, max);

/** Rials per coin: positive, at most four decimals. */
export const zCoinSettingsInput = z
  .object({
    exchange_rate: z
      .union([z.number(), z.string()], { error: 'نرخ تبدیل را به عدد وارد کنید.' })
      .transform((v) => toLatinDigits(String(v)).trim())
      .pipe(
        z
          .string()
          .regex(/^\d{1,10}(\.\d{1,4})?$/, {
            error: 'نرخ تبدیل باید عددی مثبت با حداکثر چهار رقم اعشار باشد.',
          })
          .transform(Number)
          .refine((v) => v > 0, { error: 'نرخ تبدیل باید بیشتر از صفر باشد.' }),
      ),
  })
  .strict();

export const zCoinPackageInput = z
  .object({
    name: zName,
    value: zCount('تعداد سکه', 1, 10_000_000),
    is_active: z.boolean().default(true),
    sort_order: zCount('ترتیب نمایش', 0, 10_000).default(0),
  })
  .strict();
export const zCoinPackagePatch = zCoinPackageInput.partial();

const zLimit = (label: string) => zCount(label, 0, 1_000_000).nullable();

export const zSubscriptionPackageInput = z
  .object({
    name: zName,
    description: zPersianText.pipe(z.string().max(1000)).default(''),
    price: zCount('قیمت', 1, 100_000_000),
    duration_days: zCount('مدت اشتراک', 1, 3660),
    limits: z
      .object({
        cases: zLimit('سقف پرونده').default(null),
        ai_chats_per_month: zLimit('سقف گفت‌وگوی هوش مصنوعی').default(null),
        included_sms: zCount('پیامک رایگان', 0, 1_000_000).default(0),
      })
      .strict(),
    is_active: z.boolean().default(true),
    sort_order: zCount('ترتیب نمایش', 0, 10_000).default(0),
  })
  .strict();
export const zSubscriptionPackagePatch = z
  .object({
    name: zName,
    description: zPersianText.pipe(z.string().max(1000)),
    price: zCount('قیمت', 1, 100_000_000),
    duration_days: zCount('مدت اشتراک', 1, 3660),
    limits: z
      .object({
        cases: zLimit('سقف پرونده'),
        ai_chats_per_month: zLimit('سقف گفت‌وگوی هوش مصنوعی'),
        included_sms: zCount('پیامک رایگان', 0, 1_000_000),
      })
      .partial()
      .strict(),
    is_active: z.boolean(),
    sort_order: zCount('ترتیب نمایش', 0, 10_000),
  })
  .partial()
  .strict();

export const zSmsPackageInput = z
  .object({
    name: zName,
    messages: zCount('تعداد پیامک', 1, 10_000_000),
    price: zCount('قیمت', 1, 100_000_000),
    is_active: z.boolean().default(true),
    sort_order: zCount('ترتیب نمایش', 0, 10_000).default(0),
  })
  .strict();
export const zSmsPackagePatch = zSmsPackageInput.partial();

export const zFinanceSettings = z.object({
  /** Percent of a consultation or chat fee the platform keeps. */
  commission_percent: z.number().int(),
  /** Coins the referrer earns when a referred user's first payment is verified. */
  referral_reward_coins: z.number().int(),
  /** Hours after a session completes before the consultant's share is paid. */
  payout_delay_hours: z.number().int(),
  updated_at: z.string().nullable(),
});
export const zFinanceSettingsPatch = z
  .object({
    commission_percent: zCount('کارمزد', 0, 100),
    referral_reward_coins: zCount('پاداش معرفی', 0, 1_000_000),
    payout_delay_hours: zCount('مهلت تسویه', 0, 24 * 90),
  })
  .partial()
  .strict();

export const zUserSummary = z.object({
  pid: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
});

export const zPayoutRequest = zWithdrawal.extend({ user: zUserSummary });
export const zPayoutRequestsQuery = zPageQuery.extend({ status: zWithdrawalStatus.optional() });
export const zPayoutPayRequest = z
  .object({ reference: z.string().trim().max(100).optional() })
  .strict()
  .nullish();
export const zPayoutRejectRequest = z
  .object({
    reason: zPersianText.pipe(
      z.string().min(3, { error: 'دلیل رد درخواست را بنویسید.' }).max(500, { error: 'دلیل طولانی است.' }),
    ),
  })
  .strict();

export const zLedgerEntry = z.object({
  movement_pid: z.string(),
  kind: zTransactionKind,
  kind_label: z.string(),
  /** `available` (spendable) or `held`. */
  bucket: z.enum(['available', 'held']),
  amount: z.number().int(),
  description: z.string(),
  created_at: z.string(),
});

export const zUserWallet = z.object({
  user: zUserSummary,
  balance: z.number().int(),
  held: z.number().int(),
  total_in: z.number().int(),
  total_out: z.number().int(),
});

export const zLedgerCheckReport = z.object({
  ok: z.boolean(),
  accounts_checked: z.number().int(),
  entries: z.number().int(),
  movements: z.number().int(),
  /** Sum of every entry: always 0 in a sound ledger. */
  total: z.number().int(),
  mismatches: z.array(
    z.object({
      account: z.string(),
      user_pid: z.string().nullable(),
      stored_balance: z.number().int(),
      ledger_balance: z.number().int(),
      stored_held: z.number().int(),
      ledger_held: z.number().int(),
    }),
  ),
  unbalanced_movements: z.array(z.object({ pid: z.string(), sum: z.number().int() })),
  system_balances: z.record(z.string(), z.number().int()),
  duration_ms: z.number().int(),
});

export const zAdminCoinSettingsResponse = zResult(zCoinSettings);
export const zAdminCoinSettingsHistoryResponse = zPage(zCoinSettings);
export const zAdminCoinPackageResponse = zResult(zCoinPackage);
export const zAdminCoinPackagesResponse = zResult(z.array(zCoinPackage));
export const zAdminSubscriptionPackageResponse = zResult(zSubscriptionPackage);
export const zAdminSubscriptionPackagesResponse = zResult(z.array(zSubscriptionPackage));
export const zAdminSmsPackageResponse = zResult(zSmsPackage);
export const zAdminSmsPackagesResponse = zResult(z.array(zSmsPackage));
export const zFinanceSettingsResponse = zResult(zFinanceSettings);
export const zPayoutRequestResponse = zResult(zPayoutRequest.extend({ message: z.string() }));
export const zPayoutRequestsResponse = zPage(zPayoutRequest);
export const zUserWalletResponse = zResult(zUserWallet);
export const zUserLedgerResponse = zPage(zLedgerEntry);
export const zLedgerCheckResponse = zResult(zLedgerCheckReport);

export type CoinSettingsInput = z.infer<typeof zCoinSettingsInput>;
export type CoinPackageInput = z.infer<typeof zCoinPackageInput>;
export type SubscriptionPackageInput = z.infer<typeof zSubscriptionPackageInput>;
export type SubscriptionPackagePatch = z.infer<typeof zSubscriptionPackagePatch>;
export type SmsPackageInput = z.infer<typeof zSmsPackageInput>;
export type FinanceSettings = z.infer<typeof zFinanceSettings>;
export type FinanceSettingsPatch = z.infer<typeof zFinanceSettingsPatch>;
export type PayoutRequest = z.infer<typeof zPayoutRequest>;
export type LedgerCheckReport = z.infer<typeof zLedgerCheckReport>;
export type UserSummary = z.infer<typeof zUserSummary>;
