import type { Executor } from '../../../db/client.ts';
import { sharedLibrary } from '../../law/law.service.ts';
import { officeSearchKey } from '../../office/search-sql.ts';
import { aiTexts } from './ai.messages.ts';
import { builtinProvider } from './builtin.provider.ts';
import { extractKeywords, frameKeywords, isSmallTalk, type Keyword } from './keywords.ts';
import { activeKnowledge } from './knowledge-snapshot.ts';
import { readNames } from './law-names.ts';
import {
  articleEntry,
  asksOfLaw,
  entriesQuoting,
  isGeneric,
  type LegalIndex,
  legalIndex,
  type RetrievedEntry,
  searchIndex,
  unitsHolding,
} from './legal-index.ts';
import type { AiProvider, AssistantAnswer, AssistantQuestion } from './provider.ts';
import { type SemanticRetrieval, withNearest } from './semantic/fuse.ts';
import { withoutOwnData } from './user-context.ts';

/** Entries well behind the best one are tangents, not answers. */
const RELATIVE_TO_BEST = 0.6;
const LIMIT = 3;
/** An entry scoring this share of the last one cited ties with it: the ranking cannot tell them apart. */
const TIED = 0.95;
/** What a word of the earlier question weighs in a follow-up's search, a word of the follow-up weighing 1. */
const TOPIC_WEIGHT = 0.5;
/** What a word of the question's frame («چند روز وقت دارم»: «مهلت») weighs: it ranks, it decides nothing. */
const FRAME_WEIGHT = 0.5;
/** How many of the asker's earlier messages are looked through for the topic a follow-up continues. */
const TOPIC_LOOKBACK = 3;

/** «… چیست؟», «… کیست؟», «تعریف …»: the answer is the article that defines the word. */
const DEFINITION_QUESTION =
  /(?:^| )(?:چیست|چیه|کیست|کیه|کیا|یعنی|تعریف|چه کسانی|چه کسی|کدامند|کدومن|کدوما|شامل|انواع|مصادیق|اقسام)(?=[^\p{L}]|$)/u;

/** «حق شفعه», «شرکت با مسئولیت محدود»: a message that is only a term of law asks what the term is. */
const namesATerm = (question: string, own: Keyword[]) =>
  own.length > 0 &&
  own.length <= 2 &&
  officeSearchKey(question)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean).length <= 4;

/** The best entry for the sentence of a message of several that asks what a term is («… چیه؟»), if any. */
export function definitionAsked(
  index: LegalIndex,
  message: string,
  known: (word: string) => boolean,
  laws: Set<string>,
): RetrievedEntry | undefined {
  const sentences = message.split(/[؟?!.]+/).filter((s) => s.trim());
  if (sentences.length < 2) return undefined;
  for (const sentence of sentences) {
    const words = extractKeywords(sentence, known);
    if (!DEFINITION_QUESTION.test(officeSearchKey(sentence)) || !namesATerm(sentence, words)) continue;
    const [entry] = searchIndex(
      index,
      words.map((kw) => ({ kw, weight: 1, own: true })),
      { definition: true, laws },
    );
    if (entry) return entry;
  }
  return undefined;
}

export interface Retrieval {
  entries: RetrievedEntry[];
  /** The message is not about law (nor a follow-up of a legal question): it is not searched at all. */
  outsideLaw: boolean;
}

/**
 * The best few entries, and one more: the first after them that holds more of the question than one of them
 * does (BM25 may rank a short article naming the topic over a long one holding all that was asked), else
 * one tied with the last of them.
 */
const best = (entries: RetrievedEntry[]) => {
  const top = entries[0]?.score ?? 0;
  const near = entries.filter((e) => e.score >= top * RELATIVE_TO_BEST);
  const chosen = near.slice(0, LIMIT);
  const least = Math.min(...chosen.map((e) => e.coverage));
  const last = chosen.at(-1)?.score ?? 0;
  const rest = near.slice(LIMIT);
  const more = rest.find((e) => e.coverage > least) ?? rest.find((e) => e.score >= last * TIED);
  return more ? [...chosen, more] : chosen;
};

/**
 * The entries that answer a message read in its conversation. A message holding a word of law is searched
 * with the words of the asker's last legal question added at half weight: they rank the earlier topic's
 * articles first when the message narrows it («اگه مادر دوباره ازدواج کنه چی؟» after a custody question)
 * and change nothing when it opens a new subject, as only the message's own words decide what is relevant.
 * A message holding no word of law is a follow-up («اگر خارج از کشور باشم چطور؟») when there is a legal
 * question before it and every word of it is one the library uses; otherwise it is outside law («طرز تهیه
 * قورمه سبزی»). Deterministic: the same conversation always retrieves the same entries.
 */
