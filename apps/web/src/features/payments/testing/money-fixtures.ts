import type {
  CoinPackage,
  CoinSettings,
  Payment,
  Profile,
  SmsPackage,
  Subscription,
  SubscriptionPackage,
  WalletDetails,
  WalletTransaction,
} from '@vakilyar/contract';
import { HttpResponse, http } from 'msw';
import { saveTokens } from '@/lib/auth/token-storage';
import { lawyerProfile, signedIn } from '@/test/fixtures';
import { server } from '@/test/msw-server';

/** Test data of the money screens, and the handlers every money page needs. */
export const clientProfile: Profile = { ...lawyerProfile, pid: 'usr_client', roles: ['client'] };
export const consultantProfile: Profile = { ...lawyerProfile, pid: 'usr_consultant', roles: ['consultant'] };

/** Stored negative and fractional on purpose: prices use round(value × |rate|). */
export const coinSettings: CoinSettings = {
  pid: 'cs_1',
  exchange_rate: -1000.5,
  currency: 'IRR',
  updated_at: '2025-03-21T08:30:00Z',
};

export const coinPackages: CoinPackage[] = [
  // 100 × 1000.5 = 100,050 Rials = 10,005 Toman.
  {
    pid: 'cp_small',
    name: 'بسته برنزی',
    value: 100,
    amount: 100_050,
    amount_toman: 10_005,
    is_active: true,
    sort_order: 1,
  },
  // 3 × 1000.5 = 3001.5, rounded half up to 3,002 Rials = 300 Toman.
  {
    pid: 'cp_tiny',
    name: 'بسته آزمایشی',
    value: 3,
    amount: 3_002,
    amount_toman: 300,
    is_active: true,
    sort_order: 2,
  },
];

export const walletDetails: WalletDetails = {
  balance: 1_250,
  held: 40,
  total: 1_290,
  total_in: 2_000,
  total_out: 750,
};

export const transaction: WalletTransaction = {
  pid: 'tx_1',
  kind: 'deposit',
  kind_label: 'خرید سکه',
  amount: 100,
  held_amount: 0,
  description: 'خرید ۱۰۰ سکه با کارت بانکی',
  reference: { type: 'payment', pid: 'pay_1' },
  created_at: '2025-03-21T08:30:00Z',
};

export const subscriptionPackage: SubscriptionPackage = {
  pid: 'sp_pro',
  name: 'حرفه‌ای',
  description: 'برای دفترهای پرکار',
  price: 5_000,
  duration_days: 30,
  limits: { cases: null, ai_chats_per_month: 50, included_sms: 100 },
  is_active: true,
  sort_order: 1,
};

export const activeSubscription: Subscription = {
  pid: 'sub_1',
  package: { pid: 'sp_pro', name: 'حرفه‌ای' },
  status: 'active',
  status_label: 'فعال',
  price: 5_000,
  duration_days: 30,
  limits: subscriptionPackage.limits,
  starts_at: '2025-03-21T08:30:00Z',
  ends_at: '2025-04-20T08:30:00Z',
  auto_renew: true,
  cancelled_at: null,
  days_left: 12,
  payment_pid: null,
  failure_reason: null,
  created_at: '2025-03-21T08:30:00Z',
};

export const smsPackage: SmsPackage = {
  pid: 'sms_100',
  name: 'بسته صدتایی',
  messages: 100,
  price: 200,
  is_active: true,
  sort_order: 1,
};

export const paidPayment: Payment = {
  pid: 'pay_1',
  amount: 100_050,
  amount_toman: 10_005,
  coins: 100,
  purpose: 'wallet_deposit',
  purpose_label: 'خرید سکه',
  status: 'paid',
  status_label: 'پرداخت‌شده',
  reason: 'verified',
  gateway: 'sandbox',
  authority: 'A000000000000000000000000000000000001',
  ref_id: '123456789',
  card_pan: '603799******1234',
  description: 'خرید ۱۰۰ سکه کیف پول وکیل‌یار',
  created_at: '2025-03-21T08:30:00Z',
  paid_at: '2025-03-21T08:31:00Z',
};

export const page = <T>(results: T[]) => ({
  result: { count: results.length, next: null, previous: null, results },
});

/** A signed-in user with these details, and the wallet balance the dialogs show. */
export function signInAs(profile: Profile, balance = walletDetails.balance): void {
  saveTokens({ accessToken: signedIn.access_token, refreshToken: signedIn.refresh_token });
  server.use(
    http.get('/api/user/v1/profile/get-profile/', () => HttpResponse.json({ result: profile })),
    http.get('/api/wallet/v1/balance/', () => HttpResponse.json({ result: { balance } })),
  );
}

/** The error body of a short wallet (api-conventions.md). */
export const paymentRequired = (error: string) =>
  HttpResponse.json({ code: 'payment_required', error_messages: { error } }, { status: 402 });

/** The first find of a test waits for the lazily loaded page, which takes longer on a busy machine. */
export const PAGE_LOAD = { timeout: 12_000 } as const;

/** Whole-app page tests: several clicks through lazy pages outlast the 5 s default on a busy machine. */
export const PAGE_TEST = { timeout: 20_000 } as const;
