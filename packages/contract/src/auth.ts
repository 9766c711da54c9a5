import { z } from 'zod';
import { zResult } from './envelope.ts';
import { zIranMobile, zOtpCode, zPassword, zPersonName } from './persian-fields.ts';
import { SELF_REGISTER_ROLES } from './roles.ts';

export const zCheckUserExistsRequest = z.object({
  username: zIranMobile,
  country_alpha2: z
    .string()
    .length(2, { error: 'کد کشور باید دو حرفی باشد.' })
    .transform((v) => v.toUpperCase())
    .default('IR'),
});

export const zLoginRequest = z.object({
  username: zIranMobile,
  password: z.string().max(128).optional(),
});

export const zVerifyOtpRequest = z.object({ username: zIranMobile, code: zOtpCode });

export const zSendCodeRequest = z.object({ username: zIranMobile });

export const zRegisterRequest = z.object({
  username: zIranMobile,
  code: zOtpCode,
  first_name: zPersonName('نام'),
  last_name: zPersonName('نام خانوادگی'),
  password: zPassword.optional(),
  role: z.enum(SELF_REGISTER_ROLES, { error: 'نقش انتخاب‌شده معتبر نیست.' }),
  referral_code: z.string().trim().max(32).optional(),
});

export const zForgotPasswordRequest = z.object({
  username: zIranMobile,
  code: zOtpCode,
  new_password: zPassword,
});

export const zRefreshRequest = z.object({ refresh_token: z.string().min(10).max(512).optional() });
export const zLogoutRequest = zRefreshRequest;

export const zTokens = z.object({ access_token: z.string(), refresh_token: z.string() });
export const zAuthResult = zTokens.extend({
  username: z.string(),
  exists: z.boolean(),
  message: z.string().optional(),
});

export const zExistsResponse = zResult(z.object({ exists: z.boolean(), has_password: z.boolean() }));
export const zAuthResponse = zResult(zAuthResult);
export const zTokensResponse = zResult(zTokens);
export const zCodeSentResponse = zResult(
  z.object({
    message: z.string(),
    username: z.string(),
    resend_after: z.number().int(),
    expires_in: z.number().int(),
  }),
);

export type AuthResult = z.infer<typeof zAuthResult>;
export type RegisterRequest = z.infer<typeof zRegisterRequest>;

/** Code lifetimes and limits of api-conventions.md. */
export const OTP_RULES = {
  length: 6,
  ttlSeconds: 120,
  maxWrongTries: 5,
  resendAfterSeconds: 60,
  /** Codes one number may be sent in 24 hours, all purposes together (decision 012). */
  maxPerNumberPerDay: 10,
} as const;
