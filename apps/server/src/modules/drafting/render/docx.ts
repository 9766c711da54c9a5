import { readFileSync } from 'node:fs';
import { toPersianDigits } from '@vakilyar/contract';
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  NumberFormat,
  Packer,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { VAZIRMATN_FILES } from '../../../core/persian-pdf/shaped-font.ts';
import type { Block, ResolvedDocument, Run } from './resolve.ts';

/** The document's font, embedded in the file so that it looks the same where Vazirmatn is not installed. */
export const DOCUMENT_FONT = 'Vazirmatn';
const EMBEDDED_FONT = {
  name: DOCUMENT_FONT,
  data: readFileSync(VAZIRMATN_FILES.regular),
  bold: readFileSync(VAZIRMATN_FILES.bold),
};
const FONT = { ascii: DOCUMENT_FONT, hAnsi: DOCUMENT_FONT, cs: DOCUMENT_FONT, eastAsia: DOCUMENT_FONT };
const LANGUAGE = { value: 'fa-IR', bidirectional: 'fa-IR' };
/** Half-points: 12 pt body, headings larger. */
const SIZES = { body: 24, 1: 32, 2: 28, 3: 26 } as const;

function textRuns(runs: Run[], size: number, bold = false): TextRun[] {
  const out: TextRun[] = [];
  for (const run of runs) {
    const lines = run.text.split('\n');
    lines.forEach((line, index) => {
      out.push(
        new TextRun({
          text: line,
          break: index > 0 ? 1 : undefined,
          rightToLeft: true,
          font: FONT,
          language: LANGUAGE,
          size,
          sizeComplexScript: size,
          bold: bold || run.bold,
          boldComplexScript: bold || run.bold,
          italics: run.italic,
          italicsComplexScript: run.italic,
          underline: run.underline ? {} : undefined,
          color: run.blank ? '666666' : undefined,
        }),
      );
    });
  }
  return out;
}

const paragraph = (runs: Run[], options: { heading?: 1 | 2 | 3; indent?: number; prefix?: string } = {}) => {
  const size = options.heading ? SIZES[options.heading] : SIZES.body;
  const all = options.prefix ? [{ text: options.prefix }, ...runs] : runs;
  return new Paragraph({
    bidirectional: true,
    alignment: options.heading === 1 ? AlignmentType.CENTER : AlignmentType.START,
    spacing: { after: options.heading ? 160 : 100, line: 320 },
    indent: options.indent ? { start: options.indent } : undefined,
    children: textRuns(all, size, Boolean(options.heading)),
  });
};

const THIN = { style: BorderStyle.SINGLE, size: 4, color: '999999' };

function blocks(list: Block[], indent = 0): (Paragraph | Table)[] {
  const out: (Paragraph | Table)[] = [];
  for (const block of list) {
    switch (block.kind) {
      case 'paragraph':
        out.push(paragraph(block.runs, { heading: block.heading, indent }));
        break;
      case 'list':
        block.items.forEach((item, index) => {
          const prefix = block.ordered ? `${toPersianDigits(index + 1)}. ` : '• ';
          item.forEach((inner, at) => {
            if (inner.kind === 'paragraph' && at === 0) {
              out.push(paragraph(inner.runs, { indent: indent + 360, prefix }));
            } else out.push(...blocks([inner], indent + 360));
          });
        });
        break;
      case 'table':
        out.push(
          new Table({
            visuallyRightToLeft: true,
            width: { size: 100, type: WidthType.PERCENTAGE },
            borders: {
              top: THIN,
              bottom: THIN,
              left: THIN,
              right: THIN,
              insideHorizontal: THIN,
              insideVertical: THIN,
            },
            rows: block.rows.map(
              (row) =>
                new TableRow({
                  tableHeader: row.header,
                  children: row.cells.map(
                    (cell) =>
                      new TableCell({
                        shading: row.header ? { fill: 'F2F2F2' } : undefined,
                        children: (() => {
                          const inner = blocks(cell);
                          return inner.length ? inner : [paragraph([])];
                        })(),
                      }),
                  ),
                }),
            ),
          }),
        );
        out.push(paragraph([]));
        break;
      case 'quote':
        out.push(...blocks(block.blocks, indent + 720));
        break;
      case 'rule':
        out.push(new Paragraph({ bidirectional: true, border: { bottom: THIN }, children: [] }));
        break;
    }
  }
  return out;
}

/** A Word document: right-to-left paragraphs and tables, Vazirmatn, page numbers in Persian digits. */
export async function renderDocx(document: ResolvedDocument): Promise<Buffer> {
  const doc = new Document({
    title: document.title,
    creator: 'Vakilyar',
    fonts: [EMBEDDED_FONT],
    styles: {
      default: {
        document: {
          run: {
            font: FONT,
            size: SIZES.body,
            sizeComplexScript: SIZES.body,
            rightToLeft: true,
            language: LANGUAGE,
          },
        },
      },
    },
    sections: [
      {
        properties: {
          page: {
            margin: { top: 1134, bottom: 1134, left: 1134, right: 1134 },
            pageNumbers: { start: 1, formatType: NumberFormat.HINDI_NUMBERS },
          },
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                bidirectional: true,
                alignment: AlignmentType.CENTER,
                children: [
                  new TextRun({
                    children: ['صفحه ', PageNumber.CURRENT],
                    rightToLeft: true,
                    font: FONT,
                    language: LANGUAGE,
                    size: 20,
                    sizeComplexScript: 20,
                  }),
                ],
              }),
            ],
          }),
        },
        children: blocks(document.blocks),
      },
    ],
  });
  return Packer.toBuffer(doc);
}
