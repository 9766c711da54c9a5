import { z } from 'zod';
import { zPage, zResult } from '../envelope.ts';
import { zIranMobile, zPersonName } from '../persian-fields.ts';
import { zOfficeRef, zPidRef, zUserRef } from './fields.ts';

// Secretaries, lawyers and the office.

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