export async function retrieveInConversation(
  db: Executor,
  question: string,
  history: AssistantQuestion['history'],
  semantic?: SemanticRetrieval | null,
): Promise<Retrieval> {
  const library = sharedLibrary();
  const index = legalIndex(library, await activeKnowledge(db));
  const known = (word: string) => index.words.has(word);
  // «ماده ۱۱۳۰ قانون مدنی …» is answered with that article first; «طبق قانون کار …» prefers that law's.
  const named = readNames(library, question);
  const naming = named.articles.length > 0 || named.laws.size > 0;
  const asked = naming ? named.rest : question;
  let own = extractKeywords(asked, known);
  // «قانون کار» alone asks about the law: its name is all there is to search.
  if (!own.length && !named.articles.length && !named.missing.length) own = extractKeywords(question, known);
  const topicTurn = history
    .filter((turn) => turn.role === 'user')
    .slice(-TOPIC_LOOKBACK)
    .reverse()
    .map((turn) => ({ content: turn.content, keywords: extractKeywords(turn.content, known) }))
    .find((turn) => asksOfLaw(index, turn.keywords));
  const topic = topicTurn?.keywords;
  // A follow-up stays in the law the question before it named («طبق قانون کار …» → «اگه شب باشه چی؟»).
  const laws = named.laws.size || !topicTurn ? named.laws : readNames(library, topicTurn.content).laws;
  const ownWords = new Set(own.map((kw) => kw.word));
  const topicWords = (topic ?? []).filter((kw) => !ownWords.has(kw.word));
  const frame = frameKeywords(asked).filter((kw) => !ownWords.has(kw.word));
  const whole = () =>
    best(
      searchIndex(
        index,
        [
          ...own.map((kw) => ({ kw, weight: 1, own: true })),
          ...topicWords.map((kw) => ({ kw, weight: TOPIC_WEIGHT, own: false })),
          ...frame.map((kw) => ({ kw, weight: FRAME_WEIGHT, own: false })),
        ],
        {
          definition: DEFINITION_QUESTION.test(officeSearchKey(question)) || namesATerm(asked, own),
          laws,
        },
      ),
    );
  // «مستثنیات دین چیه؟ خونه‌ام رو میتونن توقیف کنن؟»: a message asking what a term is among other questions
  // is answered with the term's definition first, which the other questions' words would otherwise outweigh.
  const search = () => {
    const found = whole();
    const defined = definitionAsked(index, asked, known, laws);
    if (!defined || found[0]?.pid === defined.pid) return found;
    return [defined, ...found.filter((e) => e.pid !== defined.pid)].slice(0, LIMIT);
  };
  const referenced = [
    ...named.articles.map((article) => articleEntry(library, article)),
    ...named.missing.flatMap((ref) => entriesQuoting(index, ref)),
  ];
  if (referenced.length) {
    const found = own.length ? search().filter((e) => !referenced.some((r) => r.pid === e.pid)) : [];
    return {
      entries: [...referenced, ...found].slice(0, Math.max(LIMIT, referenced.length)),
      outsideLaw: false,
    };
  }
  // The embeddings read the question with the one it follows, as the keywords do.
  const searched = async () => {
    const entries = search();
    if (!semantic) return { entries, outsideLaw: false };
    const text = topicTurn ? `${topicTurn.content}\n${question}` : question;
    return { entries: await withNearest(semantic, index, text, entries, LIMIT), outsideLaw: false };
  };
  // A question naming a law asks about law whatever its other words («قانون روابط موجر و مستاجر شامل چه اماکنی …»).
  if (named.laws.size || asksOfLaw(index, own)) return searched();
  const followUp =
    topic !== undefined && own.length > 0 && own.every((kw) => isGeneric(kw) || unitsHolding(index, kw) > 0);
  return followUp ? searched() : { entries: [], outsideLaw: own.length > 0 };
}

export interface ComposeOptions {
  model?: AiProvider | null;
  /** Semantic retrieval beside the keywords, when an embeddings provider is configured. */
  semantic?: SemanticRetrieval | null;
  /** Told when the model fails and the built-in provider answers instead. */
  onModelError?: (error: unknown, provider: string) => void;
}

/**
 * The assistant's answer to one message: a greeting for small talk; a plain «outside law» for a message not
 * about law; else the model (when configured and something was retrieved) or the built-in provider writes
 * it from the retrieved entries only, and with nothing retrieved and no personal data asked for, the
 * built-in provider says it found no source.
 */
export async function composeAnswer(
  db: Executor,
  input: Omit<AssistantQuestion, 'entries'>,
  options: ComposeOptions = {},
): Promise<AssistantAnswer> {
  if (isSmallTalk(input.question)) return { content: aiTexts.greeting, citations: [] };
  // Asked about their own cases, the asker gets them; the law is searched for what else the question says.
  const asked = input.userContext ? withoutOwnData(input.question) : input.question;
  const { entries, outsideLaw } = await retrieveInConversation(db, asked, input.history, options.semantic);
  if (outsideLaw && !input.userContext) return { content: aiTexts.outsideLaw, citations: [] };
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
