import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_RULES } from '@vakilyar/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { AppError, fieldError, throttled } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import { smsTexts } from '../sms/sms.messages.ts';
import { SmsDeliveryError } from '../sms/sms.provider.ts';
import type { SmsService } from '../sms/sms.service.ts';
import { authTexts } from './auth.messages.ts';
import { otpCodes } from './auth.tables.ts';

export type OtpPurpose = 'login' | 'register' | 'forgot_password';

const DAY_MS = 24 * 60 * 60 * 1000;

type Check = 'ok' | 'missing' | 'expired' | 'locked' | 'wrong' | 'now_locked';

/**
 * One-time codes: 6 digits, 2 minutes, 5 wrong tries, one resend a minute, ten a day per number; kept
 * only as an HMAC.
 */
export function createOtpService(db: Db, sms: SmsService, secret: string) {
  const hash = (phone: string, purpose: OtpPurpose, code: string) =>
    createHmac('sha256', secret).update(`${purpose}:${phone}:${code}`).digest('base64url');

  async function issue(phone: string, purpose: OtpPurpose): Promise<void> {
    const code = String(randomInt(0, 10 ** OTP_RULES.length)).padStart(OTP_RULES.length, '0');
    const issued = await db.transaction(async (tx) => {
      // One issuer at a time per number, so two requests in the same second cannot both send a code.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${phone}`}))`);
      const [last] = await tx
        .select({ createdAt: otpCodes.createdAt })
        .from(otpCodes)
        .where(and(eq(otpCodes.phone, phone), eq(otpCodes.purpose, purpose)))
        .orderBy(desc(otpCodes.createdAt))
        .limit(1);
      const waited = last ? (Date.now() - last.createdAt.getTime()) / 1000 : Number.POSITIVE_INFINITY;
      if (waited < OTP_RULES.resendAfterSeconds) {
        return { retryAfter: Math.ceil(OTP_RULES.resendAfterSeconds - waited), id: 0, daily: false };
      }
      const [today] = await tx
        .select({ count: sql<number>`count(*)::int`, oldest: sql<Date>`min(${otpCodes.createdAt})` })
        .from(otpCodes)
        .where(and(eq(otpCodes.phone, phone), sql`${otpCodes.createdAt} > now() - interval '1 day'`));
      if (today && today.count >= OTP_RULES.maxPerNumberPerDay) {
        const freesAt = new Date(today.oldest).getTime() + DAY_MS;
        return { retryAfter: Math.max(60, Math.ceil((freesAt - Date.now()) / 1000)), id: 0, daily: true };
      }
      await tx
        .update(otpCodes)
        .set({ consumedAt: new Date() })
        .where(and(eq(otpCodes.phone, phone), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)));
      const [row] = await tx
        .insert(otpCodes)
        .values({
          phone,
          purpose,
          codeHash: hash(phone, purpose, code),
          expiresAt: new Date(Date.now() + OTP_RULES.ttlSeconds * 1000),
        })
        .returning({ id: otpCodes.id });
      return { retryAfter: 0, id: row?.id ?? 0, daily: false };
    });
    if (issued.daily) {
      throw throttled(authTexts.dailyCodeLimit(Math.ceil(issued.retryAfter / 3600)), issued.retryAfter);
    }
    if (issued.retryAfter > 0) throw throttled(authTexts.resendTooSoon(issued.retryAfter), issued.retryAfter);
    try {
      await sms.sendCode(phone, code, smsTexts.code(code, authTexts.codePurpose[purpose]));
    } catch (error) {
      // A code that never arrived must not block the person from asking again at once.
      await db.delete(otpCodes).where(eq(otpCodes.id, issued.id));
      if (error instanceof SmsDeliveryError) throw new AppError('service_unavailable', authTexts.smsFailed);
      throw error;
    }
  }

  /** Checks and consumes a code; a wrong try is counted even though the request fails. */
  async function consume(phone: string, purpose: OtpPurpose, code: string): Promise<void> {
    const check = await db.transaction(async (tx): Promise<Check> => {
      const [row] = await tx
        .select()
        .from(otpCodes)
        .where(and(eq(otpCodes.phone, phone), eq(otpCodes.purpose, purpose), isNull(otpCodes.consumedAt)))
        .orderBy(desc(otpCodes.createdAt))
        .limit(1)
        .for('update');
      if (!row) return 'missing';
      if (row.attempts >= OTP_RULES.maxWrongTries) return 'locked';
      if (row.expiresAt.getTime() <= Date.now()) return 'expired';
      const expected = Buffer.from(row.codeHash);
      const given = Buffer.from(hash(phone, purpose, code));
      if (expected.length === given.length && timingSafeEqual(expected, given)) {
        await tx.update(otpCodes).set({ consumedAt: new Date() }).where(eq(otpCodes.id, row.id));
        return 'ok';
      }
      const attempts = row.attempts + 1;
      await tx.update(otpCodes).set({ attempts }).where(eq(otpCodes.id, row.id));
      return attempts >= OTP_RULES.maxWrongTries ? 'now_locked' : 'wrong';
    });
    switch (check) {
      case 'ok':
        return;
      case 'missing':
        throw fieldError('code', authTexts.codeMissing);
      case 'expired':
        throw fieldError('code', authTexts.codeExpired);
      case 'locked':
      case 'now_locked':
        throw throttled(authTexts.codeLocked, OTP_RULES.resendAfterSeconds);
      case 'wrong':
        throw fieldError('code', authTexts.codeInvalid);
    }
  }

  return { issue, consume };
}

export type OtpService = ReturnType<typeof createOtpService>;
