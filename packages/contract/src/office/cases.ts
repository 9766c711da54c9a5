import { z } from 'zod';
import { zPage, zPageQuery, zResult } from '../envelope.ts';
import { normalizePersianText } from '../persian.ts';
import {
  zCaseStartDate,
  zOfficeRef,
  zOptionalNumberText,
  zOptionalText,
  zPidRef,
  zQueryDate,
  zSearchText,
  zUserRef,
} from './fields.ts';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  CASE_ACCESS,
  CASE_STAGES,
  CASE_STATUSES,
  CASE_TYPES,
  FILE_TYPES,
} from './vocabulary.ts';

// Cases.

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
  start_date: zCaseStartDate,
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
  /** Lawyers asked to join as co-counsel who have not answered yet (on the case's own office's answers). */
  invited_lawyers: z.array(zUserRef.extend({ expires_at: z.string() })).optional(),
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

/**
 * Fields `?ordering=` accepts on the case lists (`-` in front for descending); `client` is the name of the
 * case's first client, `next_hearing` the first hearing to come in the caller's own office calendar.
 */
export const CASE_ORDERINGS = [
  'created_at',
  'updated_at',
  'start_date',
  'title',
  'case_number',
  'archive_number',
  'status',
  'court',
  'branch',
  'client',
  'stage',
  'next_hearing',
] as const;
export type CaseOrdering = (typeof CASE_ORDERINGS)[number];

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

// Case timeline.

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
