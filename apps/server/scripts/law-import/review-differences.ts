// Writes src/modules/law/data/cross-check-reviewed.json: the articles whose two copies still differ after the
// explained differences are folded, each with where they part and why (kept from the previous file; a new
// difference gets «not reviewed», which the cross-check test refuses). Run after `npm run law:import`.
import { readFileSync, writeFileSync } from 'node:fs';
import { crossCheck } from '../../src/modules/law/cross-check-diff.ts';

const file = new URL('../../src/modules/law/data/cross-check-reviewed.json', import.meta.url);
let previous: Record<string, { why: string }> = {};
try {
  previous = JSON.parse(readFileSync(file, 'utf8'));
} catch {}
const { compared, differences } = crossCheck();
const out: Record<string, { why: string; ours: string; theirs: string }> = {};
for (const d of differences)
  out[d.id] = { why: previous[d.id]?.why ?? 'not reviewed', ours: d.ours, theirs: d.theirs };
writeFileSync(file, `${JSON.stringify(out, null, 1)}\n`);
console.log(`${compared} articles compared, ${differences.length} differ`);
