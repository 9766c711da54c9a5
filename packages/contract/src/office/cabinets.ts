import { z } from 'zod';
import { zPage, zResult } from '../envelope.ts';
import { normalizePersianText } from '../persian.ts';
import { zOptionalText } from './fields.ts';

// Archive cabinets.

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
