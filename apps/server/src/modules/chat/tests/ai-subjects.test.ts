import { describe, expect, it } from 'vitest';
import { ARTICLE_SUBJECTS } from '../../law/article-subjects.ts';
import { createLibrary } from '../../law/library.ts';
import { extractKeywords } from '../ai/keywords.ts';
import { legalIndex, searchIndex } from '../ai/legal-index.ts';

const library = createLibrary();

describe('the phrases each article is looked up by', () => {
  it('name articles the library holds, a few short Persian phrases each', () => {
    expect(ARTICLE_SUBJECTS.size).toBeGreaterThan(3000);
    for (const [id, phrases] of ARTICLE_SUBJECTS) {
      const [law = '', article = ''] = id.split('/');
      expect(library.find(law, article), id).not.toBeNull();
      expect(phrases.length, id).toBeGreaterThanOrEqual(1);
      expect(phrases.length, id).toBeLessThanOrEqual(5);
      for (const phrase of phrases) {
        expect(phrase, id).toMatch(/^[\u0600-\u06ff\u200c ()«»،\d-]+$/u);
        expect(phrase, id).not.toMatch(/[يك]/);
        expect(phrase.split(' ').length, id).toBeLessThanOrEqual(8);
      }
    }
  });

  it('find the article a lawyer names by its doctrine though its text never says the term', () => {
    const index = legalIndex(library, { version: 'subjects-test', rows: [] });
    const ask = (question: string) =>
      searchIndex(
        index,
        extractKeywords(question, (word) => index.words.has(word)).map((kw) => ({
          kw,
          weight: 1,
          own: true,
        })),
      ).map((entry) => entry.article && `${entry.article.law}/${entry.article.article}`);
    const cases = [
      ['اماره فراش', 'civil-code/1158'],
      ['حق حبس زوجه', 'civil-code/1085'],
      ['سوگند استظهاری', 'civil-code/1333'],
    ];
    for (const [question = '', id = ''] of cases) {
      const [law = '', article = ''] = id.split('/');
      expect(library.find(law, article)?.key, id).not.toContain(question.split(' ').slice(0, 2).join(' '));
      expect(ask(question).slice(0, 3), question).toContain(id);
    }
  });
});
