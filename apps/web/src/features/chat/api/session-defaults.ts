import { CHAT_RULES, type ChatSession } from '@vakilyar/contract';

/** An AI session without a time limit gets the AI default of 360 seconds (product-spec sections 3, 9). */
export function withAiDefaults(session: ChatSession): ChatSession {
  if (session.kind !== 'ai' || session.time_limit_seconds > 0) return session;
  return { ...session, time_limit_seconds: CHAT_RULES.aiTimeLimitSeconds };
}
