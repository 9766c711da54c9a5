import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

/** How a piece of text is printed: the bold weight, and a colour other than black. */
export interface TextStyle {
  bold?: boolean;
  color?: string;
}

/** A piece of a line with one style, in logical (reading) order. */
export interface StyledText extends TextStyle {
  text: string;
}

/** A run of a line at one level and style, in reading order, placed left to right in the line's visual order. */
export interface VisualPiece extends TextStyle {
  /** Brackets of a right-to-left run are mirrored. */
  text: string;
  rtl: boolean;
  /** Where the piece starts in the line's reading order. */
  start: number;
}

const styleKey = (style: TextStyle) => `${style.bold ? 'b' : 'r'}${style.color ?? ''}`;

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
 * One line of a right-to-left paragraph in visual order (Unicode bidi, rule L2): runs at each embedding
 * level are reversed; each run keeps its reading order and its direction, which the font lays it out in.
 */
export function visualLine(pieces: StyledText[]): VisualPiece[] {
  const text = pieces.map((p) => p.text).join('');
  if (!text) return [];
  const { levels } = bidi.getEmbeddingLevels(text, 'rtl');
  const styleAt: StyledText[] = [];
  for (const piece of pieces) for (let i = 0; i < piece.text.length; i++) styleAt.push(piece);

  const runs: { text: string; level: number; style: TextStyle; start: number }[] = [];
  for (let i = 0; i < text.length; i++) {
    const level = levels[i] ?? 1;
    const style = styleAt[i] ?? {};
    const last = runs[runs.length - 1];
    if (last && last.level === level && styleKey(last.style) === styleKey(style)) last.text += text[i];
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
  return runs.map(({ text: runText, level, style, start }) => {
    const rtl = level % 2 === 1;
    return { text: rtl ? mirrorChars(runText) : runText, rtl, bold: style.bold, color: style.color, start };
  });
}
