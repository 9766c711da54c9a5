import { z } from 'zod';
import { zPage, zPageQuery, zResult } from '../envelope.ts';
import { zWholeNumber } from '../money/rules.ts';
import { normalizePersianText } from '../persian.ts';
import { BAR_ASSOCIATIONS } from './bar-associations.ts';
import {
  CHAT_RULES,
  CONSULTANT_APPROVAL_STATUSES,
  CONSULTANT_SPECIALTIES,
  type ConsultantSpecialty,
} from './vocabulary.ts';

const zSpecialty = z.enum(CONSULTANT_SPECIALTIES, { error: 'تخصص انتخاب‌شده معتبر نیست.' });
export const zBarAssociation = z.enum(BAR_ASSOCIATIONS, { error: 'کانون انتخاب‌شده معتبر نیست.' });

/** What the admins judge a consultant by: the licence's number and the bar association that issued it. */
const credentials = {
  /** شماره پروانه, as typed (a code: its digits are not rewritten). */
  licence_number: z.string().nullable(),
  bar_association: zBarAssociation.nullable(),
  /** Where the scan of the licence downloads (with the caller's token), or null before one is uploaded. */
  licence_document_url: z.string().nullable(),
};

// ---------------------------------------------------------------------------------------------
// The consultant's own settings: GET, PATCH /api/consultation/v1/settings/.
// ---------------------------------------------------------------------------------------------

export const zConsultantSettings = z.object({
  /** Takes new chat and consultation requests. */
  is_available: z.boolean(),
  /** Coins per chat session, held from the client when they request one. */
  chat_fee: z.number().int(),
  /** Coins per scheduled consultation. */
  consultation_fee: z.number().int(),
  default_time_limit_minutes: z.number().int(),
  specialties: z.array(zSpecialty),
  bio: z.string(),
  years_of_experience: z.number().int().nullable(),
  ...credentials,
  /** The profile is public (and requestable) only when `approved`. */
  approval_status: z.enum(CONSULTANT_APPROVAL_STATUSES),
  /** The admin's reason when `rejected`; a later change of the settings sends them for review again. */
  rejection_reason: z.string().nullable(),
  is_published: z.boolean(),
  updated_at: z.string().nullable(),
});

/** PATCH: only the fields sent change; Persian digits are accepted in numbers. */
export const zUpdateConsultantSettingsRequest = z
  .object({
    is_available: z.boolean(),
    chat_fee: zWholeNumber('هزینه هر جلسه گفتگو', 0, CHAT_RULES.maxFeeCoins),
    consultation_fee: zWholeNumber('هزینه هر مشاوره', 0, CHAT_RULES.maxFeeCoins),
    default_time_limit_minutes: zWholeNumber(
      'مدت پیش‌فرض جلسه',
      CHAT_RULES.minTimeLimitMinutes,
      CHAT_RULES.maxTimeLimitMinutes,
    ),
    specialties: z
      .array(zSpecialty)
      .max(CONSULTANT_SPECIALTIES.length)
      .transform((list) => [...new Set(list)] as ConsultantSpecialty[]),
    bio: z
      .string()
      .max(2000, { error: 'معرفی حداکثر ۲۰۰۰ نویسه است.' })
      .transform((v) => normalizePersianText(v)),
    years_of_experience: zWholeNumber('سابقه کار', 0, 70).nullable(),
    /** Empty clears it. */
    licence_number: z
      .string({ error: 'شماره پروانه را بنویسید.' })
      .trim()
      .max(30, { error: 'شماره پروانه حداکثر ۳۰ نویسه است.' })
      .transform((v) => v || null)
      .nullable(),
    bar_association: zBarAssociation.nullable(),
  })
  .partial()
  .strict();

export const zConsultantSettingsResponse = zResult(zConsultantSettings);
export const zConsultantSettingsMutationResponse = zResult(
  zConsultantSettings.extend({ message: z.string() }),
);

export type ConsultantSettings = z.infer<typeof zConsultantSettings>;
export type UpdateConsultantSettingsRequest = z.input<typeof zUpdateConsultantSettingsRequest>;
export type UpdateConsultantSettings = z.output<typeof zUpdateConsultantSettingsRequest>;

// ---------------------------------------------------------------------------------------------
// Public profiles of approved consultants: GET /api/consultation/v1/consultants/ and {pid}/.
// ---------------------------------------------------------------------------------------------

export const zConsultantProfile = z.object({
  /** The consultant's user pid: what `consultant` in a request body names. */
  pid: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  bio: z.string(),
  specialties: z.array(zSpecialty),
  years_of_experience: z.number().int().nullable(),
  is_available: z.boolean(),
  chat_fee: z.number().int(),
  consultation_fee: z.number().int(),
  default_time_limit_minutes: z.number().int(),
  /** Average of the clients' ratings (1 to 5, one decimal); null before the first rating. */
  rating_average: z.number().nullable(),
  rating_count: z.number().int(),
  /** Finished chat sessions and consultations. */
  completed_count: z.number().int(),
});

export const CONSULTANT_ORDERINGS = [
  'rating',
  'chat_fee',
  'consultation_fee',
  'years_of_experience',
  'completed_count',
  'last_name',
] as const;

/**
 * `search` over names and bio; `specialty` one code; `available=true` only those taking requests now;
 * `ordering` one of CONSULTANT_ORDERINGS, `-` for descending (default: available first, best rated).
 */
export const zConsultantListQuery = zPageQuery.extend({
  specialty: zSpecialty.optional(),
  available: z.enum(['true', 'false']).optional(),
});

export const zConsultantProfileResponse = zResult(zConsultantProfile);
export const zConsultantProfilePage = zPage(zConsultantProfile);

export type ConsultantProfile = z.infer<typeof zConsultantProfile>;
export type ConsultantListQuery = z.output<typeof zConsultantListQuery>;

// ---------------------------------------------------------------------------------------------
// Admin approval: GET /api/admin/v1/consultants/, POST {pid}/approve/ and {pid}/reject/.
// ---------------------------------------------------------------------------------------------

export const zAdminConsultant = zConsultantProfile.extend({
  mobile: z.string().nullable(),
  ...credentials,
  approval_status: z.enum(CONSULTANT_APPROVAL_STATUSES),
  rejection_reason: z.string().nullable(),
  approved_at: z.string().nullable(),
  updated_at: z.string().nullable(),
});

export const zAdminConsultantListQuery = zPageQuery.extend({
  approval_status: z.enum(CONSULTANT_APPROVAL_STATUSES).optional(),
});

export const zRejectConsultantRequest = z
  .object({
    reason: z
      .string({ error: 'علت رد را بنویسید.' })
      .transform(normalizePersianText)
      .pipe(z.string().min(3, { error: 'علت رد را بنویسید.' }).max(1000)),
  })
  .strict();

export const zAdminConsultantPage = zPage(zAdminConsultant);
export const zAdminConsultantMutationResponse = zResult(zAdminConsultant.extend({ message: z.string() }));

export type AdminConsultant = z.infer<typeof zAdminConsultant>;
