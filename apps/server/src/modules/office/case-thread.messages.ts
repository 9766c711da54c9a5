/** Persian texts of a case's client–office thread. */
export const caseThreadTexts = {
  messageSent: 'پیام شما فرستاده شد.',
  fileSent: 'فایل شما فرستاده شد و در اسناد پرونده قرار گرفت.',
  fileRequired: 'فایلی برای فرستادن انتخاب کنید.',
  messageNotFound: 'پیام یافت نشد.',
  alarmFromClient: (name: string) => `پیام تازه از موکل: ${name}`,
  alarmFromOffice: 'پیام تازه از دفتر وکالت',
  alarmBody: (caseTitle: string, excerpt: string) => `پرونده «${caseTitle}»: ${excerpt}`,
  fileExcerpt: (name: string) => `فایل «${name}»`,
} as const;
