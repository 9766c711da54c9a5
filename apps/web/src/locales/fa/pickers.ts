import { toLatinDigits, toPersianDigits } from '@vakilyar/contract';

/** «۰۹» or «09» (the clock passes labels already in Persian digits) as «۹». */
const spoken = (value: string) => toPersianDigits(Number(toLatinDigits(value)));

/** The date and time pickers' own words, beside MUI's Persian ones. */
export const pickerText = {
  /** What an empty section of a date field shows, in place of «YYYY/MM/DD hh:mm». */
  placeholder: { year: 'سال', month: 'ماه', day: 'روز', hours: 'ساعت', minutes: 'دقیقه', seconds: 'ثانیه' },
  /** How a screen reader reads an option of the time lists. */
  hourOption: (hours: string) => `ساعت ${spoken(hours)}`,
  minuteOption: (minutes: string) => `${spoken(minutes)} دقیقه`,
  secondOption: (seconds: string) => `${spoken(seconds)} ثانیه`,
  /** Under a date field whose typed date is not complete or not a real Jalali day. */
  invalidDate: 'تاریخ کامل و درست نیست؛ آن را از تقویم انتخاب کنید یا مانند ۱۴۰۳/۰۵/۱۲ بنویسید.',
} as const;
