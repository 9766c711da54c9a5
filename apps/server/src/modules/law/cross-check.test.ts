import { describe, expect, it } from 'vitest';
import { crossCheck } from './cross-check-diff.ts';
import reviewed from './data/cross-check-reviewed.json' with { type: 'json' };
import { LAW_DATA } from './library-data.ts';

const REVIEWED = reviewed as Record<string, { why: string; ours: string; theirs: string }>;

describe('law texts against their second sources', () => {
  const { compared, differences } = crossCheck();

  it('compares every article a second source holds', () => {
    // Civil code 1–246 (with 218 مکرر), family protection, financial convictions, landlord and tenant, labour.
    expect(compared).toBeGreaterThanOrEqual(540);
  });

  it('fails on a difference neither a rule nor a review explains', () => {
    const unexplained = differences.filter((d) => {
      const entry = REVIEWED[d.id];
      return !entry || entry.why === 'not reviewed' || entry.ours !== d.ours || entry.theirs !== d.theirs;
    });
    expect(unexplained).toEqual([]);
  });

  it('keeps no review of a difference that is gone', () => {
    const differing = new Set(differences.map((d) => d.id));
    expect(Object.keys(REVIEWED).filter((id) => !differing.has(id))).toEqual([]);
  });
});

describe('imported laws', () => {
  it('holds each article once, with its text and a source', () => {
    for (const law of LAW_DATA) {
      const slugs = law.articles.map((a) => a.s);
      expect(new Set(slugs).size, law.slug).toBe(slugs.length);
      for (const article of law.articles) {
        expect(article.t.length, `${law.slug}/${article.s}`).toBeGreaterThan(0);
        expect(law.sources[article.src], `${law.slug}/${article.s}`).toBeDefined();
        expect(law.headings[article.h], `${law.slug}/${article.s}`).toBeDefined();
      }
    }
  });

  it("keeps none of the source sites' own lines: page titles, adverts, links to their other pages", () => {
    const siteLine = /مشاهده متن قانون|از اینجا (?:دریافت|دانلود|مشاهده)|کتاب الکترونیک/;
    for (const law of LAW_DATA) {
      for (const heading of law.headings.flat()) expect(heading, law.slug).not.toMatch(siteLine);
      for (const article of law.articles) {
        const notes = (article.notes ?? []).map((note) => note.text);
        expect([article.t, ...notes].join('\n'), `${law.slug}/${article.s}`).not.toMatch(siteLine);
      }
    }
  });

  it('holds the civil code but the two articles its source lacks, with Persian letters and no glued headings', () => {
    const civil = LAW_DATA.find((l) => l.slug === 'civil-code');
    const slugs = new Set(civil?.articles.map((a) => a.s));
    expect(slugs.size).toBe(1337);
    expect(slugs.has('1257') || slugs.has('1258')).toBe(false);
    for (const slug of ['218-bis', '881-bis', '1313-bis', '1328-bis']) expect(slugs.has(slug)).toBe(true);
    const text = civil?.articles.map((a) => a.t).join('\n') ?? '';
    expect(text).not.toMatch(/[يك]/);
    expect(civil?.articles.find((a) => a.s === '218')?.t).not.toMatch(/فصل سوم/);
    expect(civil?.articles.find((a) => a.s === '946')?.amended).toMatch(/۱۳۸۷/);
  });
});
