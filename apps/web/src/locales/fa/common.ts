export const commonText = {
  appName: 'وکیل‌یار',
  appTagline: 'سامانه مدیریت دفتر وکالت و مشاوره حقوقی',
  loading: 'در حال بارگذاری…',
  cancel: 'انصراف',
  retry: 'تلاش دوباره',
  login: 'ورود',
  backToDashboard: 'بازگشت به داشبورد',
  documentTitle: (page: string) => `${page} | وکیل‌یار`,
} as const;
