export const profileTexts = {
  updated: 'اطلاعات حساب کاربری شما به‌روز شد.',
  currentPasswordNeeded: 'برای تغییر رمز عبور، رمز فعلی را وارد کنید.',
  currentPasswordWrong: 'رمز عبور فعلی نادرست است.',
  passwordConfirmWrong: 'رمز عبور واردشده نادرست است.',
  devicesOut: 'از همه دستگاه‌ها خارج شدید.',
  accountDeleted: 'حساب کاربری شما حذف شد.',
  photoSaved: 'عکس نمایه ذخیره شد.',
  photoDeleted: 'عکس نمایه حذف شد.',
  photoNotFound: 'عکس نمایه‌ای بارگذاری نشده است.',
} as const;
