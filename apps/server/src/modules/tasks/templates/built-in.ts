import type { CaseStage, CaseType, TaskTemplateTrigger, TemplateTask } from '@vakilyar/contract';

export interface BuiltInTemplate {
  key: string;
  name: string;
  trigger: TaskTemplateTrigger;
  caseType: CaseType | null;
  stage: CaseStage | null;
  tasks: TemplateTask[];
}

const task = (
  title: string,
  offset_days: number,
  assignee: TemplateTask['assignee'],
  items: string[] = [],
  priority: TemplateTask['priority'] = 'normal',
): TemplateTask => ({ title, offset_days, assignee, priority, items });

/**
 * The checklists every office starts with, as an Iranian law office writes them. Copied into an office the
 * first time it needs its templates; the office may switch any of them off or change it.
 */
export const BUILT_IN_TEMPLATES: BuiltInTemplate[] = [
  {
    key: 'family-new',
    name: 'پرونده خانواده جدید',
    trigger: 'case_opened',
    caseType: 'family',
    stage: null,
    tasks: [
      task('تنظیم وکالت‌نامه و ابطال تمبر مالیاتی', 0, 'secretary', [
        'دریافت کارت ملی موکل',
        'امضا و اثر انگشت موکل در وکالت‌نامه',
        'ابطال تمبر و ثبت در دفتر وکالت‌نامه‌ها',
      ]),
      task('دریافت مدارک از موکل', 2, 'secretary', [
        'رونوشت سند ازدواج (عقدنامه)',
        'رونوشت شناسنامه زوجین',
        'مدارک مهریه، نفقه یا حضانت',
      ]),
      task(
        'تنظیم و ثبت دادخواست در دفتر خدمات الکترونیک قضایی',
        5,
        'owner',
        ['تنظیم متن دادخواست', 'پیوست مدارک اسکن‌شده', 'پرداخت هزینه دادرسی و دریافت کد رهگیری'],
        'high',
      ),
      task('پیگیری ارجاع به مرکز مشاوره خانواده و تعیین وقت رسیدگی', 14, 'secretary'),
    ],
  },
  {
    key: 'civil-new',
    name: 'پرونده حقوقی جدید',
    trigger: 'case_opened',
    caseType: 'civil',
    stage: null,
    tasks: [
      task('تنظیم وکالت‌نامه و ابطال تمبر مالیاتی', 0, 'secretary', [
        'دریافت کارت ملی موکل',
        'امضای وکالت‌نامه',
      ]),
      task('دریافت و بررسی مدارک موکل', 2, 'owner', ['اسناد و قراردادها', 'مکاتبات و رسیدها']),
      task(
        'تنظیم و ثبت دادخواست در دفتر خدمات الکترونیک قضایی',
        7,
        'owner',
        ['تعیین خواسته و بهای آن', 'پرداخت هزینه دادرسی و دریافت کد رهگیری'],
        'high',
      ),
    ],
  },
  {
    key: 'criminal-new',
    name: 'پرونده کیفری جدید',
    trigger: 'case_opened',
    caseType: 'criminal',
    stage: null,
    tasks: [
      task('تنظیم وکالت‌نامه و ابطال تمبر مالیاتی', 0, 'secretary'),
      task('مطالعه پرونده در دادسرا و گرفتن رونوشت', 3, 'owner', [
        'هماهنگی با شعبه بازپرسی',
        'تهیه رونوشت اوراق',
      ]),
      task('تنظیم لایحه دفاعیه', 7, 'owner', [], 'high'),
    ],
  },
  {
    key: 'appeal',
    name: 'تجدیدنظر',
    trigger: 'stage_changed',
    caseType: null,
    stage: 'appeal',
    tasks: [
      task('ثبت مهلت بیست‌روزه تجدیدنظرخواهی از تاریخ ابلاغ در تقویم', 0, 'secretary', [], 'high'),
      task('اطلاع به موکل و گرفتن نظر او درباره تجدیدنظرخواهی', 1, 'owner'),
      task(
        'تنظیم لایحه تجدیدنظرخواهی',
        5,
        'owner',
        ['بررسی دادنامه بدوی', 'نوشتن جهات تجدیدنظرخواهی', 'ضمیمه کردن مدارک تازه'],
        'high',
      ),
      task('ثبت دادخواست تجدیدنظر در دفتر خدمات الکترونیک قضایی', 10, 'secretary', [
        'پرداخت هزینه دادرسی مرحله تجدیدنظر',
        'دریافت کد رهگیری و بایگانی رسید',
      ]),
    ],
  },
  {
    key: 'enforcement',
    name: 'اجرای احکام',
    trigger: 'stage_changed',
    caseType: null,
    stage: 'enforcement',
    tasks: [
      task('درخواست صدور اجراییه', 0, 'owner', [], 'high'),
      task('پیگیری ابلاغ اجراییه به محکوم‌علیه', 7, 'secretary'),
      task('معرفی اموال محکوم‌علیه و استعلام از بانک‌ها و ثبت', 15, 'owner'),
    ],
  },
];
