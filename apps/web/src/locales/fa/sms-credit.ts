export const smsCreditText = {
  title: 'اعتبار پیامک',
  loadFailed: 'دریافت اعتبار پیامک ممکن نشد.',
  balance: {
    heading: 'اعتبار شما',
    left: 'پیامک باقی‌مانده',
    purchased: 'مجموع خریداری‌شده',
    used: 'مجموع مصرف‌شده',
    hint: 'هر پیامک فارسی تا ۷۰ نویسه یک اعتبار مصرف می‌کند.',
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
