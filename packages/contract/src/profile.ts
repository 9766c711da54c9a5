import { z } from 'zod';
import { zResult } from './envelope.ts';
import { zPassword, zPersonName } from './persian-fields.ts';
import { zRole, zRoleInfo } from './roles.ts';

export const zProfile = z.object({
  pid: z.string(),
  username: z.string(),
  mobile: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  roles: z.array(zRole),
  has_password: z.boolean(),
  referral_code: z.string(),
  date_joined: z.string(),
});

export const zUpdateProfileRequest = z
  .object({
    first_name: zPersonName('نام').optional(),
    last_name: zPersonName('نام خانوادگی').optional(),
    email: z
      .union([z.literal(''), z.email({ error: 'نشانی ایمیل معتبر نیست.' })])
      .optional()
      .transform((v) => (v === '' ? null : v)),
    current_password: z.string().max(128).optional(),
    new_password: zPassword.optional(),
  })
  .strict();

export const zDeleteAccountRequest = z.object({
  password: z.string().max(128).optional(),
  reason: z.string().max(500).optional(),
});

export const zProfileResponse = zResult(zProfile);
export const zRolesResponse = zResult(z.array(zRoleInfo));
export const zRolePermissionsResponse = zResult(z.record(zRole, z.array(z.string())));

export type Profile = z.infer<typeof zProfile>;
export type UpdateProfileRequest = z.input<typeof zUpdateProfileRequest>;
export type UpdateProfileChanges = z.output<typeof zUpdateProfileRequest>;
