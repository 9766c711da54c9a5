import { toPersianDigits } from '@vakilyar/contract';

/** Persian texts of the calendar module. */
export const calendarTexts = {
  eventNotFound: 'رویداد یافت نشد.',
  reminderNotFound: 'یادآوری یافت نشد.',
  holidayNotFound: 'تعطیلی یافت نشد.',
  feedNotFound: 'این نشانی تقویم معتبر نیست یا باطل شده است.',
  caseNotVisible: 'پرونده یافت نشد یا به آن دسترسی ندارید.',
  eventCreated: 'رویداد در تقویم ثبت شد.',
  eventUpdated: 'رویداد به‌روز شد.',
  reminderCreated: 'یادآوری ثبت شد.',
  reminderWithoutOfficeSmsCredit:
    'اعتبار پیامک دفتر تمام شده است؛ اگر تا زمان یادآوری اعتبار خریده نشود، این یادآوری فقط در برنامه نشان داده می‌شود.',
  reminderWithoutOwnSmsCredit:
    'اعتبار پیامک شما تمام شده است؛ اگر تا زمان یادآوری اعتبار نخرید، این یادآوری فقط در برنامه نشان داده می‌شود.',
  eventWithoutOfficeSmsCredit:
    'اعتبار پیامک دفتر تمام شده است؛ اگر تا زمان ارسال اعتبار خریده نشود، پیامک‌های این رویداد فرستاده نمی‌شوند و یادآوری‌های آن فقط در برنامه نشان داده می‌شوند.',
  eventWithoutOwnSmsCredit:
    'اعتبار پیامک شما تمام شده است؛ اگر تا زمان یادآوری اعتبار نخرید، یادآوری‌های پیامکی این رویداد فقط در برنامه نشان داده می‌شوند.',
  reminderExists: 'یادآوری‌ای با همین زمان و روش برای شما روی این رویداد ثبت شده است.',
  reminderInPast: 'زمان یادآوری گذشته است؛ زمانی در آینده انتخاب کنید.',
  reminderAfterStart: 'یادآوری باید پیش از شروع رویداد باشد.',
  tooManyReminders: (max: number) => `حداکثر ${toPersianDigits(max)} یادآوری برای هر رویداد ممکن است.`,
  settingsUpdated: 'تنظیمات تقویم ذخیره شد.',
  workHoursOrder: 'ساعت پایان کار باید پس از ساعت شروع باشد.',
  feedCreated:
    'نشانی تازه تقویم ساخته شد و نشانی قبلی دیگر کار نمی‌کند. آن را فقط در تقویم گوشی خود وارد کنید.',
  feedDisabled: 'نشانی تقویم باطل شد.',
  holidayCreated: 'تعطیلی ثبت شد.',
  holidayExists: 'برای این تاریخ پیش‌تر تعطیلی ثبت شده است.',
  feedName: 'تقویم وکیل‌یار',
  reminderAlarmTitle: (title: string) => `یادآوری: ${title}`,
  reminderAlarmBody: (when: string, place: string | null) => (place ? `${when}، ${place}` : when),
  reminderSms: (title: string, when: string) => `یادآوری وکیل‌یار: ${title}، ${when}`,
  smsNotSent: {
    no_credit: 'پیامک یادآوری ارسال نشد: اعتبار پیامک کافی نبود.',
    disabled: 'پیامک یادآوری ارسال نشد: یادآوری پیامکی در تنظیمات تقویم خاموش است.',
    failed: 'پیامک یادآوری ارسال نشد: سامانه پیامک پاسخ نداد.',
  },
} as const;

/** The texts of the deadline calculator's explanation (articles of the Civil Procedure Code). */
export const deadlineTexts = {
  served: (day: string) => `تاریخ ابلاغ: ${day}.`,
  period: (label: string, days: number, article: string | null) =>
    `مهلت ${label} ${toPersianDigits(days)} روز است${article ? ` (${article})` : ''}${days % 30 === 0 && days >= 30 ? `؛ هر ماه سی روز حساب می‌شود (ماده ۴۴۳)` : ''}.`,
  counted: (first: string, last: string, action: string) =>
    `روز ابلاغ و روز اقدام جزو مهلت نیست (ماده ۴۴۵): مدت از ${first} آغاز می‌شود، ${last} کامل می‌شود و روز اقدام ${action} است.`,
  moved: (day: string, reason: string) => `${day} ${reason} است.`,
  movedRule:
    'روز آخر مهلت که تعطیل باشد به حساب نمی‌آید و مهلت به نخستین روز کاری بعد منتقل می‌شود (ماده ۴۴۴).',
  result: (day: string) => `آخرین روز مهلت: ${day}.`,
  friday: 'جمعه و تعطیل',
  holiday: (title: string) => `تعطیل رسمی (${title})`,
} as const;
