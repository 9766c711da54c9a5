/** Persian texts of the office export. */
export const exportTexts = {
  ownerOnly: 'فقط وکیلِ صاحب دفتر می‌تواند خروجی کامل دفتر را بگیرد.',
  notFound: 'این خروجی یافت نشد.',
  notReady: 'این خروجی هنوز آماده نیست.',
  alreadyRunning: 'خروجی دیگری از این دفتر در حال ساخت است؛ پس از پایان آن دوباره تلاش کنید.',
  readyTitle: 'خروجی کامل دفتر آماده است',
  readyBody:
    'فایل فشرده‌ی پرونده‌ها، موکلان، رویدادها، ابلاغیه‌ها، اسناد و گزارش فعالیت‌ها را از صفحه‌ی «خروجی دفتر» دریافت کنید.',
  failedTitle: 'ساخت خروجی دفتر ناموفق بود',
  failedBody: 'لطفاً دوباره تلاش کنید؛ اگر تکرار شد با پشتیبانی تماس بگیرید.',
  fileName: (officeName: string, date: string) => `خروجی ${officeName} ${date}.zip`,
  readme: (officeName: string, at: string) =>
    [
      `خروجی کامل دفتر «${officeName}» — ساخته‌شده در ${at}`,
      '',
      'clients.csv / clients.json: موکلان دفتر',
      'cases.csv / cases.json: پرونده‌ها (ستون client_pids موکلان هر پرونده است)',
      'events.csv / events.json: رویدادهای تقویم',
      'notices.csv / notices.json: ابلاغیه‌ها؛ پیوست‌ها در پوشه‌ی notices',
      'documents.csv / documents.json: اسناد؛ فایل‌ها با نام اصلی در پوشه‌ی documents',
      'audit-log.csv / audit-log.json: گزارش فعالیت‌ها با زنجیره‌ی درهم‌سازی (prev_hash و hash)',
      '',
      'فایل‌های CSV با UTF-8 ذخیره شده‌اند و در Excel با حروف فارسی باز می‌شوند. تاریخ‌ها در آن‌ها شمسی و به وقت تهران است و کنار هر کد (مانند status) ستونی با پسوند _label عنوان فارسی آن را دارد.',
      'فایل‌های JSON برای برنامه‌ها هستند: کدها به انگلیسی و زمان‌ها به صورت استاندارد ISO با منطقه‌ی زمانی.',
    ].join('\r\n'),
};
