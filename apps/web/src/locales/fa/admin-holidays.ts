/** The admin's page of official holidays (تعطیلات رسمی). */
export const adminHolidaysText = {
  title: 'تعطیلات رسمی',
  card: {
    label: 'تعطیلات رسمی',
    description: 'روزهای تعطیل رسمی که تقویم نشان می‌دهد و مهلت‌های قانونی از آن‌ها می‌گذرند',
  },
  intro:
    'تعطیلات رسمی هر سال را در اینجا ثبت کنید: در تقویم همه کاربران نشان داده می‌شوند و مهلتی که به روز تعطیل بیفتد به نخستین روز کاری پس از آن منتقل می‌شود.',
  year: 'سال',
  previousYear: 'سال پیش',
  nextYear: 'سال بعد',
  add: 'افزودن تعطیلی',
  addTitle: 'افزودن تعطیل رسمی',
  date: 'تاریخ',
  occasion: 'مناسبت',
  occasionHint: 'مانند «عید سعید فطر»',
  save: 'ثبت',
  cancel: 'انصراف',
  added: 'تعطیلی ثبت شد.',
  listLabel: (year: string) => `تعطیلات رسمی سال ${year}`,
  empty: (year: string) => `برای سال ${year} تعطیلی ثبت نشده است.`,
  emptyBody: 'با «افزودن تعطیلی» روزهای تعطیل این سال را ثبت کنید.',
  count: (count: string) => `${count} روز تعطیل`,
  remove: (title: string) => `حذف «${title}»`,
  onCalendar: (title: string) => `«${title}» در تقویم`,
  removeTitle: 'حذف تعطیلی',
  removeBody: (title: string, day: string) =>
    `«${title}» (${day}) از تعطیلات رسمی حذف شود؟ مهلت‌هایی که از این پس محاسبه می‌شوند این روز را کاری می‌شمارند.`,
  removeConfirm: 'حذف',
  removed: 'تعطیلی حذف شد.',
  loadFailed: 'دریافت تعطیلات ممکن نشد.',
  retry: 'تلاش دوباره',
} as const;
