import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font, type Glyph, type GlyphPosition, type GlyphRun } from 'fontkit';

const require = createRequire(import.meta.url);

/** Vazirmatn's TrueType files from its npm package (both scripts in each), embedded as a subset in every PDF. */
export const VAZIRMATN_FILES = {
  regular: require.resolve('vazirmatn/fonts/ttf/Vazirmatn-Regular.ttf'),
  bold: require.resolve('vazirmatn/fonts/ttf/Vazirmatn-Bold.ttf'),
} as const;

export type Weight = keyof typeof VAZIRMATN_FILES;

// The first letter of a real script decides, as fontkit decides, the script a string is shaped in.
const FIRST_SCRIPT_LETTER = /[^\p{Script=Zyyy}\p{Script=Zinh}\p{Script=Zzzz}]/u;
const ARABIC = /\p{Script=Arabic}/u;
const LATIN = /\p{Script=Latin}/u;
const RLM = '\u200f';
const LRM = '\u200e';

function scriptOf(text: string): string | undefined {
  const first = FIRST_SCRIPT_LETTER.exec(text)?.[0];
  if (first === undefined) return undefined;
  if (ARABIC.test(first)) return 'arab';
  return LATIN.test(first) ? 'latn' : undefined;
}

/**
 * Text for pdfkit with the direction to lay it out in: pdfkit hands the font only a string, so the direction
 * travels as a leading mark, read and dropped by `ShapedFont.layout`.
 */
export const directed = (text: string, rtl: boolean) => (rtl ? RLM : LRM) + text;

/** A directed string's direction and text; without a mark, the direction of its script, as fontkit has it. */
function undirected(text: string): { rtl: boolean; body: string } {
  if (text.startsWith(RLM)) return { rtl: true, body: text.slice(1) };
  if (text.startsWith(LRM)) return { rtl: false, body: text.slice(1) };
  return { rtl: scriptOf(text) === 'arab', body: text };
}

interface ShapedWord {
  glyphs: Glyph[];
  positions: GlyphPosition[];
  advance: number;
}

const WORD_CACHE_MAX = 100_000;

/**
 * A font whose layout is fontkit's, shaped one word at a time and remembered across documents: shaping is
 * the costly part of a render, a word's glyphs are the same in every document, and no Persian letter joins
 * across a space. A string's words are laid out in its direction (see `directed`), right to left with the
 * glyphs reversed as fontkit hands them back. pdfkit takes it as a font (any object with fontkit's `layout`).
 */
class ShapedFont {
  private readonly words = new Map<string, ShapedWord>();
  readonly unitsPerEm: number;
  /** What pdfkit asks of the font beside `layout` (tables, metrics, subsetting) is the parsed font's own. */
  readonly pdfkitFont: Font;

  constructor(private readonly font: Font) {
    this.unitsPerEm = font.unitsPerEm;
    this.pdfkitFont = Object.create(font, { layout: { value: (text: string) => this.layout(text) } });
  }

  private word(word: string, script: string | undefined, rtl: boolean): ShapedWord {
    const key = `${rtl ? 'r' : 'l'}${script ?? ''}|${word}`;
    const known = this.words.get(key);
    if (known) return known;
    // fontkit keeps one glyph object per id, holding the characters of the first string that reached it (or
    // none, when another document's subsetting reached it as a part of a composite glyph); pdfkit maps the
    // glyph back to those characters for copying, so each word gets glyphs of its own characters.
    (this.font as unknown as { _glyphs: object })._glyphs = {};
    const run = this.font.layout(word, [], script, undefined, rtl ? 'rtl' : 'ltr');
    const shaped = { glyphs: run.glyphs, positions: run.positions, advance: run.advanceWidth };
    if (this.words.size >= WORD_CACHE_MAX) this.words.clear();
    this.words.set(key, shaped);
    return shaped;
  }

  private wordsOf(text: string): ShapedWord[] {
    const { rtl, body } = undirected(text);
    const script = scriptOf(body);
    const parts = body.split(/( )/).filter(Boolean);
    if (rtl) parts.reverse();
    return parts.map((part) => this.word(part, script, rtl));
  }

  /** The width of a (directed) string in font units. */
  advanceOf(text: string): number {
    let advance = 0;
    for (const word of this.wordsOf(text)) advance += word.advance;
    return advance;
  }

  /** fontkit's `layout`, as pdfkit calls it: fresh positions, since pdfkit scales them in place. */
  layout(text: string): GlyphRun {
    const glyphs: Glyph[] = [];
    const positions: GlyphPosition[] = [];
    for (const word of this.wordsOf(text)) {
      glyphs.push(...word.glyphs);
      for (const { xAdvance, yAdvance, xOffset, yOffset } of word.positions) {
        positions.push({ xAdvance, yAdvance, xOffset, yOffset });
      }
    }
    return {
      glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((sum, p) => sum + p.xAdvance, 0);
      },
    };
  }
}

/** Each weight parsed once per process; every document shares it and its shaped words. */
export const SHAPED_FONTS: Record<Weight, ShapedFont> = {
  regular: new ShapedFont(create(readFileSync(VAZIRMATN_FILES.regular))),
  bold: new ShapedFont(create(readFileSync(VAZIRMATN_FILES.bold))),
};
