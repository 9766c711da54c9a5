import { z } from 'zod';
import { toLatinDigits } from '../persian.ts';

/**
 * The laws the library holds, by slug. The slug is the first segment of an article's id and of its web
 * address (`/laws/civil-code/1130`).
 */
export const LAW_SLUGS = [
  'civil-code',
  'civil-procedure',
  'family-protection',
  'cheque',
  'financial-convictions',
  'landlord-tenant',
  'labour',
  'commercial',
  'criminal-procedure',
  'registration',
  'attorney-fee-tariff',
] as const;
export type LawSlug = (typeof LAW_SLUGS)[number];

/**
 * An article's slug: its number in ASCII digits, «مکرر» as `-bis` and a numbered «مکرر ۱» as `-bis-1`
 * («۲۱۸ مکرر» → `218-bis`). A law with parts numbered apart (the commercial code's 1347 amendment) prefixes
 * the part: `a1347-1`.
 */
export const zArticleSlug = z.string().regex(/^[a-z0-9-]{1,40}$/, { error: 'شناسه ماده معتبر نیست.' });

/** One article anywhere: `{law, article}`; its id is `law/article` («civil-code/1130»). */
export const zLawArticleRef = z.object({ law: z.string().min(1).max(40), article: zArticleSlug });
export type LawArticleRef = z.infer<typeof zLawArticleRef>;

export const articleId = (ref: LawArticleRef) => `${ref.law}/${ref.article}`;
export function parseArticleId(id: string): LawArticleRef | null {
  const [law, article, ...rest] = id.split('/');
  return law && article && rest.length === 0 ? { law, article } : null;
}

/** «۲۱۸ مکرر» → `218-bis`, «۱۲ مکرر ۱» → `12-bis-1`, «۱۱۳۰» → `1130`. */
export function articleSlugOf(number: string): string {
  const latin = toLatinDigits(number).replace(/\s+/g, ' ').trim();
  const match = /^(\d+)(?:\s*مکرر\s*(\d+)?)?$/.exec(latin.replace(/ك/g, 'ک'));
  if (!match) return latin.replace(/[^0-9a-z]+/gi, '-').toLowerCase();
  const [, base, bisNumber] = match;
  if (!latin.includes('مکرر')) return base ?? latin;
  return bisNumber ? `${base}-bis-${bisNumber}` : `${base}-bis`;
}

/**
 * The articles each step of the deadline calculator rests on, for a link under the step
 * (`lawArticleHref`): the civil procedure code's articles of appeal, objection, cassation, residence
 * abroad and the month of thirty days.
 */
export const DEADLINE_RULE_ARTICLES: Record<
  'appeal' | 'appeal_abroad' | 'objection' | 'objection_abroad' | 'cassation' | 'cassation_abroad' | 'custom',
  LawArticleRef[]
> = {
  appeal: [{ law: 'civil-procedure', article: '336' }],
  appeal_abroad: [
    { law: 'civil-procedure', article: '336' },
    { law: 'civil-procedure', article: '446' },
  ],
  objection: [{ law: 'civil-procedure', article: '306' }],
  objection_abroad: [{ law: 'civil-procedure', article: '306' }],
  cassation: [{ law: 'civil-procedure', article: '397' }],
  cassation_abroad: [
    { law: 'civil-procedure', article: '397' },
    { law: 'civil-procedure', article: '446' },
  ],
  custom: [],
};
/** The month of thirty days and the holiday rule the calculator applies to every rule. */
export const DEADLINE_COMMON_ARTICLES: LawArticleRef[] = [
  { law: 'civil-procedure', article: '443' },
  { law: 'civil-procedure', article: '444' },
  { law: 'civil-procedure', article: '445' },
];
