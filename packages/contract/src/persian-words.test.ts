import { describe, expect, it } from 'vitest';
import { persianWords } from './persian-words.ts';

describe('persianWords', () => {
  it('writes amounts as a contract does', () => {
    expect(persianWords(0)).toBe('صفر');
    expect(persianWords(12)).toBe('دوازده');
    expect(persianWords(105)).toBe('یکصد و پنج');
    expect(persianWords(1250000)).toBe('یک میلیون و دویست و پنجاه هزار');
    expect(persianWords('۵۰۰٬۰۰۰٬۰۰۰')).toBe('پانصد میلیون');
    expect(persianWords(2_000_001_000n)).toBe('دو میلیارد و یک هزار');
  });
  it('refuses what is not a whole number', () => {
    expect(persianWords('12.5')).toBeNull();
    expect(persianWords('abc')).toBeNull();
  });
});
