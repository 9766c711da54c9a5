import type { zCreateAiChatRequest } from '@vakilyar/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import type { Actor } from '../../auth/actor.ts';
import { users } from '../../auth/auth.tables.ts';
import { chatAllowance, enforceLimit } from '../../subscription/subscription.limits.ts';
import { aiChatsThisMonth } from '../sessions/ai-chats-this-month.ts';
import { openSession } from '../sessions/lifecycle.ts';
import { storeMessage } from '../sessions/message-store.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import { aiTexts } from './ai.messages.ts';

type CreateInput = z.output<typeof zCreateAiChatRequest>;

/** Opening AI sessions, within the plan's AI chats of the (Jalali) month. */
export function createAiSessionsService(db: Db, sessions: SessionsService) {
  async function create(actor: Actor, input: CreateInput) {
    const session = await db.transaction(async (tx) => {
      // One user's openings queue here, so two at once cannot both take the last chat of the month.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.userId)).for('update');
      await enforceLimit(tx, actor.userId, 'ai_chats_per_month', await aiChatsThisMonth(tx, actor.userId));
      const allowance = await chatAllowance(tx, actor.userId);
      const session = await openSession(tx, {
        kind: 'ai',
        title: input.title,
        aiType: input.ai_type,
        clientId: actor.userId,
        consultantId: null,
        timeLimitSeconds: allowance.ai_chat_time_limit_seconds,
      });
      await storeMessage(tx, session, {
        senderId: null,
        senderName: aiTexts.assistantName,
        content: aiTexts.welcome,
        messageType: 'text',
        isAi: true,
      });
      return session;
    });
    return { ...(await sessions.presentOne(session, actor.userId)), message: aiTexts.aiChatCreated };
  }

  return { create };
}
