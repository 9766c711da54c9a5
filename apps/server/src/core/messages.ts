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
  bodyTooLarge: 'حجم درخواست بیش از حد مجاز است.',
  unsupportedMediaType: 'نوع محتوای درخواست پشتیبانی نمی‌شود.',
  throttled: 'تعداد درخواست‌ها بیش از حد مجاز است؛ کمی بعد دوباره تلاش کنید.',
  notFound: 'نشانی درخواستی یافت نشد.',
  methodNotAllowed: 'این روش درخواست برای این نشانی مجاز نیست.',
  serverError: 'خطای سرور',
  unknownOrdering: 'فیلد مرتب‌سازی معتبر نیست.',
} as const;
