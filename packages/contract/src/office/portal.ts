import { z } from 'zod';
import { zPage, zResult } from '../envelope.ts';
import { zOfficeRef, zPidRef, zUserRef } from './fields.ts';
import { CASE_STAGES, CASE_STATUSES, CASE_TYPES } from './vocabulary.ts';

// Client portal: access links and the client's own cases.

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
