import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Actor } from '../../auth/actor.ts';
import { sharedLibrary } from '../../law/law.service.ts';
import type { ChatLog } from '../chat-log.ts';
import { storeMessage } from '../sessions/message-store.ts';
import { type MessageRow, type SessionRow, sessionByPid } from '../sessions/session-access.ts';
import type { ChatEvents } from '../socket/events.ts';
import { chatMessages } from '../tables/sessions.ts';
import { aiTexts } from './ai.messages.ts';
import { builtinProvider } from './builtin.provider.ts';
import { composeAnswer } from './conversation.ts';
import { activeKnowledge } from './knowledge-snapshot.ts';
import { legalIndex } from './legal-index.ts';
import type { AiProvider, AssistantAnswer, AssistantQuestion } from './provider.ts';
import type { SemanticRetrieval } from './semantic/fuse.ts';
import { type UserContextSource, userContextFor } from './user-context.ts';

const AI_USER = { pid: 'ai', name: aiTexts.assistantName };

/**
 * The AI assistant of AI sessions: each text the client sends is answered in the session as an is_ai
 * message, written by the model when one is configured and the knowledge base has matching entries, else
 * by the built-in provider (also the fallback when the model fails). Answers run in the background, one
 * promise per message, so the sender's request returns at once; `settled()` waits for them.
 */
export function createAssistant(options: {
  db: Db;
  events: ChatEvents;
  model: AiProvider | null;
  semantic?: SemanticRetrieval | null;
  log?: ChatLog;
}) {
  const { db, events, model } = options;
  const running = new Set<Promise<void>>();
  let contextSource: UserContextSource | null = null;

  async function historyBefore(
    session: SessionRow,
    message: MessageRow,
  ): Promise<AssistantQuestion['history']> {
    const rows = await db
      .select({ content: chatMessages.content, isAi: chatMessages.isAi })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.sessionId, session.id),
          lt(chatMessages.id, message.id),
          eq(chatMessages.isSystem, false),
        ),
      )
      .orderBy(desc(chatMessages.id))
      .limit(6);
    return rows.reverse().map((r) => ({ role: r.isAi ? 'assistant' : 'user', content: r.content }));
  }

  async function compose(session: SessionRow, message: MessageRow, actor: Actor): Promise<AssistantAnswer> {
    const question = message.content;
    const [history, userContext] = await Promise.all([
      historyBefore(session, message),
      userContextFor(contextSource, actor, question),
    ]);
    return composeAnswer(
      db,
      { question, history, userContext },
      {
        model,
        semantic: options.semantic,
        onModelError: (error, provider) =>
          options.log?.warn(
            { err: error, provider },
            'AI provider failed; answering from the knowledge base',
          ),
      },
    );
  }

  async function answer(session: SessionRow, message: MessageRow, actor: Actor) {
    await events.typing(session.pid, AI_USER, true);
    try {
      const reply = await compose(session, message, actor).catch((error: unknown) => {
        options.log?.error({ err: error }, 'AI assistant failed');
        return { content: aiTexts.failed, citations: [] };
      });
      const stored = await db.transaction(async (tx) => {
        const current = await sessionByPid(tx, session.pid, { lock: true });
        // The session may have ended while the answer was being written.
        if (current?.status !== 'active') return null;
        const row = await storeMessage(tx, current, {
          senderId: null,
          senderName: aiTexts.assistantName,
          content: reply.content,
          messageType: 'text',
          isAi: true,
          citations: reply.citations,
        });
        return { session: current, row };
      });
      if (stored) await events.messageStored(stored.session, stored.row);
    } finally {
      await events.typing(session.pid, AI_USER, false);
    }
  }

  /** Answers a client's message of an AI session in the background. */
  function reply(session: SessionRow, message: MessageRow, actor: Actor) {
    if (message.messageType !== 'text') return;
    const task: Promise<void> = answer(session, message, actor)
      .catch((error: unknown) => options.log?.error({ err: error }, 'AI answer was not delivered'))
      .finally(() => running.delete(task));
    running.add(task);
  }

  /** Embeds the library and the knowledge base in the background, when semantic retrieval is on. */
  function warm() {
    const { semantic } = options;
    if (!semantic) return;
    const task: Promise<void> = activeKnowledge(db)
      .then((knowledge) => semantic.search.refresh(legalIndex(sharedLibrary(), knowledge)))
      .catch((error: unknown) => semantic.onError?.(error))
      .finally(() => running.delete(task));
    running.add(task);
  }

  /** Waits until every answer (and the embedding) started so far is stored and sent. */
  async function settled(): Promise<void> {
    while (running.size) await Promise.allSettled([...running]);
  }

  return {
    reply,
    warm,
    settled,
    /** Where users' own data comes from (wired once the other modules' services exist). */
    useUserContext: (source: UserContextSource) => {
      contextSource = source;
    },
    providerName: model?.name ?? builtinProvider.name,
  };
}

export type Assistant = ReturnType<typeof createAssistant>;
