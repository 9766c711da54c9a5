import { coinPriceText, formatPersianNumber as fa } from '@vakilyar/contract';

export const messagingTexts = {
  packageNotFound: 'بسته پیامک یافت نشد یا دیگر فروخته نمی‌شود.',
  purchased: (messages: number) => `${fa(messages)} پیامک به اعتبار پیامک شما افزوده شد.`,
  walletShort: (coins: number, exchangeRate: string) =>
    `موجودی کیف پول شما کافی نیست؛ برای خرید این بسته پیامک ${coinPriceText(coins, exchangeRate)} دیگر لازم است.`,
  noCredit: (needed: number, has: number) =>
    `اعتبار پیامک شما کافی نیست؛ این پیامک ${fa(needed)} بخش دارد و ${fa(has)} اعتبار برایتان مانده است. بسته پیامک بخرید.`,
  movement: (name: string, messages: number) => `خرید بسته «${name}» (${fa(messages)} پیامک)`,
  keyReused: 'این کلید یکتایی پیش‌تر برای خرید بسته دیگری به کار رفته است.',
} as const;
