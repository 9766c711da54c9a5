import { describe, expect, it } from 'vitest';
import { ARTICLE_SUBJECTS } from './article-subjects.ts';
import { createLibrary } from './library.ts';

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
});
