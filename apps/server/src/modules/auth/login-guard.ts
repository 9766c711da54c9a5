import type { Redis } from 'ioredis';
import type { Config } from '../../config.ts';
import { type AppError, throttled } from '../../core/errors.ts';
import { authTexts } from './auth.messages.ts';
import { type Counters, memoryCounters, redisCounters } from './counters.ts';

export interface AuthLimits {
  codesPerHourPerAddress: number;
  checksPerHourPerAddress: number;
  guard: LoginGuard;
}

const HOUR = 60 * 60 * 1000;

/**
 * Password sign-in limits (decision 012): wrong passwords are counted per number (an existing account or
 * not) and per address; a number that reaches its budget is locked for a while, and is told for how long.
 * Only failures count: a successful sign-in spends nothing and clears its number's failures.
 */
export function createLoginGuard(
  counters: Counters,
  rules: { perNumber: number; lockMinutes: number; perAddress: number },
) {
  const numberKey = (phone: string) => `login-fail:number:${phone}`;
  const addressKey = (ip: string) => `login-fail:ip:${ip}`;
  const refuse = (resetInMs: number) => {
    const minutes = Math.max(1, Math.ceil(resetInMs / 60_000));
    return throttled(authTexts.passwordLocked(minutes), Math.ceil(resetInMs / 1000));
  };

  return {
    async assertMayTry(phone: string, ip: string): Promise<void> {
      const [byNumber, byAddress] = await Promise.all([
        counters.peek(numberKey(phone)),
        counters.peek(addressKey(ip)),
      ]);
      if (byNumber.count >= rules.perNumber) throw refuse(byNumber.resetInMs);
      if (byAddress.count >= rules.perAddress) throw refuse(byAddress.resetInMs);
    },

    /** Counts one wrong password; the try that reaches the budget already says the number is locked. */
    async failed(phone: string, ip: string): Promise<AppError | undefined> {
      const [byNumber] = await Promise.all([
        counters.hit(numberKey(phone), rules.lockMinutes * 60_000),
        counters.hit(addressKey(ip), HOUR),
      ]);
      return byNumber.count >= rules.perNumber ? refuse(byNumber.resetInMs) : undefined;
    },

    async succeeded(phone: string): Promise<void> {
      await counters.clear(numberKey(phone));
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;

export function authLimitsOf(config: Config, redis?: Redis): AuthLimits {
  const counters = redis ? redisCounters(redis, config.RATE_LIMIT_PREFIX) : memoryCounters();
  return {
    codesPerHourPerAddress: config.OTP_IP_LIMIT_PER_HOUR,
    checksPerHourPerAddress: config.CHECK_USER_LIMIT_PER_HOUR,
    guard: createLoginGuard(counters, {
      perNumber: config.LOGIN_FAILURES_PER_NUMBER,
      lockMinutes: config.LOGIN_LOCK_MINUTES,
      perAddress: config.LOGIN_FAILURES_PER_ADDRESS,
    }),
  };
}
