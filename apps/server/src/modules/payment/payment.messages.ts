import { formatPersianNumber as fa, type PaymentReason } from '@vakilyar/contract';

export const paymentTexts = {
  notFound: 'پرداخت یافت نشد.',
  gatewayUnavailable: 'درگاه پرداخت در دسترس نیست؛ چند دقیقه دیگر دوباره تلاش کنید.',
  amountTooSmall: (min: number) => `مبلغ پرداخت دست‌کم ${fa(min)} ریال است؛ تعداد سکه بیشتری انتخاب کنید.`,
  amountTooLarge: (max: number) => `مبلغ پرداخت حداکثر ${fa(max)} ریال است؛ تعداد سکه کمتری انتخاب کنید.`,
  keyReused: 'این کلید یکتایی پیش‌تر برای پرداخت دیگری به کار رفته است.',
  depositDescription: (coins: number) => `خرید ${fa(coins)} سکه کیف پول وکیل‌یار`,
  subscriptionDescription: (name: string) => `خرید اشتراک «${name}» در وکیل‌یار`,
} as const;

/** The Persian sentence the result page shows for each outcome of a verification. */
export const verifyTexts: Record<PaymentReason, string> = {
  verified: 'پرداخت شما با موفقیت انجام شد و سکه‌ها به کیف پول شما افزوده شد.',
  already_verified: 'این پرداخت پیش‌تر تأیید و به کیف پول شما افزوده شده است.',
  cancelled: 'پرداخت لغو شد؛ اگر مبلغی از حساب شما کسر شده باشد، تا ۷۲ ساعت به حسابتان بازمی‌گردد.',
  not_paid: 'پرداخت ناموفق بود؛ اگر مبلغی از حساب شما کسر شده باشد، تا ۷۲ ساعت به حسابتان بازمی‌گردد.',
  amount_mismatch: 'مبلغ پرداخت با مبلغ سفارش یکسان نیست؛ این پرداخت پذیرفته نشد.',
  unknown_authority: 'تراکنشی با این مشخصات یافت نشد.',
  gateway_rejected: 'درگاه پرداخت این تراکنش را تأیید نکرد.',
  gateway_error:
    'پاسخ درستی از درگاه پرداخت دریافت نشد؛ پرداخت شما محفوظ است و چند دقیقه بعد می‌توانید دوباره آن را بررسی کنید.',
  gateway_timeout:
    'درگاه پرداخت به‌موقع پاسخ نداد؛ پرداخت شما محفوظ است و چند دقیقه بعد می‌توانید دوباره آن را بررسی کنید.',
  awaiting_payment: 'این پرداخت هنوز انجام نشده است.',
};
