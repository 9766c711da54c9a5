import { coinPriceText, formatPersianNumber as fa } from '@vakilyar/contract';

const faDate = (date: Date) =>
  new Intl.DateTimeFormat('fa-IR-u-ca-persian', { dateStyle: 'long', timeZone: 'Asia/Tehran' }).format(date);

export const subscriptionTexts = {
  packageNotFound: 'بسته اشتراک یافت نشد یا دیگر فروخته نمی‌شود.',
  notFound: 'اشتراک یافت نشد.',
  noCurrent: 'اشتراک فعالی یافت نشد.',
  shortfall: (coins: number, exchangeRate: string) =>
    `موجودی کیف پول شما کافی نیست؛ برای خرید این بسته ${coinPriceText(coins, exchangeRate)} دیگر لازم است. کیف پول خود را شارژ کنید یا مابه‌التفاوت را با کارت بپردازید.`,
  alreadySubscribed: (endsAt: Date) =>
    `شما اشتراک فعالی دارید که تا ${faDate(endsAt)} اعتبار دارد؛ پس از پایان آن می‌توانید بسته تازه‌ای بخرید.`,
  subscribed: (name: string, endsAt: Date) => `اشتراک «${name}» فعال شد و تا ${faDate(endsAt)} اعتبار دارد.`,
  topUpStarted: (coins: number, exchangeRate: string) =>
    `برای خرید این بسته ${coinPriceText(coins, exchangeRate)} کم دارید؛ پس از پرداخت با کارت، اشتراک شما فعال می‌شود.`,
  cancelled: (endsAt: Date) => `تمدید خودکار اشتراک لغو شد؛ اشتراک شما تا ${faDate(endsAt)} همچنان فعال است.`,
  alreadyCancelled: 'تمدید خودکار این اشتراک پیش‌تر لغو شده است.',
  notCancellable: 'این اشتراک فعال نیست و لغو آن معنا ندارد.',
  movement: (name: string) => `خرید اشتراک «${name}»`,
  upgradeMovement: (name: string) => `ارتقای اشتراک به «${name}»`,
  nothingToUpgrade: 'اشتراک فعالی ندارید؛ بسته مورد نظر را مستقیم بخرید.',
  notAnUpgrade: 'بسته انتخابی از اشتراک فعلی شما بالاتر نیست؛ ارتقا فقط به بسته گران‌تر ممکن است.',
  upgraded: (name: string, endsAt: Date) =>
    `اشتراک شما به «${name}» ارتقا یافت و تا ${faDate(endsAt)} اعتبار دارد.`,
  upgradeTopUpStarted: (coins: number, exchangeRate: string) =>
    `برای ارتقا ${coinPriceText(coins, exchangeRate)} کم دارید؛ پس از پرداخت با کارت، اشتراک شما ارتقا می‌یابد.`,
  keyReused: 'این کلید یکتایی پیش‌تر برای خرید بسته دیگری به کار رفته است.',
  pendingPayment: 'پرداخت این اشتراک هنوز تأیید نشده است.',
  active: 'اشتراک شما فعال است.',
  noPayment: 'این اشتراک از کیف پول خریده شده و پرداخت کارتی ندارد.',
  limitReached: {
    cases: (limit: number, subscribed: boolean) =>
      `سقف ${fa(limit)} پرونده ${subscribed ? 'اشتراک شما' : 'طرح رایگان'} پر شده است؛ برای افزودن پرونده تازه، اشتراک خود را ارتقا دهید.`,
    ai_chats_per_month: (limit: number, subscribed: boolean) =>
      `سقف ${fa(limit)} گفت‌وگوی هوش مصنوعی این ماه در ${subscribed ? 'اشتراک شما' : 'طرح رایگان'} به پایان رسیده است؛ از آغاز ماه بعد دوباره می‌توانید گفت‌وگوی تازه بگشایید.`,
  },
} as const;

/** Why a subscription failed, as the user reads it. */
export const failureTexts: Record<string, string> = {
  payment_failed: 'پرداخت این اشتراک انجام نشد.',
  already_subscribed: 'هنگام تأیید پرداخت، اشتراک فعال دیگری داشتید؛ مبلغ پرداختی در کیف پول شما ماند.',
  upgrade_stale:
    'هنگام تأیید پرداخت، اشتراکی که قرار بود ارتقا یابد دیگر فعال نبود؛ مبلغ پرداختی در کیف پول شما ماند.',
  insufficient_balance: 'هنگام تأیید پرداخت، موجودی کیف پول کافی نبود؛ مبلغ پرداختی در کیف پول شما ماند.',
};
