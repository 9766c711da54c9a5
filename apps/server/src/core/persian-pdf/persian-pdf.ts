import PDFDocument from 'pdfkit';
import { directed, SHAPED_FONTS } from './shaped-font.ts';
import { type StyledText, type TextStyle, visualLine } from './visual-line.ts';

export type { StyledText, TextStyle } from './visual-line.ts';

type Doc = InstanceType<typeof PDFDocument>;

/** A line of a paragraph, in reading order, and its width. */
export interface Line {
  pieces: StyledText[];
  width: number;
}

/** Where a line is drawn: its right edge, or centred in the `centreWidth` left of `right`. */
export interface LinePlace {
  right: number;
  y: number;
  size: number;
  centreWidth?: number;
}

const weightOf = (style: TextStyle) => (style.bold ? 'bold' : 'regular');
const SPACES = /^\s+$/;

/**
 * A PDF of right-to-left Persian text for pdfkit, which has no bidi: Vazirmatn embedded (a subset), letters
 * joined by the font's own shaping, every line reordered by the Unicode bidi algorithm and drawn right
 * aligned, its runs written in reading order at their visual places so that copying the text reads it as
 * written. `doc` is pdfkit's document for what is not text (rules, boxes, pages).
 */
export class PersianPdf {
  readonly doc: Doc;
  private readonly bytes: Promise<Buffer>;

  constructor(options: PDFKit.PDFDocumentOptions) {
    this.doc = new PDFDocument(options);
    const chunks: Buffer[] = [];
    this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    this.bytes = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
    for (const [weight, font] of Object.entries(SHAPED_FONTS)) {
      this.doc.registerFont(weight, font.pdfkitFont as unknown as PDFKit.Mixins.PDFFontSource);
    }
  }

  /** The width of a piece of text, laid out in one direction. */
  widthOf(text: string, style: TextStyle, size: number, rtl = true): number {
    const font = SHAPED_FONTS[weightOf(style)];
    return (font.advanceOf(directed(text, rtl)) * size) / font.unitsPerEm;
  }

  /** A paragraph broken at spaces (and at line feeds) into lines no wider than `width`, in reading order. */
  breakLines(runs: StyledText[], size: number, width: number): Line[] {
    const lines: Line[] = [];
    let current: Line = { pieces: [], width: 0 };
    const flush = () => {
      while (SPACES.test(current.pieces.at(-1)?.text ?? 'x')) {
        const dropped = current.pieces.pop();
        if (dropped) current.width -= this.widthOf(dropped.text, dropped, size);
      }
      lines.push(current);
      current = { pieces: [], width: 0 };
    };
    for (const run of runs) {
      run.text.split('\n').forEach((segment, index) => {
        if (index > 0) flush();
        for (const word of segment.split(/(\s+)/)) {
          if (!word || (SPACES.test(word) && !current.pieces.length)) continue;
          const w = this.widthOf(word, run, size);
          if (!SPACES.test(word) && current.width + w > width && current.pieces.length) flush();
          current.pieces.push({ ...run, text: word });
          current.width += w;
        }
      });
    }
    flush();
    return lines;
  }

  /** Draws one line (logical pieces) with its right edge, or its centre, where `place` says. */
  drawLine(pieces: StyledText[], place: LinePlace) {
    const visual = visualLine(pieces);
    const widths = visual.map((piece) => this.widthOf(piece.text, piece, place.size, piece.rtl));
    const total = widths.reduce((a, b) => a + b, 0);
    let x = place.centreWidth ? place.right - place.centreWidth / 2 - total / 2 : place.right - total;
    const placed = visual.map((piece, i) => {
      const at = x;
      x += widths[i] ?? 0;
      return { piece, at, width: widths[i] ?? 0 };
    });
    placed.sort((a, b) => a.piece.start - b.piece.start);
    for (const { piece, at, width } of placed) {
      this.doc
        .font(weightOf(piece))
        .fontSize(place.size)
        .fillColor(piece.color ?? '#000000');
      // A truthy feature list makes pdfkit hand the font the whole string (it would lay words out one by one).
      this.doc.text(directed(piece.text, piece.rtl), at, place.y, {
        lineBreak: false,
        features: [],
        textWidth: width,
      } as PDFKit.Mixins.TextOptions);
    }
  }

  /** The document's bytes, once it is complete. */
  finish(): Promise<Buffer> {
    this.readLigaturesInReadingOrder();
    this.doc.end();
    return this.bytes;
  }

  /**
   * A ligature (لا) maps back to its letters in the font's ToUnicode table; text extractors reverse a
   * right-to-left glyph run to read it, so its letters are stored reversed to come out in reading order.
   */
  private readLigaturesInReadingOrder() {
    const families = (this.doc as unknown as { _fontFamilies: Record<string, { unicode?: number[][] }> })
      ._fontFamilies;
    // One font is listed under its registered name and its PostScript name: fix each once.
    for (const font of new Set(Object.values(families))) {
      const unicode = font.unicode ?? [];
      unicode.forEach((codePoints, gid) => {
        // A copy: the array is the font's own, shared by every document.
        if (codePoints?.length > 1 && codePoints.every((c) => c >= 0x600 && c <= 0x6ff)) {
          unicode[gid] = [...codePoints].reverse();
        }
      });
    }
  }
}
