import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from './csv.ts';

describe('csv', () => {
  it('defuses text a spreadsheet would run as a formula', () => {
    for (const formula of ['=HYPERLINK("http://x")', '+98912', '-2+3', '@SUM(A1)', '\tcmd']) {
      expect(csvCell(formula).replace(/^"/, '')).toMatch(/^'/);
    }
    expect(csvCell('احمدی')).toBe('احمدی');
  });

  it('leaves numbers alone, negative ones included', () => {
    expect(csvCell(-5000)).toBe('-5000');
    expect(csvCell(-5000, { quoteAll: true })).toBe('"-5000"');
  });

  it('quotes a cell with a comma, quote or line break, or every cell when asked', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(null, { quoteAll: true })).toBe('""');
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
  });

  it('writes a BOM and CRLF line ends', () => {
    expect(
      csvDocument([
        ['نام', 'مبلغ'],
        ['=x', 1],
      ]),
    ).toBe("\uFEFFنام,مبلغ\r\n'=x,1\r\n");
  });
});
