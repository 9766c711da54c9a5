/** Texts of the office's complete export. */
export const officeExportText = {
  title: 'خروجی کامل دفتر',
  intro:
    'همه‌ی اطلاعات دفتر شما در یک فایل فشرده: موکلان، پرونده‌ها، رویدادهای تقویم، ابلاغیه‌ها، اسناد با نام اصلی و گزارش فعالیت‌ها با زنجیره‌ی درهم‌سازی. جدول‌ها به صورت CSV (قابل باز شدن در Excel) و JSON هستند.',
  background:
    'ساخت خروجی در پس‌زمینه انجام می‌شود؛ می‌توانید از این صفحه بروید و وقتی آماده شد اعلان دریافت می‌کنید.',
  start: 'ساخت خروجی تازه',
  started: 'ساخت خروجی آغاز شد.',
  download: 'دریافت فایل',
  empty: 'هنوز خروجی‌ای ساخته نشده است.',
  history: 'خروجی‌های اخیر',
  ownerOnly: 'فقط وکیلِ صاحب دفتر می‌تواند خروجی کامل دفتر را بگیرد.',
  status: {
    queued: 'در صف ساخت',
    running: 'در حال ساخت',
    ready: 'آماده‌ی دریافت',
    failed: 'ناموفق',
  },
  progress: (percent: string) => `پیشرفت: ${percent}٪`,
  createdAt: (when: string) => `درخواست: ${when}`,
  size: (size: string) => `حجم: ${size}`,
  openExport: 'خروجی کامل دفتر',
} as const;
