import { describe, expect, it } from 'vitest';
import { offsetBeforeText, offsetText } from './reminder-offsets';

describe('reminder offsets', () => {
  it.each([
    [10, '۱۰ دقیقه'],
    [60, '۱ ساعت'],
    [90, '۹۰ دقیقه'],
    [1440, '۱ روز'],
    [2880, '۲ روز'],
    [10080, '۱ هفته'],
    [20160, '۲ هفته'],
  ])('names %d minutes «%s»', (minutes, text) => {
    expect(offsetText(minutes)).toBe(text);
  });

  it('says «قبل»', () => {
    expect(offsetBeforeText(1440)).toBe('۱ روز قبل');
  });
});
