export const smsCreditText = {
  title: 'اعتبار پیامک',
  loadFailed: 'دریافت اعتبار پیامک ممکن نشد.',
  balance: {
    heading: 'اعتبار شما',
    left: 'پیامک باقی‌مانده',
    purchased: 'مجموع خریداری‌شده',
    used: 'مجموع مصرف‌شده',
    hint: 'هر اعتبار یک بخش پیامک است.',
    /** The contract's smsSegments rule, in words: why one reminder can cost more than one credit. */
    segments:
      'پیامک فارسی تا ۷۰ نویسه یک بخش است و یک اعتبار کسر می‌کند؛ متن بلندتر در بخش‌های ۶۷ نویسه‌ای فرستاده می‌شود و هر بخش یک اعتبار جدا دارد. برای نمونه، یادآوری جلسه‌ای با ۱۵۰ نویسه سه اعتبار می‌گیرد. پیامک تمام‌لاتین تا ۱۶۰ نویسه یک بخش است.',
    messages: (count: string) => `${count} پیامک`,
  },
  packages: {
    heading: 'بسته‌های پیامک',
    empty: 'فعلاً بسته پیامکی برای فروش نیست؛ بعداً دوباره سر بزنید.',
    messages: (count: string) => `${count} پیامک`,
    buy: 'خرید',
    buyNamed: (name: string) => `خرید ${name}`,
  },
  confirm: {
    title: 'خرید بسته پیامک',
    /** `price` with its Toman value («۱۲۰ سکه (≈ ۱۲۰٬۰۰۰ تومان)»), `balance` a count of coins. */
    body: (name: string, messages: string, price: string, balance: string) =>
      `بسته «${name}» (${messages} پیامک) به بهای ${price} از کیف پول شما خریده می‌شود. موجودی فعلی شما ${balance} سکه است.`,
    confirm: 'پرداخت از کیف پول',
    toWallet: 'شارژ کیف پول',
    finish: 'خرید بسته',
  },
} as const;
