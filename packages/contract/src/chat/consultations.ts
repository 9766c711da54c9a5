import { z } from 'zod';
import { zPage, zPageQuery, zResult } from '../envelope.ts';
import { zPid } from '../money/rules.ts';
import { zUserRef } from '../office.ts';
import { fieldText, normalizePersianText } from '../persian.ts';
import { CHAT_SIDES, CONSULTATION_KINDS, CONSULTATION_STATUSES } from './vocabulary.ts';

const zText = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} را بنویسید.` })
    .transform(normalizePersianText)
    .pipe(
      z
        .string()
        .min(1, { error: `${label} را بنویسید.`, abort: true })
        .min(min, { error: fieldText.minLength(label, min) })
        .max(max, { error: `${label} طولانی‌تر از حد مجاز است.` }),
    );

const zOptionalText = (max: number) =>
  z
    .string()
    .max(max, { error: fieldText.maxChars(max) })
    .transform((v) => normalizePersianText(v) || null)
    .nullish();

/** An ISO 8601 date and time with its offset, e.g. 2025-01-05T09:30:00+03:30. */
export const zDateTimeWithOffset = z.iso.datetime({
  offset: true,
  error: 'زمان باید به شکل ISO ۸۶۰۱ با منطقه زمانی باشد.',
});

export const zConsultation = z.object({
  pid: z.string(),
  status: z.enum(CONSULTATION_STATUSES),
  status_label: z.string(),
  kind: z.enum(CONSULTATION_KINDS),
  kind_label: z.string(),
  client: zUserRef,
  consultant: zUserRef,
  /** The caller's side: the client who asked, or the consultant asked. */
  my_role: z.enum(CHAT_SIDES),
  subject: z.string(),
  description: z.string(),
  /** Times the client suggested (ISO 8601). */
  preferred_times: z.array(z.string()),
  /** Coins held at the request (the consultant's consultation fee then). */
  fee: z.number().int(),
  scheduled_at: z.string().nullable(),
  response_message: z.string().nullable(),
  responded_at: z.string().nullable(),
  /** A pending request expires (and its hold returns) at this time. */
  expires_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  /** The client's rating after completion, 1 to 5. */
  rating: z.number().int().nullable(),
  rating_comment: z.string().nullable(),
  /** The consultant's share is paid at this time unless the client disputes before it. */
  payout_due_at: z.string().nullable(),
  /** `paid_out` once the consultant received their share; `refunded` when a dispute returned the fee. */
  payout_status: z.enum(['pending', 'paid_out', 'refunded']).nullable(),
  dispute_reason: z.string().nullable(),
  disputed_at: z.string().nullable(),
  settlement: z.enum(['refunded', 'paid_out']).nullable(),
  settled_at: z.string().nullable(),
  can_rate: z.boolean(),
  can_dispute: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** POST consultations/request/: the consultant's consultation fee is held from the caller's wallet (402 when short). */
export const zCreateConsultationRequest = z
  .object({
    /** The consultant's pid (from the consultants list). */
    consultant: zPid,
    subject: zText('موضوع مشاوره', 3, 200),
    description: zText('شرح مسئله', 10, 5000),
    /** Up to five suggested times, in the future. */
    preferred_times: z.array(zDateTimeWithOffset).max(5, { error: 'حداکثر پنج زمان پیشنهادی.' }).default([]),
    kind: z.enum(CONSULTATION_KINDS, { error: 'نوع مشاوره معتبر نیست.' }).default('phone'),
  })
  .strict();

/** POST {pid}/accept/: charges the held fee. */
export const zAcceptConsultationRequest = z
  .object({ scheduled_at: zDateTimeWithOffset.optional(), message: zOptionalText(2000) })
  .strict();

/** POST {pid}/reject/: releases the held fee. */
export const zRejectConsultationRequest = z.object({ message: zText('علت رد درخواست', 1, 2000) }).strict();

/** POST {pid}/cancel/: the client while pending (released), or the consultant once accepted (refunded). */
export const zCancelConsultationRequest = z.object({ reason: zOptionalText(1000) }).strict();

/** POST {pid}/rate/: the client, once, after completion. */
export const zRateConsultationRequest = z
  .object({
    rating: z
      .number({ error: 'امتیاز را از ۱ تا ۵ انتخاب کنید.' })
      .int({ error: 'امتیاز را از ۱ تا ۵ انتخاب کنید.' })
      .min(1, { error: 'امتیاز را از ۱ تا ۵ انتخاب کنید.' })
      .max(5, { error: 'امتیاز را از ۱ تا ۵ انتخاب کنید.' }),
    comment: zOptionalText(2000),
  })
  .strict();

/** POST {pid}/dispute/: the client, after completion and before the payout. */
export const zDisputeConsultationRequest = z.object({ reason: zText('علت اعتراض', 10, 2000) }).strict();

/** POST /api/admin/v1/consultations/{pid}/settle/: refund to the client, or pay the consultant. */
export const zSettleConsultationRequest = z
  .object({ refund: z.boolean({ error: 'نتیجه رسیدگی را انتخاب کنید.' }), note: zOptionalText(2000) })
  .strict();

/** GET consultations/: mine, as client or consultant; `role` narrows to one side. */
export const zConsultationListQuery = zPageQuery.extend({
  status: z.enum(CONSULTATION_STATUSES).optional(),
  role: z.enum(CHAT_SIDES).optional(),
});
export const zAdminConsultationListQuery = zPageQuery.extend({
  status: z.enum(CONSULTATION_STATUSES).optional(),
});

export const zConsultationResponse = zResult(zConsultation);
export const zConsultationPage = zPage(zConsultation);
export const zConsultationMutationResponse = zResult(zConsultation.extend({ message: z.string() }));

export type Consultation = z.infer<typeof zConsultation>;
export type CreateConsultationRequest = z.input<typeof zCreateConsultationRequest>;
export type CreateConsultation = z.output<typeof zCreateConsultationRequest>;
export type ConsultationListQuery = z.output<typeof zConsultationListQuery>;
