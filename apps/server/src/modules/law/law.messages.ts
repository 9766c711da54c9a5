/** The law library's Persian texts (server side). */
export const lawTexts = {
  lawNotFound: 'این قانون در کتابخانه نیست.',
  articleNotFound: 'این ماده در کتابخانه نیست.',
  pinned: 'ماده به پرونده سنجاق شد.',
  pinUpdated: 'یادداشت ماده سنجاق‌شده به‌روز شد.',
  pinNotFound: 'این ماده به پرونده سنجاق نشده است.',
  corrected: 'متن ماده اصلاح شد و نسخه پیشین در سابقه آن ماند.',
  unchanged: 'متن و تبصره‌ها همان متن کنونی است؛ چیزی برای اصلاح نیست.',
} as const;
