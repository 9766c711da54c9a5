// Latency of the law library (issue 21), in process: word and reference searches over the whole library,
// and the built-in assistant's answers (retrieval over every article plus the knowledge base, on a throw-away
// database). Run by `npm run bench law`; prints p50/p95/max in milliseconds.

import { composeAnswer } from '../../apps/server/src/modules/chat/ai/conversation.ts';
import { withEvalDatabase } from '../../apps/server/src/modules/chat/ai/evaluation/eval-database.ts';
import {
  LIBRARY_CASES,
  LIBRARY_HELD_OUT,
  REFUSAL_CASES,
} from '../../apps/server/src/modules/chat/ai/evaluation/evaluate.ts';
import { sharedLibrary } from '../../apps/server/src/modules/law/law.service.ts';
import { searchLibrary } from '../../apps/server/src/modules/law/search.ts';

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const line = (name: string, values: number[]) =>
  `  ${name.padEnd(34)} n=${values.length}  p50 ${quantile(values, 0.5).toFixed(1)} ms  p95 ${quantile(values, 0.95).toFixed(1)} ms  max ${Math.max(...values).toFixed(1)} ms`;

const started = performance.now();
const library = sharedLibrary();
library.holding('');
console.log(
  `law library: ${library.all().length} articles, loaded and indexed in ${(performance.now() - started).toFixed(0)} ms`,
);

const questions = [...LIBRARY_CASES, ...LIBRARY_HELD_OUT].map((c) => c.turns.at(-1) ?? '');
const words = [
  ...questions,
  'مهریه',
  'حضانت',
  'ودیعه مستاجر',
  'اعسار',
  'چک بلامحل',
  'قرار بازداشت',
  'سرقفلی',
  'شرکت سهامی',
  'خیار غبن',
  'تصرف عدوانی',
];
const references = [
  'ماده ۱۱۳۰ مدنی',
  'م ۳۳۶ آدم',
  'م. ۳۰۳ آ.د.م',
  '۲۱۸ مکرر ق.م',
  'ماده ۲ چک',
  'ماده ۲۷ قانون کار',
];
const timed = (work: () => unknown) => {
  const t = performance.now();
  work();
  return performance.now() - t;
};
for (const q of words) searchLibrary(library, { q, page: 1, page_size: 20 }); // warm-up
const wordTimes = [0, 1, 2].flatMap(() =>
  words.map((q) => timed(() => searchLibrary(library, { q, page: 1, page_size: 20 }))),
);
const referenceTimes = [0, 1, 2].flatMap(() =>
  references.map((q) => timed(() => searchLibrary(library, { q, page: 1, page_size: 20 }))),
);
console.log(line('search by words', wordTimes));
console.log(line('search by reference', referenceTimes));

const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
await withEvalDatabase(url, async (db) => {
  const asked = [...questions, ...REFUSAL_CASES.map((c) => c.turns.at(-1) ?? '')];
  await composeAnswer(db, { question: asked[0] ?? '', history: [], userContext: null });
  const answerTimes: number[] = [];
  for (const question of asked) {
    const t = performance.now();
    await composeAnswer(db, { question, history: [], userContext: null });
    answerTimes.push(performance.now() - t);
  }
  console.log(line('built-in answer (whole library)', answerTimes));
});
