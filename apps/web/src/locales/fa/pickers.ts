import { toPersianDigits } from '@vakilyar/contract';

/** The date and time pickers' own words, beside MUI's Persian ones. */
export const pickerText = {
  /** What an empty section of a date field shows, in place of «YYYY/MM/DD hh:mm». */
  placeholder: { year: 'سال', month: 'ماه', day: 'روز', hours: 'ساعت', minutes: 'دقیقه', seconds: 'ثانیه' },
  /** How a screen reader reads an option of the time lists. */
  hourOption: (hours: string) => `ساعت ${toPersianDigits(Number(hours))}`,
  minuteOption: (minutes: string) => `${toPersianDigits(Number(minutes))} دقیقه`,
  secondOption: (seconds: string) => `${toPersianDigits(Number(seconds))} ثانیه`,
  /** Under a date field whose typed date is not complete or not a real Jalali day. */
  invalidDate: 'تاریخ کامل و درست نیست؛ آن را از تقویم انتخاب کنید یا مانند ۱۴۰۳/۰۵/۱۲ بنویسید.',
} as const;
