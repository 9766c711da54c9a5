import { toLatinDigits, unifyPersianLetters } from '@vakilyar/contract';
import secondSources from './data/second-sources.json' with { type: 'json' };

/** The second copies the import took (second-sources.json): per law, its source and article texts by slug. */
export const SECOND_SOURCES = secondSources as Record<
  string,
  {
    source: { repository: string; commit: string; path: string; url: string | null };
    articles: Record<string, string>;
  }
>;

/**
 * What two copies of one article must share: the words, spelled one way. Differences of writing only are
 * folded: letters (ي/ی, ك/ک, أ/ا, ة/ه, ۀ/ه, ؤ/و, ئ/ی, آ/ا), digits, diacritics, the ezafe «ـهٔ/ه‌ی», a final
 * hamza («الاجراء», «جزء»), a final ی/ا (the alef maqsura), spaces, half-spaces and punctuation, and the links in a note's label.
 */
export function compareKey(text: string): string {
  return (
    toLatinDigits(unifyPersianLetters(text))
      .replace(/[\u064B-\u065F\u0670\u0654]/g, '')
      .replace(/[ةۀ]/g, 'ه')
      .replace(/[أإآ]/g, 'ا')
      .replace(/ؤ/g, 'و')
      .replace(/مسئول|مسؤول|مسوول/g, 'مسول')
      .replace(/ئ/g, 'ی')
      .replace(/ه[\u200c ]ی(?=[\s\u200c.,،؛:)]|$)/g, 'ه')
      .replace(/ء/g, '')
      .replace(/\u200c/g, ' ')
      .replace(/(^|\s)(ن?می) /g, '$1$2')
      // The alef maqsura written either way («سکنی»/«سکنا», «مجری»/«مجرا»), and «انقضا»/«انقضای».
      .replace(/ا?ی(?=[\s.,،؛:)]|$)/g, 'ا')
      .replace(/ـ/g, '')
      .replace(/[^\p{L}\p{N}]/gu, '')
  );
}

/**
 * Differences the test explains, each by a rule applied to both copies before they are compared: an
 * amendment's date a copy notes in parentheses, a ministry's renaming one copy carries, the enactment note
 * after a law's last article.
 */
export const EXPLAINED_DIFFERENCES: { why: string; fold: (text: string, law: string) => string }[] = [
  {
    why: 'a copy notes an amendment in parentheses («(الحاقی …)», «(اصلاحی …)»)',
    fold: (text) => text.replace(/\(\s*(?:الحاقی|اصلاحی|اصلاحیه|منسوخه|ملغی)[^)]*\)/g, ''),
  },
  {
    why: 'labour law: «وزیر/وزارت تعاون، کار و رفاه اجتماعی» (renamed 1390) where the older copy writes «کار و امور اجتماعی»',
    fold: (text, law) =>
      law === 'labour' ? text.replace(/تعاون[،,]?\s*کار\s*و\s*رفاه\s*اجتماعی/g, 'کار و امور اجتماعی') : text,
  },
  {
    why: 'the enactment note after the last article («قانون فوق مشتمل بر …») is not the article',
    fold: (text) => text.replace(/\n?قانون فوق (?:مشتمل بر|که در تاریخ)[\s\S]*$/, ''),
  },
];

/** The comparison form after the explained differences are folded. */
export const explainedKey = (text: string, law: string) =>
  compareKey(EXPLAINED_DIFFERENCES.reduce((t, rule) => rule.fold(t, law), text));

/** The article's whole text as a second copy prints it: the text, then each note with its label. */
export const fullText = (article: { t: string; notes?: { label: string; text: string }[] }) =>
  [article.t, ...(article.notes ?? []).map((n) => `${n.label} ${n.text}`)].join('\n');
