import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

/** A piece of a line with one style, in logical (reading) order. */
export interface StyledText {
  text: string;
  style: string;
}

/** A piece ready to draw left to right: `glyphText` is what to hand the font so its glyphs come out right. */
export interface VisualPiece {
  glyphText: string;
  style: string;
  /** Where the piece starts in the line's reading order. */
  start: number;
}

// fontkit shapes a string and, when it finds Arabic script in it, lays the glyphs out right to left.
const ARABIC_SCRIPT = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;

const MIRROR: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '«': '»',
  '»': '«',
  '<': '>',
  '>': '<',
};
const mirrorChars = (text: string) => [...text].map((ch) => MIRROR[ch] ?? ch).join('');

/**
 * One line of a right-to-left paragraph, reordered for drawing left to right (Unicode bidi, rule L2): runs
 * at each embedding level are reversed, and each run is handed to the font so that its glyphs read in the
 * right direction (the font reverses Arabic-script text itself; a run it would not reverse, we do).
 */
export function visualLine(pieces: StyledText[]): VisualPiece[] {
  const text = pieces.map((p) => p.text).join('');
  if (!text) return [];
  const { levels } = bidi.getEmbeddingLevels(text, 'rtl');
  const styleAt: string[] = [];
  for (const piece of pieces) for (let i = 0; i < piece.text.length; i++) styleAt.push(piece.style);

  const runs: { text: string; level: number; style: string; start: number }[] = [];
  for (let i = 0; i < text.length; i++) {
    const level = levels[i] ?? 1;
    const style = styleAt[i] ?? '';
    const last = runs[runs.length - 1];
    if (last && last.level === level && last.style === style) last.text += text[i];
    else runs.push({ text: text[i] ?? '', level, style, start: i });
  }
  const highest = Math.max(...runs.map((r) => r.level));
  for (let level = highest; level >= 1; level--) {
    for (let i = 0; i < runs.length; ) {
      if ((runs[i]?.level ?? 0) < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < runs.length && (runs[j]?.level ?? 0) >= level) j++;
      runs.splice(i, j - i, ...runs.slice(i, j).reverse());
      i = j;
    }
  }
  return runs.map((run) => {
    const rtl = run.level % 2 === 1;
    const fontReverses = ARABIC_SCRIPT.test(run.text);
    let glyphText = run.text;
    if (rtl !== fontReverses) glyphText = [...glyphText].reverse().join('');
    if (rtl) glyphText = mirrorChars(glyphText);
    return { glyphText, style: run.style, start: run.start };
  });
}
