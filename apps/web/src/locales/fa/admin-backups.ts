/** Texts of the admin's backup card. */
export const adminBackupsText = {
  title: 'پشتیبان‌گیری',
  scheduled: (keep: string) => `پشتیبان‌گیری خودکار هر روز ساعت ۴ بامداد؛ ${keep} نسخه‌ی آخر نگه داشته می‌شود.`,
  notScheduled:
    'پشتیبان‌گیری خودکار روشن نیست (پایگاه‌داده‌ی بیرونی)؛ از فرمان backup یا ابزارهای PostgreSQL استفاده کنید.',
  archives: (count: string) => `نسخه‌های موجود: ${count}`,
  never: 'هنوز پشتیبانی گرفته نشده است.',
  last: 'آخرین پشتیبان‌گیری',
  status: { running: 'در حال انجام', succeeded: 'موفق', failed: 'ناموفق' },
  trigger: { schedule: 'خودکار', admin: 'به درخواست مدیر' },
  startedAt: (when: string) => `زمان: ${when}`,
  size: (size: string) => `حجم: ${size} مگابایت`,
  runNow: 'پشتیبان‌گیری اکنون',
  queued: 'پشتیبان‌گیری در صف انجام قرار گرفت.',
} as const;
