import { formatPersianNumber as fa, NOTICE_TYPE_LABELS, type NoticeType } from '@vakilyar/contract';

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Persian texts of the notification module. */
export const notificationTexts = {
  alarmsSeen: (n: number) =>
    n === 0 ? 'اعلان تازه‌ای برای علامت‌گذاری نبود.' : `${fa(n)} اعلان دیده‌شده علامت خورد.`,
  noticeNotFound: 'ابلاغیه یافت نشد.',
  attachmentNotFound: 'پیوست ابلاغیه یافت نشد.',
  caseNotFound: 'پرونده انتخاب‌شده در دفتر شما یافت نشد.',
  noticeCreated: 'ابلاغیه ثبت شد.',
  noticeUpdated: 'اطلاعات ابلاغیه ذخیره شد.',
  noticeUploaded: (files: number) =>
    files > 1 ? `ابلاغیه با ${fa(files)} پیوست ثبت شد.` : 'ابلاغیه با پیوست آن ثبت شد.',
  markedRead: (n: number) =>
    n === 0 ? 'ابلاغیه خوانده‌نشده‌ای در میان موارد انتخاب‌شده نبود.' : `${fa(n)} ابلاغیه خوانده‌شده علامت خورد.`,
  allRead: (n: number) =>
    n === 0
      ? 'همه ابلاغیه‌ها پیش‌تر خوانده شده بودند.'
      : `همه ابلاغیه‌ها (${fa(n)} مورد) خوانده‌شده علامت خوردند.`,
  preferencesSaved: 'تنظیمات اعلان ابلاغیه‌ها ذخیره شد.',
  newNoticeAlarmTitle: (type: NoticeType, subject: string) =>
    `${NOTICE_TYPE_LABELS[type]} تازه: ${clip(subject, 80)}`,
  newNoticeAlarmBody: (by: string, court: string | null, branch: string | null) => {
    const where = [court, branch].filter(Boolean).join('، ');
    return where ? `${where} — ثبت‌شده توسط ${by}` : `ثبت‌شده توسط ${by}`;
  },
  newNoticeSms: (type: NoticeType, subject: string) =>
    `وکیل‌یار: ${NOTICE_TYPE_LABELS[type]} تازه «${clip(subject, 30)}» در دفتر ثبت شد.`,
  digestTitle: (n: number) => `${fa(n)} ابلاغیه خوانده‌نشده دارید`,
  digestBody: 'خلاصه روزانه ابلاغیه‌های دفتر: آن‌ها را بررسی کنید و مهلت‌ها را در تقویم ثبت کنید.',
} as const;
