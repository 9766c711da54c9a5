import { z } from 'zod';
import { zPage, zPageQuery, zResult } from '../envelope.ts';
import { zIranMobile, zNationalCode, zPersonName } from '../persian-fields.ts';
import { zBirthDate, zOptionalText, zUserRef } from './fields.ts';

// Clients.

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
  birth_date: zBirthDate,
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
