// The built-in knowledge base: articles of Iranian law quoted word for word, one JSON file per law under
// knowledge/. Each entry names its law, year and article; an article that could not be quoted precisely
// is left out. Admins correct and extend the entries in the admin panel.
import cheque from './knowledge/cheque-law.json' with { type: 'json' };
import children from './knowledge/civil-code-children.json' with { type: 'json' };
import family from './knowledge/civil-code-family.json' with { type: 'json' };
import inheritance from './knowledge/civil-code-inheritance.json' with { type: 'json' };
import obligations from './knowledge/civil-code-obligations.json' with { type: 'json' };
import civilProcedure from './knowledge/civil-procedure.json' with { type: 'json' };
import commercial from './knowledge/commercial-code.json' with { type: 'json' };
import criminalProcedure from './knowledge/criminal-procedure.json' with { type: 'json' };
import familyProtection from './knowledge/family-protection.json' with { type: 'json' };
import judgments from './knowledge/financial-judgments.json' with { type: 'json' };
import labour from './knowledge/labour-law.json' with { type: 'json' };
import lease from './knowledge/landlord-tenant.json' with { type: 'json' };
import nonContentious from './knowledge/non-contentious-affairs.json' with { type: 'json' };
import penal from './knowledge/penal-code.json' with { type: 'json' };

/** One law's file: its name, year of enactment and the articles quoted from it. */
interface LawFile {
  law: string;
  year: string;
  entries: { id: string; article: string; title: string; text: string; tags: string[] }[];
}

export interface SeedEntry {
  /** Stable key of the article in the data files («cc-1169»), used by the evaluation set. */
  key: string;
  kind: 'law_article' | 'qa';
  title: string;
  body: string;
  source: string;
  tags: string[];
}

/** Loaded once per database under this version (ai_knowledge_seeds); later edits by admins stay. */
export const KNOWLEDGE_SEED_VERSION = 'iran-law-v2';

const LAWS: LawFile[] = [
  civilProcedure,
  criminalProcedure,
  family,
  children,
  familyProtection,
  inheritance,
  nonContentious,
  obligations,
  cheque,
  commercial,
  lease,
  labour,
  judgments,
  penal,
];

/** «قانون مدنی (مصوب ۱۳۰۷)، ماده ۱۱۶۹», or «…، تبصره ماده ۳۳۶» for a note of an article. */
const sourceOf = (law: LawFile, article: string) =>
  `${law.law} (مصوب ${law.year})، ${article.startsWith('تبصره') ? article : `ماده ${article}`}`;

export const KNOWLEDGE_SEED: SeedEntry[] = LAWS.flatMap((law) =>
  law.entries.map((entry) => ({
    key: entry.id,
    kind: 'law_article' as const,
    title: entry.title,
    body: entry.text,
    source: sourceOf(law, entry.article),
    tags: entry.tags,
  })),
);
