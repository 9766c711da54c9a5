import { describe, expect, it } from 'vitest';
import { findUnacceptableText, textRefusal, unacceptableText } from './text.ts';

describe('acceptable text', () => {
  it('keeps Persian, emoji, tabs and new lines', () => {
    for (const ok of ['پرونده ۱۲', 'A-1', 'خط اول\nخط دوم\r\n\tادامه', '👩‍⚖️ وکیل', '']) {
      expect(unacceptableText(ok)).toBeNull();
    }
  });

  it('refuses NUL, other control characters and lone surrogates', () => {
    expect(unacceptableText('a\u0000b')).toBe(textRefusal.control);
    expect(unacceptableText('\u001b[31m')).toBe(textRefusal.control);
    expect(unacceptableText('title \ud800')).toBe(textRefusal.surrogate);
    expect(unacceptableText('\udc00 title')).toBe(textRefusal.surrogate);
  });

  it('finds the field a refused string sits under, keys included', () => {
    expect(findUnacceptableText({ a: [{ b: 'x\u0000' }] })?.path).toEqual(['a', '0', 'b']);
    expect(findUnacceptableText({ 'k\u0000': 1 })?.message).toBe(textRefusal.control);
    expect(findUnacceptableText({ a: 1, b: [true, null, 'ok'] })).toBeNull();
  });
});

describe('dates at the edge', () => {
  it('refuses a day that matches the pattern but does not exist', async () => {
    const { zDate } = await import('./money/rules.ts');
    expect(zDate.safeParse('2024-02-29').success).toBe(true);
    for (const impossible of ['2025-13-01', '2025-02-30', '2025-04-31', '2023-02-29']) {
      expect(zDate.safeParse(impossible).success, impossible).toBe(false);
    }
  });
});
