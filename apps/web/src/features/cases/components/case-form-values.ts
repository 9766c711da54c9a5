import type { Case, zCreateCaseRequest } from '@vakilyar/contract';

/** Every field a case form edits. */
export const CASE_FORM_FIELDS = [
  'title',
  'case_number',
  'archive_number',
  'court',
  'branch',
  'case_type',
  'stage',
  'status',
  'opponent',
  'subject',
  'description',
  'start_date',
  'archive_cabinet_id',
] as const;

/** What the case form holds before the contract's schema parses it. */
export type CaseFormInput = (typeof zCreateCaseRequest)['_zod']['input'];

/** A case as the form's inputs hold it: '' for an empty text, the start date as the API's `YYYY-MM-DD`. */
export function caseFormValues(item?: Case): CaseFormInput {
  return {
    title: item?.title ?? '',
    case_number: item?.case_number ?? '',
    archive_number: item?.archive_number ?? '',
    court: item?.court ?? '',
    branch: item?.branch ?? '',
    case_type: item?.case_type ?? 'civil',
    stage: item?.stage ?? 'first_instance',
    status: item?.status ?? 'open',
    opponent: item?.opponent ?? '',
    subject: item?.subject ?? '',
    description: item?.description ?? '',
    start_date: item?.start_date ?? '',
    archive_cabinet_id: item?.archive_cabinet?.pid ?? null,
  };
}
