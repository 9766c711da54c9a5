import { toPersianDigits } from '@vakilyar/contract';
import PDFDocument from 'pdfkit';
import { type StyledText, visualLine } from './bidi-line.ts';
import { PDF_FONTS } from './pdf-fonts.ts';
import type { Block, ResolvedDocument, Run } from './resolve.ts';

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const BODY_SIZE = 12;
const HEADING_SIZES = { 1: 16, 2: 14, 3: 13 } as const;
const LINE_FACTOR = 1.85;
const CELL_PADDING = 5;
const LIST_INDENT = 18;
// Any truthy feature list makes pdfkit shape the whole string at once (it would lay words out one by one).
const SHAPE_WHOLE: PDFKit.Mixins.TextOptions = { features: [] };

type Doc = InstanceType<typeof PDFDocument>;

/** A style key: the font and whether it is a blank to fill. */
const styleOf = (run: Run, bold: boolean) =>
  `${bold || run.bold ? 'bold' : 'regular'}${run.blank ? ':blank' : ''}`;

interface Line {
  pieces: StyledText[];
  width: number;
}

interface Paragraph {
  runs: Run[];
  size: number;
  bold: boolean;
  center: boolean;
  indent: number;
  prefix?: string;
}

function useStyle(doc: Doc, style: string, size: number) {
  doc.font(style.startsWith('bold') ? 'bold' : 'regular').fontSize(size);
  doc.fillColor(style.endsWith(':blank') ? '#666666' : '#000000');
}

// Shaping is the costly part of a render; a word's width is the same in every document.
const widths = new Map<string, number>();
const WIDTH_CACHE_MAX = 50_000;

function widthOf(doc: Doc, text: string, style: string, size: number): number {
  const key = `${style}|${size}|${text}`;
  const known = widths.get(key);
  if (known !== undefined) return known;
  useStyle(doc, style, size);
  const width = doc.widthOfString(text, SHAPE_WHOLE);
  if (widths.size >= WIDTH_CACHE_MAX) widths.clear();
  widths.set(key, width);
  return width;
}

/** Breaks a paragraph into lines no wider than `width`, at spaces, in logical order. */
function breakLines(doc: Doc, para: Paragraph, width: number): Line[] {
  const tokens: StyledText[] = [];
  const runs = para.prefix ? [{ text: para.prefix }, ...para.runs] : para.runs;
  for (const run of runs) {
    const style = styleOf(run, para.bold);
    for (const part of run.text.split(/(\s+)/)) {
      if (!part) continue;
      if (part.includes('\n')) {
        for (let i = 0; i < part.split('\n').length - 1; i++) tokens.push({ text: '\n', style });
      } else tokens.push({ text: part, style });
    }
  }
  const lines: Line[] = [];
  let current: Line = { pieces: [], width: 0 };
  const flush = () => {
    while (current.pieces.length && /^\s+$/.test(current.pieces[current.pieces.length - 1]?.text ?? 'x')) {
      const dropped = current.pieces.pop();
      if (dropped) current.width -= widthOf(doc, dropped.text, dropped.style, para.size);
    }
    lines.push(current);
    current = { pieces: [], width: 0 };
  };
  for (const token of tokens) {
    if (token.text === '\n') {
      flush();
      continue;
    }
    const space = /^\s+$/.test(token.text);
    if (space && !current.pieces.length) continue;
    const w = widthOf(doc, token.text, token.style, para.size);
    if (!space && current.width + w > width && current.pieces.length) flush();
    current.pieces.push(token);
    current.width += w;
  }
  flush();
  return lines;
}

/** Draws a line with its right edge (or its centre) where the paragraph says. */
function drawLine(doc: Doc, line: Line, para: Paragraph, right: number, width: number, y: number) {
  const pieces = visualLine(line.pieces);
  const widths = pieces.map((piece) => widthOf(doc, piece.glyphText, piece.style, para.size));
  const total = widths.reduce((a, b) => a + b, 0);
  let x = para.center ? right - width / 2 - total / 2 : right - para.indent - total;
  const placed = pieces.map((piece, i) => {
    const at = x;
    x += widths[i] ?? 0;
    return { piece, at };
  });
  // Placed left to right but written in reading order, so that copying the text reads it as written.
  placed.sort((a, b) => a.piece.start - b.piece.start);
  for (const { piece, at } of placed) {
    useStyle(doc, piece.style, para.size);
    doc.text(piece.glyphText, at, y, { lineBreak: false, ...SHAPE_WHOLE });
  }
}

const lineHeight = (size: number) => size * LINE_FACTOR;

