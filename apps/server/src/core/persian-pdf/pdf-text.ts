import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of a PDF as a reader's copy-and-paste gets it (pdf.js, which reorders right-to-left runs). */
export async function pdfText(bytes: Buffer): Promise<{ text: string; pages: number }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), disableFontFace: true, verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const page = await pdf.getPage(i);
    const content = await page.getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str, item.hasEOL ? '\n' : '');
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return { text: parts.join(''), pages };
}

/**
 * Text compared without its layout: spaces, line breaks and ZWNJ are where the renderer wrapped lines and
 * cells; a bracket reads back as the glyph drawn (extractors reverse a right-to-left run without mirroring),
 * and brackets side by side in either order (pdf.js reads a run of nothing but brackets left to right).
 */
export const comparable = (text: string) =>
  text
    .replace(/[\s\u200c\u200e\u200f]+/g, '')
    .replace(/[()«»]{2,}/g, (brackets) => [...brackets].sort().join(''))
    .replace(/[()]/g, '()')
    .replace(/[«»]/g, '«»');
