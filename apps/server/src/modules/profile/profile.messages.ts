export const profileTexts = {
  updated: 'اطلاعات حساب کاربری شما به‌روز شد.',
  currentPasswordNeeded: 'برای تغییر رمز عبور، رمز فعلی را وارد کنید.',
  currentPasswordWrong: 'رمز عبور فعلی نادرست است.',
  passwordConfirmWrong: 'رمز عبور واردشده نادرست است.',
  devicesOut: 'از همه دستگاه‌ها خارج شدید.',
  accountDeleted: 'حساب کاربری شما حذف شد.',
} as const;
