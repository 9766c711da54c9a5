import { describe, expect, it } from 'vitest';
import { spanLabel } from './reply-countdown';

const MINUTE = 60_000;

describe('the time left to answer', () => {
  it('reads in days and hours past a day, hours and minutes past an hour, else minutes', () => {
    expect(spanLabel((7 * 24 * 60 - 1) * MINUTE)).toBe('۶ روز و ۲۳ ساعت');
    expect(spanLabel(150 * MINUTE)).toBe('۲ ساعت و ۳۰ دقیقه');
    expect(spanLabel(20 * MINUTE)).toBe('۲۰ دقیقه');
    expect(spanLabel(-5 * MINUTE)).toBe('۰ دقیقه');
  });
});
