import type { ChatCitation } from '@vakilyar/contract';
import type { RetrievedEntry } from './legal-index.ts';
import type { UserContext } from './user-context.ts';

/** What a provider knows when it answers one message of an AI session. */
export interface AssistantQuestion {
  question: string;
  /** The knowledge entries that match the question (possibly none). */
  entries: RetrievedEntry[];
  /** The asker's own data, when the question is about it. */
  userContext: UserContext | null;
  /** Earlier messages of the session, oldest first (the assistant's and the user's). */
  history: { role: 'user' | 'assistant'; content: string }[];
}

export interface AssistantAnswer {
  content: string;
  citations: ChatCitation[];
}

/** Writes the assistant's answer; the built-in one by default, an OpenAI-compatible model when configured. */
export interface AiProvider {
  name: string;
  answer(input: AssistantQuestion): Promise<AssistantAnswer>;
}

export const citationsOf = (entries: RetrievedEntry[]): ChatCitation[] =>
  entries.map((e) => ({ pid: e.pid, title: e.title, source: e.source, article: e.article ?? null }));
