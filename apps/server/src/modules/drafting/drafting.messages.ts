/** Persian texts of the drafting module. */
export const draftingTexts = {
  templateNotFound: 'الگو یافت نشد.',
  draftNotFound: 'پیش‌نویس یافت نشد.',
  versionNotFound: 'این نسخه از پیش‌نویس یافت نشد.',
  builtinReadOnly: 'الگوهای آماده وکیل‌یار ویرایش نمی‌شوند؛ از آن رونوشت بگیرید و رونوشت را ویرایش کنید.',
  templateArchived: 'این الگو بایگانی شده است؛ برای پیش‌نویس تازه آن را از بایگانی درآورید.',
  staleVersion:
    'این پیش‌نویس در این فاصله جای دیگری ذخیره شده است. صفحه را دوباره باز کنید تا آخرین نسخه را ببینید.',
  templateCreated: 'الگو ذخیره شد.',
  templateCopied: 'رونوشت الگو در الگوهای دفتر ذخیره شد.',
  draftCreated: 'پیش‌نویس ساخته شد.',
  draftFiled: 'پیش‌نویس در اسناد پرونده ثبت شد.',
  copyTitle: (title: string) => `${title} (نسخه دفتر)`,
  fileName: (title: string, format: string) =>
    `${title.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'پیش‌نویس'}.${format}`,
};
