import { PersianPdf } from '../../core/persian-pdf/persian-pdf.ts';

function line(
  pdf: PersianPdf,
  text: string,
  options: { size?: number; bold?: boolean; right: number; y: number },
) {
  pdf.drawLine([{ text, bold: options.bold }], {
    right: options.right,
    y: options.y,
    size: options.size ?? 11,
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
  const pdf = new PersianPdf({
    size: 'A5',
    layout: 'landscape',
    margin: 36,
    info: { Title: `رسید ${data.receiptNo}` },
    lang: 'fa-IR',
  } as PDFKit.PDFDocumentOptions);
  const { doc } = pdf;
  const right = doc.page.width - 40;
  const left = 40;
  doc
    .rect(24, 24, doc.page.width - 48, doc.page.height - 48)
    .lineWidth(1)
    .stroke('#1f3a5f');
  line(pdf, data.office, { right, y: 40, size: 16, bold: true });
  line(pdf, data.officeLine, { right, y: 64, size: 9 });
  line(pdf, `شماره رسید: ${data.receiptNo}`, { right: left + 180, y: 40, size: 11, bold: true });
  line(pdf, `تاریخ: ${data.date}`, { right: left + 180, y: 60, size: 11 });
  doc
    .moveTo(36, 88)
    .lineTo(doc.page.width - 36, 88)
    .stroke('#1f3a5f');
  line(pdf, 'رسید دریافت حق‌الوکاله', { right, y: 100, size: 14, bold: true });
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
    line(pdf, row, { right, y, size: 12, bold: row.startsWith('مبلغ') });
    y += 24;
  }
  line(pdf, data.footer, { right, y: doc.page.height - 64, size: 9 });
  line(pdf, 'مهر و امضای دفتر', { right: left + 120, y: doc.page.height - 64, size: 10 });
  return pdf.finish();
}
