import { z } from 'zod';
import { zMessage, zPage, zPageQuery, zResult } from './envelope.ts';
import {
  fieldText,
  normalizePersianText,
  toLatinDigits,
  unifyPersianLetters,
  zIranMobile,
  zNationalCode,
  zPersonName,
} from './persian.ts';

// ---------------------------------------------------------------------------------------------
// Vocabularies: wire codes in English, labels in Persian for the UI.
// ---------------------------------------------------------------------------------------------

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
  secretary: 'منشی',
  office: 'دفتر',
};

// ---------------------------------------------------------------------------------------------
// Input helpers: free text is kept as typed (spaces tidied); numbers and dates are normalized.
// ---------------------------------------------------------------------------------------------

/** An optional free text; '' and null clear it, undefined leaves it as is (on PATCH). */
const zOptionalText = (max: number) =>
  z
    .string()
    .max(max, { error: fieldText.maxChars(max) })
    .transform((v) => normalizePersianText(v) || null)
    .nullish();

/** A number the office files by (case, archive): an identifier, folded (ASCII digits, ی/ک) so «۱۲» and «12» are one. */
const zOptionalNumberText = (max: number) =>
  z
    .string()
    .max(max, { error: fieldText.maxChars(max) })
    .transform((v) => normalizePersianText(unifyPersianLetters(toLatinDigits(v))) || null)
    .nullish();

/** A Gregorian `YYYY-MM-DD` date; Persian digits accepted; '' and null clear it. */
const zOptionalDate = z
  .string()
  .transform((v) => toLatinDigits(v).trim())
  .pipe(z.union([z.literal(''), z.iso.date({ error: 'تاریخ باید به شکل YYYY-MM-DD (میلادی) باشد.' })]))
  .transform((v) => v || null)
  .nullish();

const zQueryDate = z
  .string()
  .transform((v) => toLatinDigits(v).trim())
  .pipe(z.iso.date({ error: 'تاریخ باید به شکل YYYY-MM-DD (میلادی) باشد.' }))
  .optional();

const zPidRef = (message: string) => z.string({ error: message }).trim().min(1, { error: message }).max(40);

const zSearchText = z.string().max(200).optional();

// ---------------------------------------------------------------------------------------------
// Shared response pieces.
// ---------------------------------------------------------------------------------------------

export const zUserRef = z.object({ pid: z.string(), first_name: z.string(), last_name: z.string() });
export const zOfficeRef = z.object({ pid: z.string(), name: z.string() });

// ---------------------------------------------------------------------------------------------
// Clients.
// ---------------------------------------------------------------------------------------------

const clientFields = {
  first_name: zPersonName('نام'),
  last_name: zPersonName('نام خانوادگی'),
  national_code: zNationalCode,
  mobile: zIranMobile,
  email: z
    .union([z.literal(''), z.email({ error: 'نشانی ایمیل معتبر نیست.' })])
    .transform((v) => v || null)
    .nullish(),
  father_name: zOptionalText(60),
  birth_date: zOptionalDate,
  address: zOptionalText(500),
  notes: zOptionalText(2000),
};

/** POST and PUT of a client: every required field; an optional field left out is cleared on PUT. */
export const zCreateClientRequest = z.object(clientFields);
/** PATCH of a client: only the fields sent change. */
export const zUpdateClientRequest = z.object(clientFields).partial();

