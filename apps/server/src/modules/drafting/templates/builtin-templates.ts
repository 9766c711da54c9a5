import { draftBodyProblems } from '@vakilyar/contract';
import { complaint, declaration, defenseBrief } from './builtin/briefs.ts';
import { appeal, objection, petition } from './builtin/court-filings.ts';
import type { BuiltinTemplate } from './builtin/kit.ts';
import { clientLetter, feeContract, receipt } from './builtin/office-papers.ts';

export type { BuiltinTemplate };

/** The templates every office starts with, written as an Iranian law office writes these papers. */
export const BUILTIN_TEMPLATES: readonly BuiltinTemplate[] = [
  petition,
  defenseBrief,
  declaration,
  complaint,
  appeal,
  objection,
  feeContract,
  receipt,
  clientLetter,
];

for (const template of BUILTIN_TEMPLATES) {
  const problems = draftBodyProblems(template.body);
  if (problems.length) throw new Error(`built-in template ${template.pid}: ${problems.join('; ')}`);
}

export const builtinTemplate = (pid: string): BuiltinTemplate | undefined =>
  BUILTIN_TEMPLATES.find((template) => template.pid === pid);
