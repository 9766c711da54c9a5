import { z } from 'zod';
import { zResult } from '../envelope.ts';

// ---------------------------------------------------------------------------------------------
// Countries and cities (reference data, answered whole).
// ---------------------------------------------------------------------------------------------

export const zCountry = z.object({
  /** ISO 3166-1 alpha-2, upper case: `IR`. */
  alpha2: z.string(),
  name: z.string(),
  name_en: z.string(),
  /** With the plus sign: `+98`. */
  dialing_code: z.string(),
  flag: z.string(),
});
/** `search` matches the Persian or English name, the code or the dialing code. */
export const zCountryQuery = z.object({ search: z.string().max(100).optional() });
export const zCountryListResponse = zResult(z.array(zCountry));

export const zCity = z.object({
  pid: z.string(),
  name: z.string(),
  province: z.string(),
  /** The capital of its province. */
  is_capital: z.boolean(),
  country_code: z.string(),
});
/** Only Iran has cities (`IR`); any other code answers an empty list. */
export const zCityQuery = z.object({
  country_code: z
    .string()
    .trim()
    .max(2)
    .transform((v) => v.toUpperCase())
    .default('IR'),
  province: z.string().max(100).optional(),
  search: z.string().max(100).optional(),
});
export const zCityListResponse = zResult(z.array(zCity));

export type Country = z.infer<typeof zCountry>;
export type City = z.infer<typeof zCity>;
