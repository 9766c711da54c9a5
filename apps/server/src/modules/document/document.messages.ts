import { FILE_TYPE_LABELS, type FileType, toPersianDigits, uploadTooLargeText } from '@vakilyar/contract';

/** Persian texts of uploads and downloads. */
export const documentTexts = {
  notMultipart: 'فایل را به صورت multipart/form-data ارسال کنید.',
  fileMissing: 'فایلی ارسال نشده است.',
  fileEmpty: 'فایل ارسال‌شده خالی است.',
  tooManyFiles: (max: number) => `حداکثر ${toPersianDigits(max)} فایل در هر بار مجاز است.`,
  tooLarge: (type: FileType, limit: number) => uploadTooLargeText(type, limit),
  typeNotAllowed: (allowed: readonly FileType[]) =>
    `نوع این فایل پذیرفته نیست؛ فقط ${allowed.map((t) => FILE_TYPE_LABELS[t]).join('، ')} با قالب‌های رایج مجاز است.`,
  typeUnknown: 'نوع فایل شناخته نشد؛ فقط تصویر، ویدئو و اسناد با قالب‌های رایج پذیرفته می‌شود.',
  typeMismatch: 'نوع انتخاب‌شده با محتوای فایل یکسان نیست.',
  badFileType: 'نوع فایل باید یکی از image، video یا document باشد.',
  extensionMismatch: 'پسوند نام فایل با محتوای آن یکسان نیست.',
  badName: 'نام فایل معتبر نیست.',
  interrupted: 'بارگذاری فایل کامل نشد؛ دوباره تلاش کنید.',
  unknownField: 'فیلد ناشناخته در فرم ارسال شده است.',
  fieldTooLong: 'متن این فیلد بیش از حد مجاز طولانی است.',
  fileNotFound: 'فایل یافت نشد.',
  rangeNotSatisfiable: 'بازه درخواستی از فایل معتبر نیست.',
  uploaded: 'فایل با موفقیت بارگذاری شد.',
  uploadedMany: (count: number) => `${toPersianDigits(count)} فایل با موفقیت بارگذاری شد.`,
} as const;
