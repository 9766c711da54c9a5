import { createRequire } from 'node:module';
import bidiFactory from 'bidi-js';
import PDFDocument from 'pdfkit';

/**
 * A receipt as a PDF with Persian shaped and joined (fontkit, inside pdfkit, shapes Arabic script) and
 * laid out right to left: pdfkit has no bidi, so each line is cut into runs by bidi-js's levels, the runs
 * are put in visual order, and each is handed to fontkit so that its own reversal of Arabic-script runs
 * comes out right (a run of Persian digits, which reads left to right, is reversed beforehand).
 */
const require = createRequire(import.meta.url);
/** Vazirmatn's TrueType files (the server's own dependency, as drafting's PDFs use); each holds both scripts. */
const REGULAR = require.resolve('vazirmatn/fonts/ttf/Vazirmatn-Regular.ttf');
const BOLD = require.resolve('vazirmatn/fonts/ttf/Vazirmatn-Bold.ttf');
const FONTS = { fa: REGULAR, faBold: BOLD, latin: REGULAR, latinBold: BOLD };

const bidi = bidiFactory();
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF\u200c]/;

interface Run {
  text: string;
  level: number;
}

/** The runs of a line in visual order, left to right (rule L2 of the bidi algorithm on whole runs). */
export function visualRuns(line: string): Run[] {
  const { levels } = bidi.getEmbeddingLevels(line, 'rtl');
  const runs: Run[] = [];
  for (let i = 0; i < line.length; i++) {
    const level = levels[i] ?? 1;
    const last = runs.at(-1);
    // Split where the script changes too: the two scripts live in two font files.
    const arabic = ARABIC.test(line[i] as string) || line[i] === ' ';
    if (
      last &&
      last.level === level &&
      (ARABIC.test(last.text.at(-1) as string) || last.text.at(-1) === ' ') === arabic
    ) {
      last.text += line[i];
    } else runs.push({ text: line[i] as string, level });
  }
  const max = Math.max(...runs.map((r) => r.level));
  const minOdd = runs.reduce((m, r) => (r.level % 2 === 1 ? Math.min(m, r.level) : m), max + 1);
  for (let level = max; level >= minOdd; level--) {
    for (let i = 0; i < runs.length; i++) {
      if ((runs[i] as Run).level < level) continue;
      let j = i;
      while (j + 1 < runs.length && (runs[j + 1] as Run).level >= level) j++;
      runs.splice(i, j - i + 1, ...runs.slice(i, j + 1).reverse());
      i = j;
    }
  }
  return runs;
}

/** What to give fontkit so the glyphs land in visual order (it reverses any run it takes for Arabic). */
const MIRROR: Record<string, string> = { '(': ')', ')': '(', '«': '»', '»': '«', '[': ']', ']': '[' };

function forFontkit(run: Run): string {
  if (run.level % 2 === 1) run = { ...run, text: [...run.text].map((c) => MIRROR[c] ?? c).join('') };
  const fontkitReverses = ARABIC.test(run.text) && /[\u0600-\u06FF]/.test(run.text);
  const rtl = run.level % 2 === 1;
  const chars = [...run.text];
  if (rtl && !fontkitReverses) return chars.reverse().join('');
  if (!rtl && fontkitReverses) return chars.reverse().join('');
  return run.text;
}

type Doc = InstanceType<typeof PDFDocument>;

function line(doc: Doc, text: string, options: { size?: number; bold?: boolean; right: number; y: number }) {
  const size = options.size ?? 11;
  // Word by word: pdfkit lays a string out one word at a time, so a run is never handed over whole.
  const runs = visualRuns(text).flatMap((r) => {
    const words = r.text.split(/( +)/).filter(Boolean);
    if (r.level % 2 === 1) words.reverse();
    return words.map((word) => ({
      text: forFontkit({ text: word, level: r.level }),
      font:
        ARABIC.test(word) || word.trim() === ''
          ? options.bold
            ? 'faBold'
            : 'fa'
          : options.bold
            ? 'latinBold'
            : 'latin',
    }));
  });
  const widths = runs.map((r) => doc.font(r.font).fontSize(size).widthOfString(r.text));
  let x = options.right - widths.reduce((a, b) => a + b, 0);
  runs.forEach((r, i) => {
    doc.font(r.font).fontSize(size).text(r.text, x, options.y, { lineBreak: false });
    x += widths[i] as number;
  });
}

export interface ReceiptData {
  office: string;
  officeLine: string;
  receiptNo: string;
  date: string;
  client: string;
  caseTitle: string;
  amountFigures: string;
  amountWords: string;
  method: string;
  details: string[];
  footer: string;
}

/** The receipt's bytes: A5 landscape, the office's header, the figures and the words of the amount. */
export function renderReceipt(data: ReceiptData): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A5',
    layout: 'landscape',
    margin: 36,
    info: { Title: `رسید ${data.receiptNo}` },
  });
  for (const [name, path] of Object.entries(FONTS)) doc.registerFont(name, path);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const right = doc.page.width - 40;
  const left = 40;
  doc
    .rect(24, 24, doc.page.width - 48, doc.page.height - 48)
    .lineWidth(1)
    .stroke('#1f3a5f');
  line(doc, data.office, { right, y: 40, size: 16, bold: true });
  line(doc, data.officeLine, { right, y: 64, size: 9 });
  line(doc, `شماره رسید: ${data.receiptNo}`, { right: left + 180, y: 40, size: 11, bold: true });
  line(doc, `تاریخ: ${data.date}`, { right: left + 180, y: 60, size: 11 });
  doc
    .moveTo(36, 88)
    .lineTo(doc.page.width - 36, 88)
    .stroke('#1f3a5f');
  line(doc, 'رسید دریافت حق‌الوکاله', { right, y: 100, size: 14, bold: true });
  let y = 132;
  const rows = [
    `از: ${data.client}`,
    `بابت: حق‌الوکاله پرونده «${data.caseTitle}»`,
    `مبلغ: ${data.amountFigures}`,
    `به حروف: ${data.amountWords}`,
    `روش پرداخت: ${data.method}`,
    ...data.details,
  ];
  for (const row of rows) {
    line(doc, row, { right, y, size: 12, bold: row.startsWith('مبلغ') });
    y += 24;
  }
  line(doc, data.footer, { right, y: doc.page.height - 64, size: 9 });
  line(doc, 'مهر و امضای دفتر', { right: left + 120, y: doc.page.height - 64, size: 10 });
  doc.end();
  return done;
}
