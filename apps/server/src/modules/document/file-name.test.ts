import { describe, expect, it } from 'vitest';
import { extensionOf, sanitizeFileName } from './file-name.ts';

describe('file names', () => {
  it('refuses names that climb folders or carry a NUL byte', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBeNull();
    expect(sanitizeFileName('..\\..\\boot.ini')).toBeNull();
    expect(sanitizeFileName('a\0.pdf')).toBeNull();
    expect(sanitizeFileName('   ')).toBeNull();
  });

  it('keeps the last segment, without control, reserved or bidirectional characters', () => {
    expect(sanitizeFileName('C:\\fakepath\\لايحه دفاعيه.pdf')).toBe('لایحه دفاعیه.pdf');
    expect(sanitizeFileName('invoice\u202Egpj.exe')).toBe('invoicegpj.exe');
    expect(sanitizeFileName('a<b>:"c|?*.pdf')).toBe('abc.pdf');
    expect(sanitizeFileName('.hidden.pdf')).toBe('hidden.pdf');
    expect(sanitizeFileName('tab\there.pdf')).toBe('tabhere.pdf');
  });

  it('shortens a long name and keeps its extension', () => {
    const name = sanitizeFileName(`${'ن'.repeat(300)}.docx`) ?? '';
    expect(name).toHaveLength(150);
    expect(extensionOf(name)).toBe('docx');
    expect(extensionOf('noext')).toBe('');
  });
});
