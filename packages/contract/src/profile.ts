import { z } from 'zod';
import { zResult } from './envelope.ts';
import { zUploadedFile } from './office/documents.ts';
import { uploadTooLargeText } from './office/upload-size.ts';
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
  /** A profile photo is stored: fetch it, with the Bearer token, from `API.profile.photo`. */
  has_photo: z.boolean(),
});

/** The largest profile photo, in bytes: the server refuses more with 413, the browser before sending. */
export const PROFILE_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
/** The photo formats taken, by the MIME type sniffed from the bytes (the server) or the browser's (the web). */
export const PROFILE_PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
const PHOTO_TYPE_OF_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};
/** The file picker's filter. */
export const PROFILE_PHOTO_ACCEPT = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';

export const profilePhotoTexts = {
  tooLarge: uploadTooLargeText('image', PROFILE_PHOTO_MAX_BYTES),
  typeNotAllowed: 'عکس نمایه باید با قالب JPEG، PNG یا WebP باشد.',
} as const;

/**
 * Why a chosen file cannot be a profile photo, before a byte goes up, or null. The server sniffs the bytes
 * and checks again.
 */
export function profilePhotoRefusal(file: { name: string; type: string; size: number }): string | null {
  // A browser that does not know the type leaves it empty: the name's extension says it then.
  const extension = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
  const type = file.type || PHOTO_TYPE_OF_EXTENSION[extension] || '';
  if (!(PROFILE_PHOTO_MIME_TYPES as readonly string[]).includes(type)) {
    return profilePhotoTexts.typeNotAllowed;
  }
  return file.size > PROFILE_PHOTO_MAX_BYTES ? profilePhotoTexts.tooLarge : null;
}

/** The stored photo, as every upload answers, with the success message. */
export const zProfilePhotoResponse = zResult(zUploadedFile.extend({ message: z.string() }));

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
