import { OTP_RULES, type RegisterRequest } from '@vakilyar/contract';
import { conflict, fieldError, notFound, validationError } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { assertMaySignIn } from '../admin/user-blocks.ts';
import { createOfficeForLawyer } from '../office/office.service.ts';
import { authTexts } from './auth.messages.ts';
import type { OtpPurpose, OtpService } from './otp.service.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { DeviceInfo, TokenService } from './tokens.service.ts';
import type { UsersRepository } from './users.repository.ts';

interface Deps {
  db: Db;
  users: UsersRepository;
  otp: OtpService;
  tokens: TokenService;
}

const codeSent = (username: string, purpose: OtpPurpose) => ({
  message: authTexts.codeSent[purpose],
  username,
  resend_after: OTP_RULES.resendAfterSeconds,
  expires_in: OTP_RULES.ttlSeconds,
});

/** Sign-in, sign-up and password recovery by mobile number. */
export function createAuthService({ db, users, otp, tokens }: Deps) {
  const signIn = async (user: { id: number; pid: string; phone: string | null }, device: DeviceInfo) => ({
    ...(await tokens.startSession(user, device)),
    username: user.phone ?? '',
    exists: true,
  });

  async function requireUser(phone: string) {
    const user = await users.findByPhone(phone);
    if (!user) throw notFound(authTexts.noAccount);
    return user;
  }

  return {
    async checkUserExists(phone: string, country: string) {
      if (country !== 'IR') throw fieldError('country_alpha2', authTexts.onlyIran);
      const user = await users.findByPhone(phone);
      return { exists: Boolean(user), has_password: Boolean(user?.passwordHash) };
    },

    async loginWithPassword(phone: string, password: string, device: DeviceInfo) {
      const user = await users.findByPhone(phone);
      if (user && !user.passwordHash) throw validationError(authTexts.noPassword);
      if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
        throw validationError(authTexts.badCredentials);
      }
      return signIn(user, device);
    },

    async sendLoginCode(phone: string) {
      const user = await requireUser(phone);
      // A deactivated account is told so at once: a code it could never use is not texted.
      await assertMaySignIn(db, user.id);
      await otp.issue(phone, 'login');
      return codeSent(phone, 'login');
    },

    async verifyLoginCode(phone: string, code: string, device: DeviceInfo) {
      const user = await requireUser(phone);
      await otp.consume(phone, 'login', code);
      return signIn(user, device);
    },

    async sendRegisterCode(phone: string) {
      if (await users.findByPhone(phone)) throw conflict(authTexts.alreadyRegistered);
      await otp.issue(phone, 'register');
      return codeSent(phone, 'register');
    },

    async register(input: RegisterRequest, device: DeviceInfo) {
      if (await users.findByPhone(input.username)) throw conflict(authTexts.alreadyRegistered);
      const referrer = input.referral_code ? await users.findByReferralCode(input.referral_code) : undefined;
      if (input.referral_code && !referrer) throw fieldError('referral_code', authTexts.referralInvalid);
      const passwordHash = input.password ? await hashPassword(input.password) : null;
      await otp.consume(input.username, 'register', input.code);
      const user = await db
        .transaction(async (tx) => {
          const created = await users.insert(
            {
              phone: input.username,
              firstName: input.first_name,
              lastName: input.last_name,
              passwordHash,
              roles: [input.role],
              referredById: referrer?.id ?? null,
            },
            tx,
          );
          if (input.role === 'lawyer') await createOfficeForLawyer(tx, created);
          return created;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw conflict(authTexts.alreadyRegistered);
          throw error;
        });
      return { ...(await signIn(user, device)), message: authTexts.registered };
    },

    async sendForgotPasswordCode(phone: string) {
      const user = await requireUser(phone);
      await assertMaySignIn(db, user.id);
      await otp.issue(phone, 'forgot_password');
      return codeSent(phone, 'forgot_password');
    },

    /** A new password signs every device out: whoever knew the old one is shut out. */
    async resetPassword(phone: string, code: string, newPassword: string) {
      const user = await requireUser(phone);
      await otp.consume(phone, 'forgot_password', code);
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        await users.setPassword(user.id, passwordHash, tx);
        await tokens.revokeAllSessions(user.id, 'password_reset', tx);
      });
      return { message: authTexts.passwordReset };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
