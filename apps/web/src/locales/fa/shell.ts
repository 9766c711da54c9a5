export const shellText = {
  openNavigation: 'باز کردن منوی ناوبری',
  navigation: 'منوی ناوبری',
  accountMenu: 'منوی حساب کاربری',
  profile: 'پروفایل',
  logout: 'خروج',
  notifications: 'پیام‌های سامانه (Alt+T)',
  closeNotification: 'بستن پیام',
} as const;
