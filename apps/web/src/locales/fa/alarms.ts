/** The top bar's alarm bell. */
export const alarmsText = {
  bell: (count: string) => (count === '۰' ? 'اعلان‌ها' : `اعلان‌ها: ${count} اعلان دیده‌نشده`),
  title: 'اعلان‌ها',
  markAllSeen: 'علامت‌گذاری همه به‌عنوان دیده‌شده',
  empty: 'اعلان تازه‌ای ندارید.',
  emptyHint: 'یادآوری جلسه‌ها، ابلاغیه‌های تازه و درخواست‌های گفتگو اینجا نمایش داده می‌شوند.',
  loadFailed: 'دریافت اعلان‌ها ممکن نشد.',
  unseen: 'دیده‌نشده',
  kinds: {
    reminder: 'یادآوری',
    court_notice: 'ابلاغیه',
    chat: 'گفتگو',
    consultation: 'مشاوره',
    system: 'سامانه',
  },
  relative: {
    justNow: 'همین حالا',
    minutes: (n: string) => `${n} دقیقه پیش`,
    hours: (n: string) => `${n} ساعت پیش`,
    yesterday: (time: string) => `دیروز، ساعت ${time}`,
    days: (n: string) => `${n} روز پیش`,
  },
} as const;
