import { z } from 'zod';
import { zBarAssociation } from '../chat/consultants.ts';
import { zResult } from '../envelope.ts';
import { fieldText, normalizePersianText } from '../persian.ts';
import { zOptionalNumberText, zOptionalText } from './fields.ts';

/**
 * What a lawyer's office writes on its letters and shows its clients: the office's name, the lawyer's
 * licence (پروانه وکالت) and the bar association that issued it, and the office's address.
 */
export const zOfficeCardRequest = z.object({
  name: z
    .string()
    .max(120, { error: fieldText.maxChars(120) })
    .transform((v) => normalizePersianText(v))
    .refine((v) => v.length >= 2, { error: 'نام دفتر را بنویسید.' }),
  licence_no: zOptionalNumberText(30),
  bar_association: zBarAssociation.nullish(),
  address: zOptionalText(300),
});
export type OfficeCardForm = z.input<typeof zOfficeCardRequest>;
export type OfficeCardRequest = z.output<typeof zOfficeCardRequest>;

export const zOfficeCard = z.object({
  pid: z.string(),
  name: z.string(),
  licence_no: z.string().nullable(),
  bar_association: zBarAssociation.nullable(),
  bar_association_label: z.string().nullable(),
  address: z.string().nullable(),
  /** Only the office's lawyer changes it; a secretary reads it. */
  can_edit: z.boolean(),
});
export type OfficeCard = z.infer<typeof zOfficeCard>;
export const zOfficeCardResponse = zResult(zOfficeCard);
