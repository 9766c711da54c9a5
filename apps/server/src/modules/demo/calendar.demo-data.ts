// The demo calendar's hearings, meetings and deadlines, placed relative to today.
import type { CalendarEventType, DeadlineRule } from '@vakilyar/contract';

export interface DemoEvent {
  title: string;
  type: CalendarEventType;
  /** Days from today; a timed event on a Friday moves to Saturday (courts are closed). */
  day: number;
  /** Tehran time, or none for an all-day event. */
  time?: string;
  minutes?: number;
  caseTitle?: string;
  location?: string;
  description?: string;
  /** A legal deadline: served `servedDaysAgo` days ago under `rule`; its day is computed. */
  deadline?: { servedDaysAgo: number; rule: DeadlineRule };
  /** An extra SMS reminder for the lawyer, minutes before. */
  sms?: number;
}

export const OFFICE_EVENTS: DemoEvent[] = [
  {
    title: 'بازپرسی: ادای توضیحات موکل',
    type: 'hearing',
    day: -4,
    time: '11:00',
    caseTitle: 'کلاهبرداری اینترنتی',
  },
  { title: 'جلسه هیئت تشخیص', type: 'hearing', day: -10, time: '09:00', caseTitle: 'مطالبه حق‌السعی و سنوات' },
  {
    title: 'ملاقات با موکل: بررسی مدارک چک',
    type: 'meeting',
    day: -2,
    time: '17:00',
    location: 'دفتر',
    caseTitle: 'مطالبه وجه چک برگشتی',
  },
  {
    title: 'ملاقات با آقای علی رضایی',
    type: 'meeting',
    day: 1,
    time: '17:30',
    minutes: 45,
    location: 'دفتر، اتاق جلسات',
    description: 'امضای لایحه تجدیدنظر و تحویل وکالت‌نامه',
  },
  {
    title: 'جلسه رسیدگی: مطالبه وجه چک',
    type: 'hearing',
    day: 2,
    time: '09:30',
    caseTitle: 'مطالبه وجه چک برگشتی',
    description: 'همراه داشتن اصل چک و گواهی عدم پرداخت',
    sms: 180,
  },
  {
    title: 'بازدید کارشناس رسمی از ملک',
    type: 'expert',
    day: 3,
    time: '16:00',
    minutes: 90,
    caseTitle: 'تخلیه ملک تجاری',
    location: 'تهران، خیابان ستارخان، پلاک ۴۲',
  },
  {
    title: 'جلسه رسیدگی شورای حل اختلاف',
    type: 'hearing',
    day: 5,
    time: '10:00',
    caseTitle: 'تخلیه ملک تجاری',
  },
  {
    title: 'مهلت واخواهی از دادنامه غیابی',
    type: 'deadline',
    day: 0,
    caseTitle: 'مطالبه مهریه',
    deadline: { servedDaysAgo: 15, rule: 'objection' },
  },
  {
    title: 'جلسه مشاوره با شرکت آفتاب پارس',
    type: 'meeting',
    day: 7,
    time: '18:00',
    location: 'دفتر',
    description: 'پیش‌نویس قرارداد مشارکت در ساخت',
  },
  {
    title: 'جلسه رسیدگی تجدیدنظر مهریه',
    type: 'hearing',
    day: 9,
    time: '08:30',
    caseTitle: 'مطالبه مهریه',
    sms: 120,
  },
  {
    title: 'مهلت تجدیدنظرخواهی',
    type: 'deadline',
    day: 0,
    caseTitle: 'ابطال سند رسمی',
    deadline: { servedDaysAgo: 12, rule: 'appeal' },
  },
  {
    title: 'جلسه رسیدگی دیوان عدالت اداری',
    type: 'hearing',
    day: 14,
    time: '10:30',
    caseTitle: 'اعتراض به رأی کمیسیون ماده ۱۰۰',
  },
  {
    title: 'مهلت فرجام‌خواهی',
    type: 'deadline',
    day: 0,
    caseTitle: 'الزام به تنظیم سند رسمی',
    deadline: { servedDaysAgo: 5, rule: 'cassation' },
  },
  { title: 'جلسه رسیدگی کیفری', type: 'hearing', day: 20, time: '09:00', caseTitle: 'ورود به عنف و تخریب' },
  {
    title: 'تمدید پروانه وکالت در کانون',
    type: 'other',
    day: 25,
    description: 'آخرین مهلت پرداخت حق عضویت سالانه',
  },
];

/** A moment in Tehran on a day from today; a Friday becomes Saturday for a timed event. */
