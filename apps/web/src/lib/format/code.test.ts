import { describe, expect, it } from 'vitest';
import { codeAsTyped } from './code';

describe('a code as typed', () => {
  it('keeps its Latin digits and reads left to right inside Persian text', () => {
    expect(codeAsTyped('A-1')).toBe('\u2066A-1\u2069');
  });
});
