import { describe, expect, it } from 'vitest';
import { draftFieldDisplay, jalaliDocumentDate } from './format.ts';

describe('draft field display', () => {
  it('dates in Jalali, amounts in figures and in words', () => {
    expect(jalaliDocumentDate('2026-11-27')).toBe('۱۴۰۵/۰۹/۰۶');
    expect(draftFieldDisplay('claim.amount', { 'claim.amount': '50000000' })).toBe('۵۰٬۰۰۰٬۰۰۰ ریال');
    expect(draftFieldDisplay('claim.amount_words', { 'claim.amount': '۵۰۰۰۰۰۰۰' })).toBe('پنجاه میلیون ریال');
    expect(draftFieldDisplay('case.branch', { 'case.branch': '12' })).toBe('۱۲');
    expect(draftFieldDisplay('client.address', {})).toBeNull();
  });
});
