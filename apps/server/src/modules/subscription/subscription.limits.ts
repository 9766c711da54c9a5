import { AI_CHAT_TIME_LIMIT_SECONDS, type ChatAllowance, FREE_TIER_LIMITS } from '@vakilyar/contract';
import { paymentRequired } from '../../core/errors.ts';
import type { Executor } from '../../db/client.ts';
import { subscriptionTexts } from './subscription.messages.ts';
import { currentSubscription } from './subscription.repository.ts';

export type LimitKind = 'cases' | 'ai_chats_per_month';

/** Without a subscription: a few cases and AI chats, no included SMS (null would mean unlimited). */
export const FREE_TIER = FREE_TIER_LIMITS;

export interface Limits {
  cases: number | null;
  ai_chats_per_month: number | null;
  included_sms: number;
  /** The subscription the limits come from; null on the free tier. */
  subscription: { pid: string; packagePid: string; packageName: string; endsAt: Date | null } | null;
}

/** The limits a user works within now: their current subscription's, else the free tier's. */
export async function limitsFor(db: Executor, userId: number): Promise<Limits> {
  const current = await currentSubscription(db, userId);
  if (!current) return { ...FREE_TIER, subscription: null };
  return {
    cases: current.maxCases,
    ai_chats_per_month: current.aiChatsPerMonth,
    included_sms: current.includedSms,
    subscription: {
      pid: current.pid,
      packagePid: current.packagePid,
      packageName: current.packageName,
      endsAt: current.endsAt,
    },
  };
}

/**
 * The one check other modules call before creating something a plan limits: with `currentCount`
 * things already made (the office's cases, this month's AI chats), one more must stay within the
 * limit, else a 402 with a Persian message. For cases, pass the office owner's (the lawyer's) user id.
 */
export async function enforceLimit(
  db: Executor,
  userId: number,
  kind: LimitKind,
  currentCount: number,
): Promise<void> {
  const limits = await limitsFor(db, userId);
  const limit = limits[kind];
  if (limit === null || currentCount < limit) return;
  throw paymentRequired(subscriptionTexts.limitReached[kind](limit, limits.subscription !== null));
}

/** The chat allowances of the caller's current package (what is left of them is counted by the route). */
export async function chatAllowance(
  db: Executor,
  userId: number,
): Promise<Omit<ChatAllowance, 'ai_chats_left'>> {
  const limits = await limitsFor(db, userId);
  return {
    has_subscription: limits.subscription !== null,
    package: limits.subscription
      ? { pid: limits.subscription.packagePid, name: limits.subscription.packageName }
      : null,
    ends_at: limits.subscription?.endsAt?.toISOString() ?? null,
    ai_chats_per_month: limits.ai_chats_per_month,
    ai_chat_time_limit_seconds: AI_CHAT_TIME_LIMIT_SECONDS,
    cases: limits.cases,
    included_sms: limits.included_sms,
  };
}
