import { coinPriceText, formatPersianNumber as fa } from '@vakilyar/contract';

/** Coin amounts a person reads carry their Toman value at the current rate (`coinPriceText`). */
export const walletTexts = {
  insufficient: (shortfall: number, exchangeRate: string) =>
    `موجودی کیف پول شما کافی نیست؛ ${coinPriceText(shortfall, exchangeRate)} دیگر لازم است. ابتدا کیف پول خود را شارژ کنید.`,
  heldInsufficient: 'مبلغ مسدودشده برای این عملیات کافی نیست.',
  coinPackageNotFound: 'بسته سکه انتخاب‌شده یافت نشد یا دیگر فروخته نمی‌شود.',
  depositStarted: 'به درگاه پرداخت منتقل می‌شوید.',
  withdrawRequested: (coins: number, exchangeRate: string) =>
    `درخواست برداشت ${coinPriceText(coins, exchangeRate)} ثبت شد؛ این مبلغ تا بررسی مدیر مسدود می‌ماند.`,
  withdrawalNotFound: 'درخواست برداشت یافت نشد.',
  withdrawalDecided: 'این درخواست برداشت پیش‌تر بررسی شده است.',
  withdrawalPaid: 'درخواست برداشت پرداخت‌شده ثبت شد.',
  withdrawalRejected: 'درخواست برداشت رد شد و مبلغ آن به کیف پول کاربر بازگشت.',
  keyReused: 'این کلید یکتایی پیش‌تر برای درخواست دیگری به کار رفته است.',
  badIdempotencyKey: 'کلید یکتایی (Idempotency-Key) باید ۱ تا ۱۲۸ نویسه لاتین بدون فاصله باشد.',
  holdNotFound: 'مبلغ مسدودشده یافت نشد.',
  holdWrongState: 'این مبلغ مسدودشده در وضعیتی نیست که این کار روی آن انجام شود.',
  dateRange: 'تاریخ شروع نباید بعد از تاریخ پایان باشد.',
  settingsSaved: 'تنظیمات مالی ذخیره شد.',
  coinRateSaved: 'نرخ تبدیل سکه ذخیره شد.',
  packageSaved: 'بسته ذخیره شد.',
  userNotFound: 'کاربر یافت نشد.',
} as const;

/** What each movement reads as in a wallet's history. */
export const movementTexts = {
  deposit: (coins: number) => `خرید ${fa(coins)} سکه با کارت بانکی`,
  withdraw: (coins: number) => `درخواست برداشت ${fa(coins)} سکه`,
  payout: (coins: number) => `واریز ${fa(coins)} سکه به حساب بانکی`,
  withdrawReleased: 'بازگشت مبلغ درخواست برداشت ردشده',
  hold: 'مسدودی هزینه مشاوره',
  charge: 'کسر هزینه مشاوره',
  release: 'آزادسازی هزینه مشاوره',
  feeShare: 'سهم شما از هزینه مشاوره',
  refund: 'بازگشت هزینه مشاوره',
  referralReward: 'پاداش معرفی دوست',
  adjustment: 'اصلاح موجودی',
} as const;
