export const commonText = {
  appName: 'وکیل‌یار',
  appTagline: 'سامانه مدیریت دفتر وکالت و مشاوره حقوقی',
  loading: 'در حال بارگذاری…',
  cancel: 'انصراف',
  retry: 'تلاش دوباره',
  login: 'ورود',
  backHome: 'بازگشت به صفحه نخست',
  documentTitle: (page: string) => `${page} | وکیل‌یار`,
  moreActions: 'اقدامات بیشتر',
  defaultDescription:
    'وکیل‌یار؛ سامانه مدیریت دفتر وکالت: پرونده‌ها، موکلان، تقویم جلسات و مهلت‌ها، ابلاغیه‌ها و مشاوره حقوقی برخط.',
} as const;
