// Vocabularies: wire codes in English, labels in Persian for the UI.

export const CASE_TYPES = [
  'civil',
  'criminal',
  'family',
  'registration',
  'administrative',
  'labor',
  'other',
] as const;
export const CASE_STAGES = ['first_instance', 'appeal', 'cassation', 'enforcement'] as const;
export const CASE_STATUSES = ['open', 'closed', 'archived'] as const;
export const FILE_TYPES = ['image', 'video', 'document'] as const;
/** How the caller stands to a case: the office's lawyer, its secretary, a co-counsel, an attached client. */
export const CASE_ACCESS = ['owner', 'secretary', 'co_counsel', 'client'] as const;

export type CaseType = (typeof CASE_TYPES)[number];
export type CaseStage = (typeof CASE_STAGES)[number];
export type CaseStatus = (typeof CASE_STATUSES)[number];
export type FileType = (typeof FILE_TYPES)[number];
export type CaseAccess = (typeof CASE_ACCESS)[number];

export const CASE_TYPE_LABELS: Record<CaseType, string> = {
  civil: 'حقوقی',
  criminal: 'کیفری',
  family: 'خانواده',
  registration: 'ثبتی',
  administrative: 'اداری',
  labor: 'کار',
  other: 'سایر',
};
export const CASE_STAGE_LABELS: Record<CaseStage, string> = {
  first_instance: 'بدوی',
  appeal: 'تجدیدنظر',
  cassation: 'فرجام/دیوان عالی',
  enforcement: 'اجرای احکام',
};
export const CASE_STATUS_LABELS: Record<CaseStatus, string> = {
  open: 'جاری',
  closed: 'مختومه',
  archived: 'بایگانی‌شده',
};
export const FILE_TYPE_LABELS: Record<FileType, string> = { image: 'تصویر', video: 'ویدئو', document: 'سند' };

/** Largest upload per file type, in bytes; the server refuses more with 413. */
export const UPLOAD_LIMITS: Record<FileType, number> = {
  image: 10 * 1024 * 1024,
  document: 25 * 1024 * 1024,
  video: 200 * 1024 * 1024,
};

/** The file extensions accepted per type; the bytes are sniffed and must agree with the name. */
export const UPLOAD_EXTENSIONS: Record<FileType, readonly string[]> = {
  image: ['jpg', 'jpeg', 'png', 'gif', 'webp', 'heic', 'heif', 'avif', 'bmp', 'tif', 'tiff'],
  video: ['mp4', 'm4v', 'mov', 'webm', 'mkv', '3gp', 'avi', 'mpg', 'mpeg'],
  document: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'odt', 'ods', 'rtf'],
};

export const AUDIT_ACTIONS = [
  'view',
  'download',
  'create',
  'update',
  'delete',
  'add_lawyer',
  'remove_lawyer',
  'add_client',
  'remove_client',
  'share',
  'unshare',
  'send_access_link',
  'redeem_access_link',
  'export',
] as const;
export const AUDIT_ENTITIES = [
  'case',
  'client',
  'document',
  'archive_cabinet',
  'secretary',
  'office',
  'case_message',
  'calendar_event',
  'court_notice',
  'draft',
  'draft_template',
  'fee_agreement',
  'fee_instalment',
  'fee_payment',
  'fee_expense',
  'fee_time_entry',
  'fee_settings',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  view: 'مشاهده',
  download: 'دریافت فایل',
  create: 'ایجاد',
  update: 'ویرایش',
  delete: 'حذف',
  add_lawyer: 'افزودن وکیل',
  remove_lawyer: 'حذف وکیل',
  add_client: 'افزودن موکل',
  remove_client: 'حذف موکل',
  share: 'نمایش به موکل',
  unshare: 'پنهان از موکل',
  send_access_link: 'ارسال لینک دسترسی',
  redeem_access_link: 'ورود موکل با لینک دسترسی',
  export: 'دریافت خروجی کامل',
};
export const AUDIT_ENTITY_LABELS: Record<AuditEntity, string> = {
  case: 'پرونده',
  client: 'موکل',
  document: 'سند',
  archive_cabinet: 'قفسه بایگانی',
  case_message: 'پیام پرونده',
  calendar_event: 'رویداد تقویم',
  court_notice: 'ابلاغیه',
  draft: 'پیش‌نویس',
  draft_template: 'الگوی پیش‌نویس',
  secretary: 'منشی',
  office: 'دفتر',
  fee_agreement: 'قرارداد حق‌الوکاله',
  fee_instalment: 'اقساط حق‌الوکاله',
  fee_payment: 'پرداخت حق‌الوکاله',
  fee_expense: 'هزینه پرونده',
  fee_time_entry: 'کارکرد ساعتی',
  fee_settings: 'تنظیمات مالی دفتر',
};
