/** Toasts of the API client's error catalogue (product-spec section 8). */
export const apiText = {
  sessionExpired: 'نشست شما به پایان رسیده است؛ لطفاً دوباره وارد شوید.',
  invalidInput: 'اطلاعات واردشده معتبر نیست.',
  serverError: 'خطای سرور؛ لطفاً بعداً دوباره تلاش کنید.',
  httpError: 'خطایی رخ داد.',
  networkError: 'خطای شبکه؛ اتصال اینترنت خود را بررسی کنید.',
  unknownError: 'مشکلی پیش آمد.',
} as const;
