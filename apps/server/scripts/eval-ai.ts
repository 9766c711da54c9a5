// Prints the AI assistant's evaluation figures: `npm run eval:ai` from the repository root.
// DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server a throw-away
// database is created on.

import { withEvalDatabase } from '../src/modules/chat/ai/evaluation/eval-database.ts';
import { evaluateAssistant, formatReport } from '../src/modules/chat/ai/evaluation/evaluate.ts';

const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const report = await withEvalDatabase(url, evaluateAssistant);
console.log(formatReport(report));
const { first, heldOut } = report.sets;
const passed =
  first.hits / first.legal >= 0.9 &&
  heldOut.hits / heldOut.legal >= 0.85 &&
  report.refused === report.refusals &&
  !report.invented.length;
process.exitCode = passed ? 0 : 1;
