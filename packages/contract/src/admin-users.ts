// Requests and responses of the admin's users and roles.
import { z } from 'zod';
import { zPage, zPageQuery, zResult } from './envelope.ts';
import { zPersianText } from './persian-fields.ts';
import { ROLES, zRole } from './roles.ts';

/** Fields `?ordering=` accepts on the users list (`-` in front for descending). */
export const ADMIN_USER_ORDERINGS = [
  'created_at',
  'last_name',
  'first_name',
  'phone',
  'last_sign_in_at',
] as const;

export const zAdminUsersQuery = zPageQuery.extend({
  /** Only users who hold this role. */
  role: z.enum(ROLES, { error: 'نقش انتخاب‌شده معتبر نیست.' }).optional(),
  /** `true`: active users only; `false`: deactivated ones only. */
  is_active: z
    .enum(['true', 'false'], { error: 'مقدار فیلتر وضعیت باید true یا false باشد.' })
    .transform((value) => value === 'true')
    .optional(),
});

export const zAdminUser = z.object({
  pid: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  roles: z.array(zRole),
  /** False once an admin deactivated the account: it cannot sign in. */
  is_active: z.boolean(),
  created_at: z.string(),
  /** When the user last signed in on any device; null if never. */
  last_sign_in_at: z.string().nullable(),
});

export const zAdminUserOffice = z.object({
  pid: z.string(),
  name: z.string(),
  /** `owner`: the lawyer's own office; `secretary`: the office they are assigned to. */
  role: z.enum(['owner', 'secretary']),
});

export const zAdminUserDetail = zAdminUser.extend({
  has_password: z.boolean(),
  referral_code: z.string(),
  office: zAdminUserOffice.nullable(),
  /** Coins, as the wallet holds them. */
  wallet: z.object({ balance: z.number().int(), held: z.number().int() }),
  /** Devices signed in now. */
  active_sessions: z.number().int(),
  deactivated_at: z.string().nullable(),
  deactivation_reason: z.string().nullable(),
});

/** The whole new set of roles: what is missing is removed, what is new is granted. */
export const zAdminRolesUpdate = z
  .object({
    roles: z
      .array(zRole, { error: 'نقش‌ها را به شکل فهرست بفرستید.' })
      .min(1, { error: 'کاربر باید دست‌کم یک نقش داشته باشد.' })
      .max(ROLES.length)
      .refine((roles) => new Set(roles).size === roles.length, { error: 'هر نقش را یک بار انتخاب کنید.' }),
  })
  .strict();

export const zAdminDeactivateRequest = z
  .object({
    reason: zPersianText.pipe(z.string().max(300, { error: 'دلیل غیرفعال‌سازی طولانی است.' })).optional(),
  })
  .strict()
  .nullish();

export const zAdminUsersResponse = zPage(zAdminUser);
export const zAdminUserResponse = zResult(zAdminUserDetail);
export const zAdminUserChangeResponse = zResult(zAdminUserDetail.extend({ message: z.string() }));

/** Paths of the admin's users API, relative to the API base `/api` like `API` in paths.ts. */
export const adminUserPaths = {
  list: '/admin/v1/users/',
  detail: (pid: string) => `/admin/v1/users/${pid}/`,
  roles: (pid: string) => `/admin/v1/users/${pid}/roles/`,
  deactivate: (pid: string) => `/admin/v1/users/${pid}/deactivate/`,
  activate: (pid: string) => `/admin/v1/users/${pid}/activate/`,
} as const;

export type AdminUsersQuery = z.input<typeof zAdminUsersQuery>;
export type AdminUser = z.infer<typeof zAdminUser>;
export type AdminUserDetail = z.infer<typeof zAdminUserDetail>;
export type AdminRolesUpdate = z.infer<typeof zAdminRolesUpdate>;
