import type { Executor } from '../../../db/client.ts';
import { aiTexts } from './ai.messages.ts';
import { builtinProvider } from './builtin.provider.ts';
import { isSmallTalk } from './keywords.ts';
import { libraryArticleOf, relevantArticles } from './library-retrieval.ts';
import type { AiProvider, AssistantAnswer, AssistantQuestion } from './provider.ts';
import { type RetrievedEntry, relevantEntries } from './retrieval.ts';

/** Entries well behind the best one are tangents, not answers. */
const RELATIVE_TO_BEST = 0.6;
const LIMIT = 3;

const best = (entries: RetrievedEntry[]) => {
  const top = entries[0]?.score ?? 0;
  return entries.filter((e) => e.score >= top * RELATIVE_TO_BEST).slice(0, LIMIT);
};

/**
 * The entries that answer a message read in its conversation. A follow-up («اگه طرف خارج از کشور باشه
 * چی؟») is searched again expanded with the asker's previous question: when it says nothing on its own,
 * the expanded search answers it; when both find entries, those the two share (the earlier topic, narrowed
 * by the new words) come first, ranked by the expanded search; when they share none, the message opened a
 * new subject and is answered alone. Deterministic: the same conversation always retrieves the same entries.
 */
/**
 * The entries that answer one message: the knowledge base's (admins' Q&A and the vetted built-in articles,
 * each linked to its library article when the library holds it) when it has any, else the library's
 * articles, which must cover more of the question (the library's 3,400 articles hold everyday words too).
 */
async function relevant(db: Executor, question: string): Promise<RetrievedEntry[]> {
  const curated = await relevantEntries(db, question);
  if (curated.length) return curated.map((entry) => ({ ...entry, article: libraryArticleOf(entry) }));
  return relevantArticles(db, question);
}

export async function retrieveInConversation(
  db: Executor,
  question: string,
  history: AssistantQuestion['history'],
): Promise<RetrievedEntry[]> {
  const alone = await relevant(db, question);
  const topic = history.filter((turn) => turn.role === 'user').at(-1)?.content;
  if (!topic || isSmallTalk(topic)) return best(alone);
  const expanded = await relevant(db, `${topic}\n${question}`);
  if (alone.length === 0) return best(expanded);
  const aloneKeys = new Set(alone.map((e) => e.pid));
  const shared = expanded.filter((e) => aloneKeys.has(e.pid));
  return best(shared.length ? shared : alone);
}

export interface ComposeOptions {
  model?: AiProvider | null;
  /** Told when the model fails and the built-in provider answers instead. */
  onModelError?: (error: unknown, provider: string) => void;
}

/**
 * The assistant's answer to one message: a greeting for small talk; else the model (when configured and
 * something was retrieved) or the built-in provider writes it from the retrieved entries only, and with
 * nothing retrieved and no personal data asked for, the built-in provider declines politely.
 */
export async function composeAnswer(
  db: Executor,
  input: Omit<AssistantQuestion, 'entries'>,
  options: ComposeOptions = {},
): Promise<AssistantAnswer> {
  if (isSmallTalk(input.question)) return { content: aiTexts.greeting, citations: [] };
  const entries = await retrieveInConversation(db, input.question, input.history);
  const question: AssistantQuestion = { ...input, entries };
  const { model } = options;
  if (model && entries.length) {
    try {
      return await model.answer(question);
    } catch (error) {
      options.onModelError?.(error, model.name);
    }
  }
  return builtinProvider.answer(question);
}
