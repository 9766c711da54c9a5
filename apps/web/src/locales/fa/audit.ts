export const auditText = {
  title: 'گزارش فعالیت‌ها',
  intro:
    'هر مشاهده، دریافت فایل، تغییر و حذف در موکلان، پرونده‌ها و اسناد دفتر با نام انجام‌دهنده و زمان ثبت می‌شود. ردیف‌ها به هم زنجیر شده‌اند و هر دستکاری آشکار می‌شود.',
  filters: {
    action: 'نوع فعالیت',
    entity: 'بخش',
    from: 'از تاریخ',
    to: 'تا تاریخ',
    all: 'همه',
  },
  columns: {
    at: 'زمان',
    actor: 'انجام‌دهنده',
    action: 'فعالیت',
    entity: 'مورد',
    ip: 'نشانی IP',
  },
  export: 'دریافت CSV',
  exported: 'فایل گزارش دریافت شد.',
  verify: 'بررسی سلامت زنجیره',
  empty: {
    title: 'فعالیتی با این فیلترها ثبت نشده است',
    body: 'بازه تاریخ یا فیلترها را تغییر دهید.',
  },
  lawyerOnly: 'گزارش فعالیت‌ها فقط برای وکیل صاحب دفتر نمایش داده می‌شود.',
  openCase: 'باز کردن پرونده',
  system: 'سامانه',
} as const;

/** The audit table's columns beyond `auditText.columns`. */
export const auditTableText = {
  case: 'پرونده',
} as const;