export const zClient = z.object({
  pid: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  national_code: z.string(),
  mobile: z.string(),
  email: z.string().nullable(),
  father_name: z.string().nullable(),
  birth_date: z.string().nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  /** The client has signed in once through an access link. */
  has_account: z.boolean(),
  cases_count: z.number().int(),
  created_by: zUserRef.nullable(),
  updated_by: zUserRef.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const zClientListQuery = zPageQuery;
export const zClientResponse = zResult(zClient);
export const zClientPage = zPage(zClient);
export const zClientMutationResponse = zResult(zClient.extend({ message: z.string() }));

export type CreateClientRequest = z.output<typeof zCreateClientRequest>;
export type UpdateClientRequest = z.output<typeof zUpdateClientRequest>;
export type Client = z.infer<typeof zClient>;

// ---------------------------------------------------------------------------------------------
// Cases.
// ---------------------------------------------------------------------------------------------

const caseFields = {
  title: z
    .string({ error: 'عنوان پرونده را وارد کنید.' })
    .transform(normalizePersianText)
    .pipe(
      z
        .string()
        .min(1, { error: 'عنوان پرونده را وارد کنید.', abort: true })
        .min(2, { error: 'عنوان پرونده باید دست‌کم دو حرف باشد.' })
        .max(200, { error: 'عنوان پرونده طولانی‌تر از حد مجاز است.' }),
    ),
  case_number: zOptionalNumberText(40),
  archive_number: zOptionalNumberText(40),
  court: zOptionalText(200),
  branch: zOptionalText(100),
  case_type: z.enum(CASE_TYPES, { error: 'نوع پرونده معتبر نیست.' }),
  stage: z.enum(CASE_STAGES, { error: 'مرحله رسیدگی معتبر نیست.' }),
  status: z.enum(CASE_STATUSES, { error: 'وضعیت پرونده معتبر نیست.' }),
  opponent: zOptionalText(200),
  subject: zOptionalText(300),
  description: zOptionalText(5000),
  start_date: zOptionalDate,
  /** The pid of an archive cabinet of the office, or null to take the case out of its cabinet. */
  archive_cabinet_id: zPidRef('قفسه بایگانی را انتخاب کنید.').nullish(),
};

export const zCreateCaseRequest = z.object({
  ...caseFields,
  case_type: caseFields.case_type.default('civil'),
  stage: caseFields.stage.default('first_instance'),
  status: caseFields.status.default('open'),
  /** Pids of the office's clients to attach at once. */
  client_ids: z.array(zPidRef('موکل را انتخاب کنید.')).max(50).optional(),
});
export const zUpdateCaseRequest = z.object(caseFields).partial();

export const zCaseLawyer = zUserRef.extend({ role: z.enum(['owner', 'co_counsel']) });
export const zCaseClient = z.object({
  pid: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  national_code: z.string(),
  mobile: z.string(),
});
export const zCabinetRef = z.object({ pid: z.string(), name: z.string(), code: z.string().nullable() });

export const zCase = z.object({
  pid: z.string(),
  title: z.string(),
  case_number: z.string().nullable(),
  archive_number: z.string().nullable(),
  court: z.string().nullable(),
  branch: z.string().nullable(),
  case_type: z.enum(CASE_TYPES),
  stage: z.enum(CASE_STAGES),
  status: z.enum(CASE_STATUSES),
  opponent: z.string().nullable(),
  subject: z.string().nullable(),
  description: z.string().nullable(),
  start_date: z.string().nullable(),
  archive_cabinet: zCabinetRef.nullable(),
  office: zOfficeRef,
  lawyers: z.array(zCaseLawyer),
  clients: z.array(zCaseClient),
  documents_count: z.number().int(),
  /** How the caller stands to this case, and what they may do with it (permission codes). */
  access: z.enum(CASE_ACCESS),
  permissions: z.array(z.string()),
  created_by: zUserRef.nullable(),
  updated_by: zUserRef.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /**
   * On list answers: the first hearing still to come in the caller's own office calendar (ISO time), null for
   * none or for a caller who does not read that calendar.
   */
  next_hearing: z.string().nullable().optional(),
});

const caseFilters = {
  status: z.enum(CASE_STATUSES).optional(),
  case_type: z.enum(CASE_TYPES).optional(),
  stage: z.enum(CASE_STAGES).optional(),
  court: zSearchText,
  /** Pid of an archive cabinet. */
  archive_cabinet: z.string().max(40).optional(),
  /** Pid of a lawyer on the case. */
  lawyer: z.string().max(40).optional(),
  /** Pid of a client on the case. */
  client: z.string().max(40).optional(),
  start_date_from: zQueryDate,
  start_date_to: zQueryDate,
  created_from: zQueryDate,
  created_to: zQueryDate,
};

/** `GET cases/`: `search` over title, numbers, court, branch, opponent, subject and the clients. */
export const zCaseListQuery = zPageQuery.extend(caseFilters);
/** `GET cases/advanced-search/`: every list filter, and per-field matches. */
export const zAdvancedCaseSearchQuery = zCaseListQuery.extend({
  client_first_name: zSearchText,
  client_last_name: zSearchText,
  client_national_code: zSearchText,
  case_number: zSearchText,
  archive_number: zSearchText,
  branch: zSearchText,
  title: zSearchText,
});
export const zByClientQuery = zPageQuery;

export const zCaseResponse = zResult(zCase);
export const zCasePage = zPage(zCase);
export const zCaseMutationResponse = zResult(zCase.extend({ message: z.string() }));

export const zAddLawyerRequest = z.object({ lawyer_id: zPidRef('وکیل را انتخاب کنید.') });
export const zAddClientRequest = z.object({ client_id: zPidRef('موکل را انتخاب کنید.') });

export type CreateCaseRequest = z.output<typeof zCreateCaseRequest>;
export type UpdateCaseRequest = z.output<typeof zUpdateCaseRequest>;
export type CaseListQuery = z.output<typeof zCaseListQuery>;
export type AdvancedCaseSearchQuery = z.output<typeof zAdvancedCaseSearchQuery>;
export type Case = z.infer<typeof zCase>;

// ---------------------------------------------------------------------------------------------
// Case timeline.
// ---------------------------------------------------------------------------------------------

export const zTimelineQuery = zPageQuery.extend({
  /** With `true`, views and downloads of the case are listed too. */
  include_views: z.enum(['true', 'false']).optional(),
});

export const zTimelineItem = z.object({
  at: z.string(),
  kind: z.enum(['change', 'document', 'access', 'view']),
  action: z.enum(AUDIT_ACTIONS),
  label: z.string(),
  entity_type: z.enum(AUDIT_ENTITIES),
  entity_pid: z.string(),
  entity_label: z.string().nullable(),
  actor: zUserRef.nullable(),
  details: z.record(z.string(), z.unknown()),
  document: z
    .object({ pid: z.string(), name: z.string(), file_type: z.enum(FILE_TYPES), exists: z.boolean() })
    .nullable(),
});
export const zTimelinePage = zPage(zTimelineItem);

// ---------------------------------------------------------------------------------------------
// Documents and uploads.
// ---------------------------------------------------------------------------------------------

export const zUploadedFile = z.object({
  pid: z.string(),
  file_type: z.enum(FILE_TYPES),
  name: z.string(),
  size: z.number().int(),
  mime_type: z.string(),
  /** The authorized download address (send the Bearer token). */
  url: z.string(),
});

/** One upload answers its file's fields; several answer the first's, and all of them in `files`. */
export const zUploadResponse = zResult(
  zUploadedFile.extend({ pids: z.array(z.string()), files: z.array(zUploadedFile), message: z.string() }),
);

export const zDocument = zUploadedFile.extend({
  case: z.object({ pid: z.string(), title: z.string() }).nullable(),
  title: z.string(),
  visible_to_client: z.boolean(),
  /** Sent by one of the case's clients in the case thread, for the lawyer to review. */
  from_client: z.boolean(),
  uploaded_by: zUserRef.nullable(),
  created_at: z.string(),
});

export const zDocumentUploadResponse = zResult(
  zDocument.extend({ pids: z.array(z.string()), files: z.array(zDocument), message: z.string() }),
);

export const zUpdateDocumentRequest = z.object({
  title: zOptionalText(200),
  visible_to_client: z.boolean().optional(),
});

export const zDocumentListQuery = zPageQuery.extend({ file_type: z.enum(FILE_TYPES).optional() });
export const zDocumentResponse = zResult(zDocument);
export const zDocumentPage = zPage(zDocument);
export const zDownloadQuery = z.object({
  /** `inline` lets a browser show an image, a video or a PDF; the default is a download. */
  disposition: z.enum(['inline', 'attachment']).optional(),
});

export type Document = z.infer<typeof zDocument>;

// ---------------------------------------------------------------------------------------------
// Archive cabinets.
// ---------------------------------------------------------------------------------------------

const cabinetFields = {
  name: z
    .string({ error: 'نام قفسه را وارد کنید.' })
    .transform(normalizePersianText)
    .pipe(z.string().min(1, { error: 'نام قفسه را وارد کنید.' }).max(100, { error: 'نام قفسه طولانی است.' })),
  code: zOptionalText(40),
  location: zOptionalText(200),
  description: zOptionalText(1000),
};
export const zCreateCabinetRequest = z.object(cabinetFields);
export const zUpdateCabinetRequest = z.object(cabinetFields).partial();
export const zCabinet = z.object({
  pid: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  location: z.string().nullable(),
  description: z.string().nullable(),
  cases_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const zCabinetResponse = zResult(zCabinet);
export const zCabinetPage = zPage(zCabinet);
export const zCabinetMutationResponse = zResult(zCabinet.extend({ message: z.string() }));

export type CreateCabinetRequest = z.output<typeof zCreateCabinetRequest>;
export type UpdateCabinetRequest = z.output<typeof zUpdateCabinetRequest>;

// ---------------------------------------------------------------------------------------------
// Secretaries, lawyers and the office.
// ---------------------------------------------------------------------------------------------

/** The lawyer adds a secretary by mobile; a new number gets an account, and the invite goes by SMS. */
export const zCreateSecretaryRequest = z.object({
  mobile: zIranMobile,
  first_name: zPersonName('نام').optional(),
  last_name: zPersonName('نام خانوادگی').optional(),
});
export const zUpdateSecretaryRequest = z.object({
  first_name: zPersonName('نام').optional(),
  last_name: zPersonName('نام خانوادگی').optional(),
});
/** `assign-secretary` and `remove-secretary`: the secretary's pid, or (assign only) their mobile. */
export const zAssignSecretaryRequest = z
  .object({
    secretary_id: z.string().trim().max(40).optional(),
    mobile: zIranMobile.optional(),
  })
  .refine((v) => v.secretary_id || v.mobile, {
    error: 'منشی را انتخاب کنید یا شماره موبایل او را وارد کنید.',
    path: ['secretary_id'],
  });
export const zRemoveSecretaryRequest = z.object({ secretary_id: zPidRef('منشی را انتخاب کنید.') });

export const zSecretary = z.object({
  pid: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  mobile: z.string(),
  /** Whether the secretary has ever signed in (set a password or used a code). */
  has_password: z.boolean(),
  assigned_at: z.string(),
});
export const zSecretaryResponse = zResult(zSecretary);
export const zSecretaryPage = zPage(zSecretary);
export const zSecretaryMutationResponse = zResult(zSecretary.extend({ message: z.string() }));

/** A user found in the platform directory (lawyers or secretaries); the number is masked. */
export const zDirectoryUser = z.object({
  pid: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  mobile_masked: z.string(),
  office: zOfficeRef.nullable(),
  /** For secretaries: already works in the caller's office. */
  in_my_office: z.boolean(),
});
export const zDirectoryPage = zPage(zDirectoryUser);

export const zSecretaryInfo = z.object({
  office: zOfficeRef,
  lawyer: zUserRef.extend({ mobile: z.string() }),
  secretaries: z.array(zSecretary),
});
export const zSecretaryInfoResponse = zResult(zSecretaryInfo);

export const zLatestNumbers = z.object({
  office: zOfficeRef.nullable(),
  total_cases: z.number().int(),
  open_cases: z.number().int(),
  closed_cases: z.number().int(),
  archived_cases: z.number().int(),
  shared_cases: z.number().int(),
  clients: z.number().int(),
  documents: z.number().int(),
  archive_cabinets: z.number().int(),
  secretaries: z.number().int(),
  /** Cases opened in the last 30 days. */
  new_cases_30_days: z.number().int(),
  /** Not yet counted: calendar and court notices are other modules. */
  today_events: z.number().int(),
  week_events: z.number().int(),
  unread_notices: z.number().int(),
});
export const zLatestNumbersResponse = zResult(zLatestNumbers);

// ---------------------------------------------------------------------------------------------
// Client portal: access links and the client's own cases.
// ---------------------------------------------------------------------------------------------

export const zSendAccessLinkRequest = z.object({ case_id: zPidRef('پرونده را انتخاب کنید.') });
export const zSendAccessLinkResponse = zResult(
  z.object({ message: z.string(), sent_to: z.string(), expires_at: z.string() }),
);

export const zRedeemAccessLinkRequest = z.object({
  token: z.string({ error: 'لینک دسترسی معتبر نیست.' }).trim().min(20).max(200),
});

/** What a client sees of a case: no internal notes, no archive details. */
export const zClientCase = z.object({
  pid: z.string(),
  title: z.string(),
  case_number: z.string().nullable(),
  court: z.string().nullable(),
  branch: z.string().nullable(),
  case_type: z.enum(CASE_TYPES),
  stage: z.enum(CASE_STAGES),
  status: z.enum(CASE_STATUSES),
  opponent: z.string().nullable(),
  subject: z.string().nullable(),
  start_date: z.string().nullable(),
  office: zOfficeRef,
  lawyers: z.array(zUserRef),
  documents_count: z.number().int(),
  updated_at: z.string(),
});
export const zClientCaseResponse = zResult(zClientCase);
export const zClientCasePage = zPage(zClientCase);

export const zRedeemAccessLinkResponse = zResult(
  z.object({ access_token: z.string(), refresh_token: z.string(), username: z.string(), case: zClientCase }),
);

// ---------------------------------------------------------------------------------------------
// Audit log.
// ---------------------------------------------------------------------------------------------

export const zAuditQuery = zPageQuery.extend({
  action: z.enum(AUDIT_ACTIONS).optional(),
  entity_type: z.enum(AUDIT_ENTITIES).optional(),
  /** Pid of a case: its own entries and those of its documents. */
  case: z.string().max(40).optional(),
  /** Pid of the user who acted. */
  actor: z.string().max(40).optional(),
  from: zQueryDate,
  to: zQueryDate,
});

export const zAuditEntry = z.object({
  seq: z.number().int(),
  at: z.string(),
  actor: zUserRef.nullable(),
  actor_name: z.string(),
  access: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  action_label: z.string(),
  entity_type: z.enum(AUDIT_ENTITIES),
  entity_pid: z.string(),
  entity_label: z.string().nullable(),
  case_pid: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  hash: z.string(),
});
export const zAuditPage = zPage(zAuditEntry);
export const zAuditVerifyResponse = zResult(
  z.object({
    valid: z.boolean(),
    checked: z.number().int(),
    broken_at_seq: z.number().int().nullable(),
    message: z.string(),
  }),
);

// ---------------------------------------------------------------------------------------------
// Referral.
// ---------------------------------------------------------------------------------------------

export const zReferralShare = z.object({
  code: z.string(),
  link: z.string(),
  share_text: z.string(),
  referred_count: z.number().int(),
});
export const zReferralShareResponse = zResult(zReferralShare);

export const zOfficeMessageResponse = zResult(zMessage);

// ---------------------------------------------------------------------------------------------
// Paths, relative to the API base `{host}/api` like `API` in paths.ts.
// ---------------------------------------------------------------------------------------------

const lo = '/lawyer-office/v1';
const lw = '/lawyer/v1';

export const officePaths = {
  clients: `${lo}/clients/`,
  client: (pid: string) => `${lo}/clients/${pid}/`,
  cases: `${lo}/cases/`,
  case: (pid: string) => `${lo}/cases/${pid}/`,
  caseAddLawyer: (pid: string) => `${lo}/cases/${pid}/add-lawyer/`,
  caseRemoveLawyer: (pid: string) => `${lo}/cases/${pid}/remove-lawyer/`,
  caseAddClient: (pid: string) => `${lo}/cases/${pid}/add-client/`,
  caseRemoveClient: (pid: string) => `${lo}/cases/${pid}/remove-client/`,
  caseTimeline: (pid: string) => `${lo}/cases/${pid}/timeline/`,
  casesByClient: (clientPid: string) => `${lo}/cases/by-client/${clientPid}/`,
  casesAdvancedSearch: `${lo}/cases/advanced-search/`,
  documents: `${lo}/documents/`,
  documentsByCase: (casePid: string) => `${lo}/documents/by-case/${casePid}/`,
  document: (pid: string) => `${lo}/documents/${pid}/`,
  documentDownload: (pid: string) => `${lo}/documents/${pid}/download/`,
  latestNumbers: `${lo}/offices/latest-numbers/`,
  assignSecretary: `${lo}/offices/assign-secretary/`,
  removeSecretary: `${lo}/offices/remove-secretary/`,
  secretaryInfo: `${lo}/offices/secretary-info/`,
  lawyersDirectory: `${lo}/lawyers/`,
  secretariesDirectory: `${lo}/secretaries/`,
  auditLog: `${lo}/audit-log/`,
  auditLogExport: `${lo}/audit-log/export/`,
  auditLogVerify: `${lo}/audit-log/verify/`,
  myCases: `${lo}/my-cases/`,
  myCase: (pid: string) => `${lo}/my-cases/${pid}/`,
  myCaseDocuments: (pid: string) => `${lo}/my-cases/${pid}/documents/`,
  myCaseDocumentDownload: (casePid: string, documentPid: string) =>
    `${lo}/my-cases/${casePid}/documents/${documentPid}/download/`,
  lawyerClients: `${lw}/clients/`,
  lawyerClient: (pid: string) => `${lw}/clients/${pid}/`,
  sendAccessLink: (clientPid: string) => `${lw}/clients/${clientPid}/send-access-link/`,
  archiveCabinets: `${lw}/archive-cabinets/`,
  archiveCabinet: (pid: string) => `${lw}/archive-cabinets/${pid}/`,
  archiveCabinetCases: (pid: string) => `${lw}/archive-cabinets/${pid}/cases/`,
  secretaries: `${lw}/secretaries/`,
  secretary: (pid: string) => `${lw}/secretaries/${pid}/`,
  referralShare: '/referral/v1/link/share/',
  uploadImage: '/document/v1/upload-image/',
  uploadVideo: '/document/v1/upload-video/',
  uploadDocument: '/document/v1/upload-document/',
  upload: (pid: string) => `/document/v1/files/${pid}/`,
  uploadDownload: (pid: string) => `/document/v1/files/${pid}/download/`,
  redeemAccessLink: '/auth/v1/redeem-access-link/',
} as const;
