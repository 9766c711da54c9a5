import { toPersianDigits } from '@vakilyar/contract';

/** Persian texts of the tasks module. */
export const taskTexts = {
  taskNotFound: 'کار یافت نشد.',
  itemNotFound: 'مورد فهرست کنترل یافت نشد.',
  templateNotFound: 'فهرست کارها یافت نشد.',
  caseNotVisible: 'پرونده یافت نشد یا به آن دسترسی ندارید.',
  noOffice: 'برای کارها باید وکیل صاحب دفتر یا منشی یک دفتر باشید.',
  assigneeOutside:
    'این کار را فقط می‌توان به وکیل دفتر، منشی‌های دفتر یا وکیل همکار همین پرونده سپرد؛ فرد انتخاب‌شده در این دفتر یا پرونده نیست.',
  assigneeNotFound: 'مسئول انتخاب‌شده یافت نشد.',
  onlyOwnerDeletes: 'فقط وکیل دفتر یا کسی که کار را ثبت کرده می‌تواند آن را حذف کند.',
  onlyOwnerTemplates: 'فهرست‌های کار دفتر را فقط وکیل دفتر تغییر می‌دهد.',
  taskCreated: 'کار ثبت شد.',
  taskUpdated: 'کار به‌روز شد.',
  taskDone: 'کار انجام‌شده علامت خورد.',
  taskReopened: 'کار دوباره باز شد.',
  templateSaved: 'فهرست کارها ذخیره شد.',
  preferencesSaved: 'تنظیمات کارها ذخیره شد.',
  smsWithoutCredit:
    'اعتبار پیامک دفتر تمام شده است؛ تا اعتبار خریده نشود، این اعلان‌ها فقط در برنامه نشان داده می‌شوند.',
  assignedAlarmTitle: (title: string) => `کار تازه برای شما: ${title}`,
  assignedAlarmBody: (by: string, due: string | null) =>
    due ? `${by} این کار را به شما سپرد؛ سررسید: ${due}` : `${by} این کار را به شما سپرد.`,
  assignedSms: (title: string, due: string | null) =>
    due ? `وکیل‌یار: کار تازه «${title}»، سررسید ${due}` : `وکیل‌یار: کار تازه «${title}»`,
  dueAlarmTitle: (title: string) => `سررسید کار: ${title}`,
  dueAlarmBody: (due: string) => `سررسید این کار ${due} است.`,
  dueSms: (title: string, due: string) => `یادآوری وکیل‌یار: کار «${title}»، سررسید ${due}`,
  digestAlarmTitle: 'خلاصه کارهای امروز',
  digestSmsHead: (day: string) => `وکیل‌یار، ${day}:`,
  digestNoCredit: 'پیامک خلاصه ارسال نشد: اعتبار پیامک دفتر کافی نبود.',
  digestLines: {
    hearings: (n: number) => `${toPersianDigits(n)} جلسه رسیدگی امروز`,
    deadlines: (n: number) => `${toPersianDigits(n)} مهلت قانونی تا سه روز آینده`,
    tasks: (dueToday: number, overdue: number) =>
      [
        dueToday ? `${toPersianDigits(dueToday)} کار امروز` : null,
        overdue ? `${toPersianDigits(overdue)} کار عقب‌افتاده` : null,
      ]
        .filter(Boolean)
        .join(' و '),
    notices: (n: number) => `${toPersianDigits(n)} ابلاغیه خوانده‌نشده`,
  },
};
