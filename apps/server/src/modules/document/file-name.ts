import { unifyPersianLetters } from '@vakilyar/contract';

const MAX_NAME = 150;
const RESERVED = new Set('<>:"|?*');
/** Left-to-right and right-to-left marks, embeddings, overrides and isolates. */
const BIDI = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

const keep = (ch: string) => {
  const code = ch.codePointAt(0) ?? 0;
  return code >= 0x20 && code !== 0x7f && !RESERVED.has(ch) && !BIDI.test(ch);
};

/**
 * The name a file is shown and downloaded with. A name that climbs folders (`..`) or holds a NUL byte is
 * refused (null); otherwise only the last path segment is kept, without control characters, characters
 * that file systems reserve, or bidirectional overrides that could disguise the extension.
 */
export function sanitizeFileName(raw: string): string | null {
  const value = raw.normalize('NFC');
  if (value.includes('\0')) return null;
  const segments = value.split(/[\\/]/);
  if (segments.some((s) => s.trim() === '..')) return null;
  let name = [...unifyPersianLetters(segments.at(-1) ?? '')]
    .filter(keep)
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (name.length > MAX_NAME) {
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
    name = name.slice(0, MAX_NAME - ext.length).trimEnd() + ext;
  }
  return name || null;
}

/** The extension of a name, lower-cased, or '' when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}
