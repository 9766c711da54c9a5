export const officeDashboardText = {
  heading: 'آمار دفتر',
  loadFailed: 'دریافت آمار دفتر ممکن نشد.',
  cards: {
    openCases: 'پرونده‌های جاری',
    totalCases: 'همه پرونده‌ها',
    clients: 'موکلان',
    documents: 'اسناد',
    sharedCases: 'پرونده‌های مشترک با شما',
    casesThisMonth: 'پرونده‌های این ماه',
    todayEvents: 'جلسات امروز',
    weekEvents: 'جلسات این هفته',
    unreadNotices: 'ابلاغیه‌های خوانده‌نشده',
    archiveCabinets: 'قفسه‌های بایگانی',
    secretaries: 'منشی‌ها',
  },
  officeName: (name: string) => `دفتر: ${name}`,
  auditLink: 'گزارش فعالیت‌ها',
} as const;