/** Paragraphs of a list of blocks, flattened (lists get their numbers, quotes their indent). */
function paragraphsOf(blocks: Block[], indent = 0): (Paragraph | { table: Block & { kind: 'table' } })[] {
  const out: (Paragraph | { table: Block & { kind: 'table' } })[] = [];
  for (const block of blocks) {
    if (block.kind === 'paragraph') {
      const size = block.heading ? HEADING_SIZES[block.heading] : BODY_SIZE;
      out.push({ runs: block.runs, size, bold: Boolean(block.heading), center: block.heading === 1, indent });
    } else if (block.kind === 'list') {
      block.items.forEach((item, index) => {
        const prefix = block.ordered ? `${toPersianDigits(index + 1)}. ` : '• ';
        const inner = paragraphsOf(item, indent + LIST_INDENT);
        const first = inner[0];
        if (first && 'runs' in first) first.prefix = prefix;
        out.push(...inner);
      });
    } else if (block.kind === 'quote') out.push(...paragraphsOf(block.blocks, indent + LIST_INDENT * 2));
    else if (block.kind === 'table') out.push({ table: block });
  }
  return out;
}

class Cursor {
  y = PAGE.margin;
  constructor(private readonly doc: Doc) {}
  get bottom() {
    return PAGE.height - PAGE.margin - 20;
  }
  ensure(height: number) {
    if (this.y + height > this.bottom) {
      this.doc.addPage();
      this.y = PAGE.margin;
    }
  }
}

function drawParagraph(doc: Doc, cursor: Cursor, para: Paragraph, right: number, width: number) {
  const lines = breakLines(doc, para, width - para.indent);
  const height = lineHeight(para.size);
  for (const line of lines) {
    cursor.ensure(height);
    drawLine(doc, line, para, right, width, cursor.y);
    cursor.y += height;
  }
  cursor.y += para.size * 0.4;
}

function drawTable(doc: Doc, cursor: Cursor, table: Block & { kind: 'table' }, right: number, width: number) {
  const columns = Math.max(1, ...table.rows.map((row) => row.cells.length));
  const columnWidth = width / columns;
  for (const row of table.rows) {
    const cells = row.cells.map((cell) =>
      paragraphsOf(cell).flatMap((p) => ('runs' in p ? [{ ...p, bold: p.bold || row.header }] : [])),
    );
    const cellLines = cells.map((paras) =>
      paras.map((para) => ({
        para,
        lines: breakLines(doc, para, columnWidth - 2 * CELL_PADDING - para.indent),
      })),
    );
    const heights = cellLines.map((paras) =>
      paras.reduce((sum, { para, lines }) => sum + lines.length * lineHeight(para.size), 0),
    );
    const rowHeight = Math.max(lineHeight(BODY_SIZE), ...heights) + 2 * CELL_PADDING;
    cursor.ensure(rowHeight);
    const top = cursor.y;
    cellLines.forEach((paras, column) => {
      const cellRight = right - column * columnWidth;
      if (row.header) doc.rect(cellRight - columnWidth, top, columnWidth, rowHeight).fill('#f2f2f2');
      doc
        .lineWidth(0.5)
        .strokeColor('#999999')
        .rect(cellRight - columnWidth, top, columnWidth, rowHeight)
        .stroke();
      let y = top + CELL_PADDING;
      for (const { para, lines } of paras) {
        for (const line of lines) {
          drawLine(doc, line, para, cellRight - CELL_PADDING, columnWidth - 2 * CELL_PADDING, y);
          y += lineHeight(para.size);
        }
      }
    });
    cursor.y = top + rowHeight;
  }
  cursor.y += BODY_SIZE;
}

/**
 * A PDF of the draft: Vazirmatn embedded, Persian letters joined by the font's own shaping, each line
 * reordered by the Unicode bidi algorithm, right-aligned, and «صفحه ۱ از ۲» at the foot of every page.
 */
export async function renderPdf(document: ResolvedDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    info: { Title: document.title, Creator: 'Vakilyar', Producer: 'Vakilyar' },
    lang: 'fa-IR',
  } as PDFKit.PDFDocumentOptions);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', PDF_FONTS.regular);
  doc.registerFont('bold', PDF_FONTS.bold);

  const cursor = new Cursor(doc);
  const right = PAGE.width - PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;
  for (const item of paragraphsOf(document.blocks)) {
    if ('table' in item) drawTable(doc, cursor, item.table, right, width);
    else drawParagraph(doc, cursor, item, right, width);
  }

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0;
    const footer: Paragraph = { runs: [], size: 9, bold: false, center: true, indent: 0 };
    const text = `صفحه ${toPersianDigits(i + 1)} از ${toPersianDigits(range.count)}`;
    drawLine(
      doc,
      { pieces: [{ text, style: 'regular' }], width: 0 },
      footer,
      right,
      width,
      PAGE.height - PAGE.margin + 8,
    );
  }
  readLigaturesInReadingOrder(doc);
  doc.end();
  return done;
}

/**
 * A ligature (لا) maps back to its letters in the font's ToUnicode table; text extractors reverse a
 * right-to-left glyph run to read it, so its letters are stored reversed to come out in reading order.
 */
function readLigaturesInReadingOrder(doc: Doc) {
  const families = (doc as unknown as { _fontFamilies: Record<string, { unicode?: number[][] }> })
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
