// The imported texts (scripts/law-import/build.py writes them from the public repositories' data).
import attorneyFeeTariff from './data/attorney-fee-tariff.json' with { type: 'json' };
import cheque from './data/cheque.json' with { type: 'json' };
import civilCode from './data/civil-code.json' with { type: 'json' };
import civilProcedure from './data/civil-procedure.json' with { type: 'json' };
import commercial from './data/commercial.json' with { type: 'json' };
import criminalProcedure from './data/criminal-procedure.json' with { type: 'json' };
import familyProtection from './data/family-protection.json' with { type: 'json' };
import financialConvictions from './data/financial-convictions.json' with { type: 'json' };
import labour from './data/labour.json' with { type: 'json' };
import landlordTenant from './data/landlord-tenant.json' with { type: 'json' };
import registration from './data/registration.json' with { type: 'json' };

export interface LawSourceData {
  repository: string;
  commit: string;
  path: string;
  url: string | null;
}

export interface ArticleData {
  /** The number as the law writes it. */
  n: string;
  /** Slug (contract's articleSlugOf). */
  s: string;
  t: string;
  notes?: { label: string; text: string }[];
  /** Index into the law's `headings`. */
  h: number;
  /** Index into the law's `sources`. */
  src: number;
  url?: string;
  /** Why the article is known to be amended after the text's date. */
  amended?: string;
  /** The amendment this text already carries («اصلاحی ۱۳۴۸/۰۲/۰۹»). */
  since?: string;
}

export interface LawData {
  slug: string;
  title: string;
  short_title: string;
  year: string;
  text_date: string;
  coverage_note: string | null;
  aliases: string[];
  sources: LawSourceData[];
  headings: string[][];
  articles: ArticleData[];
}

/** In the order the library lists them. */
export const LAW_DATA: LawData[] = [
  civilCode,
  civilProcedure,
  familyProtection,
  cheque,
  financialConvictions,
  landlordTenant,
  labour,
  commercial,
  criminalProcedure,
  registration,
  attorneyFeeTariff,
] as LawData[];
