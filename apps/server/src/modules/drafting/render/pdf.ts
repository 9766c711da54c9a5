import { toPersianDigits } from '@vakilyar/contract';
import { PersianPdf, type StyledText } from '../../../core/persian-pdf/persian-pdf.ts';
import type { Block, ResolvedDocument, Run } from './resolve.ts';

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const BODY_SIZE = 12;
const HEADING_SIZES = { 1: 16, 2: 14, 3: 13 } as const;
const LINE_FACTOR = 1.85;
const CELL_PADDING = 5;
const LIST_INDENT = 18;
const BLANK_COLOR = '#666666';

interface Paragraph {
  runs: Run[];
  size: number;
  bold: boolean;
  center: boolean;
  indent: number;
  prefix?: string;
}

/** A paragraph's runs as the writer prints them: headings bold, a blank to fill in grey. */
function styledRuns(para: Paragraph): StyledText[] {
  const runs = para.prefix ? [{ text: para.prefix }, ...para.runs] : para.runs;
  return runs.map((run) => ({
    text: run.text,
    bold: para.bold || run.bold,
    ...(run.blank ? { color: BLANK_COLOR } : {}),
  }));
}

const linesOf = (pdf: PersianPdf, para: Paragraph, width: number) =>
  pdf.breakLines(styledRuns(para), para.size, width - para.indent);

/** Draws a line with its right edge (or its centre) where the paragraph says. */
function drawLine(
  pdf: PersianPdf,
  pieces: StyledText[],
  para: Paragraph,
  right: number,
  width: number,
  y: number,
) {
  pdf.drawLine(pieces, {
    right: para.center ? right : right - para.indent,
    y,
    size: para.size,
    ...(para.center ? { centreWidth: width } : {}),
  });
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
  constructor(private readonly pdf: PersianPdf) {}
  get bottom() {
    return PAGE.height - PAGE.margin - 20;
  }
  ensure(height: number) {
    if (this.y + height > this.bottom) {
      this.pdf.doc.addPage();
      this.y = PAGE.margin;
    }
  }
}

function drawParagraph(pdf: PersianPdf, cursor: Cursor, para: Paragraph, right: number, width: number) {
  const height = lineHeight(para.size);
  for (const line of linesOf(pdf, para, width)) {
    cursor.ensure(height);
    drawLine(pdf, line.pieces, para, right, width, cursor.y);
    cursor.y += height;
  }
  cursor.y += para.size * 0.4;
}

function drawTable(
  pdf: PersianPdf,
  cursor: Cursor,
  table: Block & { kind: 'table' },
  right: number,
  width: number,
) {
  const columns = Math.max(1, ...table.rows.map((row) => row.cells.length));
  const columnWidth = width / columns;
  for (const row of table.rows) {
    const cells = row.cells.map((cell) =>
      paragraphsOf(cell).flatMap((p) => ('runs' in p ? [{ ...p, bold: p.bold || row.header }] : [])),
    );
    const cellLines = cells.map((paras) =>
      paras.map((para) => ({
        para,
        lines: linesOf(pdf, para, columnWidth - 2 * CELL_PADDING),
      })),
    );
    const heights = cellLines.map((paras) =>
      paras.reduce((sum, { para, lines }) => sum + lines.length * lineHeight(para.size), 0),
    );
    const rowHeight = Math.max(lineHeight(BODY_SIZE), ...heights) + 2 * CELL_PADDING;
    cursor.ensure(rowHeight);
    const top = cursor.y;
    const { doc } = pdf;
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
          drawLine(pdf, line.pieces, para, cellRight - CELL_PADDING, columnWidth - 2 * CELL_PADDING, y);
          y += lineHeight(para.size);
        }
      }
    });
    cursor.y = top + rowHeight;
  }
  cursor.y += BODY_SIZE;
}

/** A PDF of the draft, A4, with «صفحه ۱ از ۲» at the foot of every page. */
export function renderPdf(document: ResolvedDocument): Promise<Buffer> {
  const pdf = new PersianPdf({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    info: { Title: document.title, Creator: 'Vakilyar', Producer: 'Vakilyar' },
    lang: 'fa-IR',
  } as PDFKit.PDFDocumentOptions);
  const cursor = new Cursor(pdf);
  const right = PAGE.width - PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;
  for (const item of paragraphsOf(document.blocks)) {
    if ('table' in item) drawTable(pdf, cursor, item.table, right, width);
    else drawParagraph(pdf, cursor, item, right, width);
  }

  const { doc } = pdf;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0;
    const text = `صفحه ${toPersianDigits(i + 1)} از ${toPersianDigits(range.count)}`;
    pdf.drawLine([{ text }], { right, y: PAGE.height - PAGE.margin + 8, size: 9, centreWidth: width });
  }
  return pdf.finish();
}
