import { toPersianDigits } from '@vakilyar/contract';

/** Persian texts of the content module, as the site's users read them. */
export const contentTexts = {
  bannerNotFound: 'بنر موردنظر یافت نشد.',
  faqNotFound: 'پرسش موردنظر یافت نشد.',
  faqCategoryNotFound: 'دستهٔ پرسش‌ها یافت نشد.',
  termsNotFound: 'نسخهٔ موردنظر قوانین و مقررات یافت نشد.',
  teamMemberNotFound: 'عضو موردنظر تیم یافت نشد.',
  serviceItemNotFound: 'خدمت موردنظر یافت نشد.',
  socialLinkNotFound: 'شبکهٔ اجتماعی موردنظر یافت نشد.',
  contactNotFound: 'پیام موردنظر یافت نشد.',
  feedbackNotFound: 'بازخورد موردنظر یافت نشد.',
  imageNotFound: 'تصویر موردنظر یافت نشد.',
  imageIdUnknown: 'تصویر انتخاب‌شده یافت نشد؛ ابتدا تصویر را بارگذاری کنید.',
  categoryIdUnknown: 'دستهٔ انتخاب‌شده یافت نشد.',
  versionNotFound: 'سیستم‌عامل موردنظر یافت نشد.',

  created: 'با موفقیت ثبت شد.',
  updated: 'تغییرات ذخیره شد.',
  imageUploaded: 'تصویر بارگذاری شد.',
  imageTooLarge: (maxBytes: number) =>
    `حجم تصویر حداکثر ${toPersianDigits(Math.round(maxBytes / (1024 * 1024)))} مگابایت است.`,
  imageTypeNotAllowed: 'فقط تصویر با قالب JPG، PNG، WebP یا GIF پذیرفته می‌شود.',

  endsBeforeStart: 'پایان نمایش باید پس از آغاز آن باشد.',
  termsPublished: 'این نسخه به‌عنوان قوانین و مقررات جاری منتشر شد.',
  termsLocked: 'نسخهٔ منتشرشدهٔ قوانین قابل ویرایش یا حذف نیست؛ برای تغییر، نسخهٔ تازه‌ای بسازید.',
  termsVersionTaken: 'نسخه‌ای با این شماره پیش‌تر ثبت شده است.',
  buildsOutOfOrder: 'کمینهٔ شمارهٔ ساخت نمی‌تواند از آخرین شمارهٔ ساخت بیشتر باشد.',

  contactReceived: 'پیام شما دریافت شد؛ کارشناسان ما در نخستین فرصت با شما تماس می‌گیرند.',
  contactHandled: 'پیام به‌عنوان رسیدگی‌شده علامت خورد.',
  contactReopened: 'پیام دوباره به فهرست رسیدگی‌نشده‌ها برگشت.',
  newsletterSubscribed: 'نشانی ایمیل شما در خبرنامهٔ وکیل‌یار ثبت شد.',
  newsletterUnsubscribed: 'درخواست لغو عضویت شما در خبرنامه ثبت شد.',

  feedbackSent: 'بازخورد شما ثبت شد؛ از اینکه به بهتر شدن وکیل‌یار کمک می‌کنید سپاسگزاریم.',
  feedbackReplied: 'پاسخ ثبت شد و به کاربر اطلاع داده شد.',
  feedbackAlreadyAnswered: 'به این بازخورد پیش‌تر پاسخ داده شده است.',
  feedbackAlarmTitle: 'به بازخورد شما پاسخ داده شد',
  feedbackAlarmBody: (subject: string) => `پاسخ پشتیبانی وکیل‌یار به بازخورد «${subject}» را ببینید.`,

  versionForceUpdate: (version: string) =>
    `این نسخه از برنامه دیگر پشتیبانی نمی‌شود؛ برای ادامه، برنامه را به نسخهٔ ${toPersianDigits(version)} به‌روزرسانی کنید.`,
  versionUpdateAvailable: (version: string) =>
    `نسخهٔ ${toPersianDigits(version)} وکیل‌یار منتشر شده است؛ به‌روزرسانی برنامه را پیشنهاد می‌کنیم.`,
  versionUpToDate: 'برنامهٔ شما به‌روز است.',
} as const;
