import { toPersianDigits } from '@vakilyar/contract';

/** «۴۵ ثانیه» under a minute and a half, else whole minutes: «۱۲ دقیقه». */
const waitText = (seconds: number) =>
  seconds < 90
    ? `${toPersianDigits(Math.max(1, seconds))} ثانیه`
    : `${toPersianDigits(Math.ceil(seconds / 60))} دقیقه`;

/** Persian texts of the HTTP layer itself; module texts live in each module's messages file. */
export const t = {
  invalidInput: 'اطلاعات ارسال‌شده معتبر نیست.',
  invalidValue: 'مقدار واردشده معتبر نیست.',
  required: 'این فیلد الزامی است.',
  invalidType: 'نوع مقدار واردشده درست نیست.',
  unknownField: 'فیلد ناشناخته ارسال شده است.',
  invalidOption: 'گزینه انتخاب‌شده معتبر نیست.',
  tooLong: 'مقدار واردشده بیش از حد مجاز است.',
  tooShort: 'مقدار واردشده کمتر از حد مجاز است.',
  invalidJson: 'بدنه درخواست JSON معتبر نیست.',
  jsonTooDeep: 'ساختار بدنه درخواست بیش از حد تودرتو است.',
  bodyTooLarge: 'حجم درخواست بیش از حد مجاز است.',
  unsupportedMediaType: 'نوع محتوای درخواست پشتیبانی نمی‌شود.',
  throttled: (seconds: number) =>
    `تعداد درخواست‌ها بیش از حد مجاز است؛ ${waitText(seconds)} دیگر دوباره تلاش کنید.`,
  notFound: 'نشانی درخواستی یافت نشد.',
  methodNotAllowed: 'این روش درخواست برای این نشانی مجاز نیست.',
  serverError: 'خطای سرور',
  databaseBusy: 'سامانه در این لحظه بیش از حد مشغول است؛ چند ثانیه دیگر دوباره تلاش کنید.',
  notReady: 'سرویس در حال حاضر آماده پاسخ‌گویی نیست.',
  badUrl: 'نشانی درخواست معتبر نیست؛ نویسه‌های رمزشده با % درست نیستند.',
  pathTooLong: 'بخشی از نشانی درخواست بیش از حد طولانی است.',
  headersTooLarge: 'سرآیندهای درخواست بیش از حد بزرگ است.',
  badRequest: 'درخواست قابل خواندن نیست.',
  requestTimeout: 'زمان ارسال درخواست به پایان رسید؛ دوباره تلاش کنید.',
  emptyUpdate: 'هیچ تغییری ارسال نشده است؛ دست‌کم یک فیلد را تغییر دهید.',
  unknownOrdering: 'فیلد مرتب‌سازی معتبر نیست.',
} as const;
