import type { Executor } from '../../../../db/client.ts';
import { aiKnowledgeEntries } from '../../tables/knowledge.ts';
import { aiTexts } from '../ai.messages.ts';
import { composeAnswer } from '../conversation.ts';
import { KNOWLEDGE_SEED } from '../knowledge.seed.ts';
import type { AssistantAnswer, AssistantQuestion } from '../provider.ts';
import followUps from './follow-ups.json' with { type: 'json' };
// Written after the retrieval was tuned on the others, to see how it does on unseen wording.
import heldOut from './held-out.json' with { type: 'json' };
import legalQuestions from './legal-questions.json' with { type: 'json' };
import refusals from './refusals.json' with { type: 'json' };

/** A conversation of one or more turns; the answer to the last turn is judged. */
export interface EvalCase {
  turns: string[];
  /** Keys of the knowledge entries (knowledge/*.json ids) a correct answer cites at least one of. */
  expect?: string[];
}

export const LEGAL_CASES: EvalCase[] = [...legalQuestions, ...followUps, ...heldOut];
export const REFUSAL_CASES: EvalCase[] = refusals;

export interface EvalReport {
  legal: number;
  hits: number;
  refusals: number;
  refused: number;
  /** Sources cited or quoted by an answer that are in no entry of the knowledge base. */
  invented: string[];
  misses: { question: string; expected: string[]; cited: string[] }[];
  notRefused: { question: string; cited: string[] }[];
}

const sourceOfKey = new Map(KNOWLEDGE_SEED.map((entry) => [entry.key, entry.source]));
const SOURCE_LINE = new RegExp(`\\(${aiTexts.sourceLabel}: (.+)\\)$`, 'gm');

/** Asks the turns one after the other, as the assistant would in one session, and returns the last answer. */
async function converse(db: Executor, turns: string[]): Promise<AssistantAnswer> {
  const history: AssistantQuestion['history'] = [];
  let answer: AssistantAnswer = { content: '', citations: [] };
  for (const question of turns) {
    answer = await composeAnswer(db, { question, history: history.slice(-6), userContext: null });
    history.push({ role: 'user', content: question }, { role: 'assistant', content: answer.content });
  }
  return answer;
}

/**
 * Runs the evaluation set on the built-in provider over the knowledge base in `db`: the hit rate (an
 * expected article is cited), the refusal rate (out-of-law questions get the polite refusal and no
 * citation), and every cited or quoted source that the knowledge base does not hold.
 */
export async function evaluateAssistant(db: Executor): Promise<EvalReport> {
  const known = new Set(
    (await db.select({ source: aiKnowledgeEntries.source }).from(aiKnowledgeEntries)).map((r) => r.source),
  );
  const report: EvalReport = {
    legal: LEGAL_CASES.length,
    hits: 0,
    refusals: REFUSAL_CASES.length,
    refused: 0,
    invented: [],
    misses: [],
    notRefused: [],
  };
  const checkSources = (answer: AssistantAnswer) => {
    const quoted = [...answer.content.matchAll(SOURCE_LINE)].map((m) => m[1] ?? '');
    for (const source of [...answer.citations.map((c) => c.source), ...quoted]) {
      if (!known.has(source)) report.invented.push(source);
    }
  };
  for (const testCase of LEGAL_CASES) {
    const answer = await converse(db, testCase.turns);
    checkSources(answer);
    const cited = answer.citations.map((c) => c.source);
    const expected = (testCase.expect ?? []).map((key) => sourceOfKey.get(key) ?? `unknown key ${key}`);
    if (expected.some((source) => cited.includes(source))) report.hits += 1;
    else report.misses.push({ question: testCase.turns.join(' ← '), expected, cited });
  }
  for (const testCase of REFUSAL_CASES) {
    const answer = await converse(db, testCase.turns);
    checkSources(answer);
    if (answer.content === aiTexts.noSource && answer.citations.length === 0) report.refused += 1;
    else
      report.notRefused.push({
        question: testCase.turns.join(' ← '),
        cited: answer.citations.map((c) => c.source),
      });
  }
  return report;
}

const percent = (part: number, whole: number) => (whole ? (100 * part) / whole : 100).toFixed(1);

/** The report in a few lines (English: it is read in a terminal and in CI logs). */
export function formatReport(report: EvalReport): string {
  const lines = [
    `AI assistant evaluation (built-in provider, ${KNOWLEDGE_SEED.length} knowledge entries)`,
    `  hit rate:      ${report.hits}/${report.legal} = ${percent(report.hits, report.legal)}%  (target >= 90%)`,
    `  refusal rate:  ${report.refused}/${report.refusals} = ${percent(report.refused, report.refusals)}%  (target 100%)`,
    `  invented citations: ${report.invented.length}  (target 0)`,
  ];
  for (const miss of report.misses)
    lines.push(
      `  MISS ${miss.question}\n       expected one of: ${miss.expected.join(' | ')}\n       cited: ${miss.cited.join(' | ') || '-'}`,
    );
  for (const fail of report.notRefused)
    lines.push(`  NOT REFUSED ${fail.question}: ${fail.cited.join(' | ')}`);
  for (const source of new Set(report.invented)) lines.push(`  INVENTED ${source}`);
  return lines.join('\n');
}
