import { describe, expect, it } from 'vitest';
import { createLibrary } from '../../law/library.ts';
import { readNames } from '../ai/law-names.ts';

const library = createLibrary();
const ids = (question: string) => readNames(library, question).articles.map((a) => a.id);
const laws = (question: string) => [...readNames(library, question).laws];

describe('the articles and laws a question names', () => {
  it('read an article by number and any name of its law, the law before or after it', () => {
    expect(ids('ماده ۱۱۳۰ قانون مدنی چه می‌گوید؟')).toEqual(['civil-code/1130']);
    expect(ids('طبق قانون مدنی ماده ۱۱۳۰ عسر و حرج چیست')).toEqual(['civil-code/1130']);
    expect(ids('م۱۰ قانون صدور چک')).toEqual(['cheque/10']);
    expect(ids('ماده ۲۱۸ مکرر ق.م')).toEqual(['civil-code/218-bis']);
    expect(ids('مواد ۱۱۶۹ و ماده ۱۱۷۰ مدنی')).toEqual(['civil-code/1169', 'civil-code/1170']);
  });

  it('keep a reference the library lacks, of a law it holds in part, for the knowledge entries', () => {
    const named = readNames(library, 'م ۳۳۶ آ.د.م');
    expect(named.articles).toEqual([]);
    expect(named.missing).toEqual([{ law: 'civil-procedure', article: '336' }]);
    expect(named.rest.trim()).toBe('');
    expect(readNames(library, 'ماده ۵۱ قانون کار درباره ساعت کار').rest).toBe(' درباره ساعت کار ');
  });

  it('read no reference from a number of something else', () => {
    expect(ids('۸ ساعت کار در روز')).toEqual([]);
    expect(ids('مهریه ۱۱۰ سکه است')).toEqual([]);
    expect(ids('ماده ۱۰ چه می‌گوید؟')).toEqual([]);
    const mine = readNames(library, 'مهریه‌م ۱۱۰ سکه است، طبق قانون مدنی');
    expect(mine.articles).toEqual([]);
    expect([...mine.laws]).toEqual(['civil-code']);
  });

  it('read a law by its title or «قانون» and its name, and take the name out of the question', () => {
    const named = readNames(library, 'ساعت کار روزانه کارگر طبق قانون کار چقدره؟');
    expect([...named.laws]).toEqual(['labour']);
    expect(named.rest).toBe(' ساعت کار روزانه کارگر طبق چقدره ');
    expect(laws('انواع خیارات در قانون مدنی')).toEqual(['civil-code']);
    expect(laws('شرایط طلاق در قانون حمایت خانواده')).toEqual(['family-protection']);
  });

  it('read a name of several words as a law, keeping its words, and one word alone as no law', () => {
    const named = readNames(library, 'تعرفه حق‌الوکاله در دعاوی مالی');
    expect([...named.laws]).toEqual(['attorney-fee-tariff']);
    expect(named.rest).toContain('حق الوکاله');
    expect(laws('کار شب کارگر')).toEqual([]);
    expect(laws('ثبت شرکت')).toEqual([]);
    expect(laws('دادخواست در امور مدنی')).toEqual([]);
  });
});
