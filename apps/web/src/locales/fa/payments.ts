import type { PaymentReason, PaymentStatus } from '@vakilyar/contract';

export const paymentsText = {
  title: 'پرداخت‌ها',
  loadFailed: 'دریافت سابقه پرداخت‌ها ممکن نشد.',
  historyHeading: 'سابقه پرداخت‌های بانکی',
  intro: 'پرداخت‌های بانکی شما برای خرید سکه و اشتراک، با وضعیت تأییدشده هر یک.',
  filters: {
    status: 'وضعیت',
    purpose: 'نوع پرداخت',
    all: 'همه',
  },
  empty: {
    title: 'هنوز پرداختی ثبت نشده است',
    body: 'برای خرید سکه یا اشتراک به کیف پول بروید؛ هر پرداخت بانکی شما اینجا ثبت می‌شود.',
    filteredTitle: 'پرداختی با این فیلترها یافت نشد',
    filteredBody: 'فیلترها را تغییر دهید یا همه پرداخت‌ها را ببینید.',
    clearFilters: 'نمایش همه پرداخت‌ها',
    goToWallet: 'رفتن به کیف پول',
  },
  item: {
    refId: (refId: string) => `کد پیگیری ${refId}`,
    card: 'کارت',
    coins: (coins: string) => `${coins} سکه`,
  },
  pagination: 'صفحه‌بندی فهرست',
  paginationItem: (page: string) => `صفحه ${page}`,
  result: {
    title: 'نتیجه پرداخت',
    checking: 'در حال بررسی نتیجه پرداخت…',
    headings: {
      paid: 'پرداخت موفق',
      pending: 'پرداخت در انتظار تأیید',
      failed: 'پرداخت ناموفق',
      cancelled: 'پرداخت لغو شد',
    } satisfies Record<PaymentStatus, string>,
    reasons: {
      verified: 'پرداخت شما با موفقیت انجام شد و سکه‌ها به کیف پول شما افزوده شد.',
      already_verified: 'این پرداخت پیش‌تر تأیید و به کیف پول شما افزوده شده است.',
      cancelled:
        'پرداخت لغو شد و کیف پول شما تغییری نکرد؛ اگر مبلغی از حساب بانکی شما کسر شده باشد، تا ۷۲ ساعت به حسابتان بازمی‌گردد.',
      not_paid:
        'پرداخت ناموفق بود؛ اگر مبلغی از حساب بانکی شما کسر شده باشد، تا ۷۲ ساعت به حسابتان بازمی‌گردد.',
      amount_mismatch: 'مبلغ پرداخت با مبلغ سفارش یکسان نیست؛ این پرداخت پذیرفته نشد.',
      unknown_authority: 'تراکنشی با این مشخصات یافت نشد.',
      gateway_rejected: 'درگاه پرداخت این تراکنش را تأیید نکرد.',
      gateway_error:
        'پاسخ درستی از درگاه پرداخت دریافت نشد؛ پرداخت شما محفوظ است و چند دقیقه بعد می‌توانید دوباره آن را بررسی کنید.',
      gateway_timeout:
        'درگاه پرداخت به‌موقع پاسخ نداد؛ پرداخت شما محفوظ است و چند دقیقه بعد می‌توانید دوباره آن را بررسی کنید.',
      awaiting_payment: 'این پرداخت هنوز انجام نشده است.',
    } satisfies Record<PaymentReason, string>,
    subscriptionPaid: 'پرداخت شما تأیید شد و اشتراک شما فعال شد.',
    subscriptionNotStarted:
      'پرداخت شما تأیید شد و سکه‌های آن در کیف پول شماست، اما اشتراک فعال نشد؛ دلیل آن را در سابقه اشتراک‌ها ببینید.',
    missing: 'نشانی این صفحه کامل نیست؛ وضعیت پرداخت‌های خود را در سابقه پرداخت‌ها ببینید.',
    amount: 'مبلغ',
    coins: 'سکه',
    purpose: 'بابت',
    refId: 'کد پیگیری',
    card: 'کارت',
    date: 'تاریخ',
    toWallet: 'بازگشت به کیف پول',
    toSubscription: 'رفتن به اشتراک',
    toPayments: 'سابقه پرداخت‌ها',
    checkAgain: 'بررسی دوباره',
  },
} as const;

/** The columns of the payment table on a wide screen. */
export const paymentTableText = {
  label: 'پرداخت‌های کارتی',
  date: 'تاریخ',
  purpose: 'بابت',
  amount: 'مبلغ',
  coins: 'سکه',
  status: 'وضعیت',
  refId: 'کد پیگیری',
  card: 'کارت',
} as const;
