export const subscriptionText = {
  title: 'اشتراک',
  loadFailed: 'دریافت اطلاعات اشتراک ممکن نشد.',
  current: {
    heading: 'اشتراک فعلی',
    none: 'اشتراک فعالی یافت نشد',
    noneBody: 'یکی از بسته‌های زیر را انتخاب کنید؛ هزینه آن از کیف پول شما برداشته می‌شود.',
    starts: 'آغاز',
    ends: 'پایان',
    daysLeft: (days: string) => `${days} روز مانده`,
    autoRenewOff: 'تمدید خودکار لغو شده است؛ اشتراک تا پایان دوره فعال می‌ماند.',
    cancel: 'لغو تمدید',
  },
  packages: {
    heading: 'بسته‌های اشتراک',
    empty: 'فعلاً بسته اشتراکی برای فروش نیست؛ بعداً دوباره سر بزنید.',
    price: (coins: string) => `${coins} سکه`,
    duration: (days: string) => `${days} روزه`,
    subscribe: 'خرید اشتراک',
    subscribeNamed: (name: string) => `خرید اشتراک ${name}`,
    current: 'اشتراک فعلی شما',
    blockedByCurrent:
      'تا پایان اشتراک فعلی نمی‌توانید بسته دیگری بخرید؛ پس از آن، بسته تازه را از همین‌جا بخرید.',
  },
  limits: {
    cases: 'پرونده',
    aiChats: 'گفتگوی هوش مصنوعی در ماه',
    includedSms: 'پیامک هدیه',
    unlimited: 'نامحدود',
    count: (count: string) => count,
  },
  confirm: {
    title: 'خرید اشتراک',
    body: (name: string, price: string, balance: string) =>
      `برای اشتراک «${name}» ${price} سکه از کیف پول شما برداشته می‌شود. موجودی فعلی شما ${balance} سکه است.`,
    confirm: 'پرداخت از کیف پول',
    shortfallHint:
      'می‌توانید کمبود را همین حالا با کارت بانکی بپردازید؛ اشتراک پس از تأیید پرداخت فعال می‌شود.',
    topUp: 'پرداخت مابه‌التفاوت و خرید اشتراک',
  },
  cancelDialog: {
    title: 'لغو تمدید اشتراک',
    body: (name: string, endsAt: string) =>
      `تمدید اشتراک «${name}» لغو می‌شود. اشتراک تا ${endsAt} فعال می‌ماند و پس از آن تمدید نمی‌شود. ادامه می‌دهید؟`,
    confirm: 'بله، لغو شود',
    keep: 'منصرف شدم',
  },
  history: {
    heading: 'سابقه اشتراک‌ها',
    empty: 'هنوز اشتراکی نخریده‌اید.',
    period: (from: string, to: string) => `${from} تا ${to}`,
    verify: 'بررسی پرداخت',
  },
} as const;
