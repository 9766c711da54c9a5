import type { TocNode } from '@vakilyar/contract';
import { describe, expect, it } from 'vitest';
import { articleTotal, pathToArticle } from './toc';

const node = (title: string, slugs: string[], children: TocNode[] = []): TocNode => ({
  title,
  articles: slugs.map((slug) => ({ slug, number: slug })),
  children,
});

const civil = node(
  '',
  ['1'],
  [
    node('جلد اول', [], [node('کتاب اول', ['2', '3']), node('کتاب دوم', ['4'])]),
    node('جلد دوم', ['5'], [node('کتاب هفتم', ['1130'])]),
  ],
);

describe('the table of contents', () => {
  it('counts the articles under a heading, its sub-headings included', () => {
    expect(articleTotal(civil)).toBe(6);
    expect(articleTotal(civil.children[0] as TocNode)).toBe(3);
  });

  it('finds the headings to open for an article', () => {
    expect(pathToArticle(civil, '1130')).toEqual(['1', '1.0']);
    expect(pathToArticle(civil, '4')).toEqual(['0', '0.1']);
    expect(pathToArticle(civil, '1')).toEqual([]);
    expect(pathToArticle(civil, '999')).toEqual([]);
  });
});
