import { describe, expect, it } from 'vitest';
import { comparable, pdfText } from '../../core/persian-pdf/pdf-text.ts';
import { type ReceiptData, renderReceipt } from './receipt-pdf.ts';

const receipt: ReceiptData = {
  office: 'دفتر وکالت مریم احمدی',
  officeLine: 'وکیل: مریم احمدی',
  receiptNo: '۱۲',
  date: '۱۴۰۵/۰۹/۰۶',
  client: 'علی رضایی',
  caseTitle: 'مطالبه وجه چک (شماره ۹۹۰۱۲۳)',
  amountFigures: '۵۰٬۰۰۰٬۰۰۰ ریال (۵٬۰۰۰٬۰۰۰ تومان)',
  amountWords: 'پنجاه میلیون ریال',
  method: 'کارت به کارت',
  details: ['شماره پیگیری: ۴۵۶۷۸۹', 'IBAN IR12 0570 0000 0000 1234'],
  footer: 'این رسید در سامانه وکیل‌یار صادر و در اسناد پرونده بایگانی شده است.',
};

describe('a fee receipt as a PDF', () => {
  it('reads back, line by line, as it was written (Persian joined, digits and Latin in order)', async () => {
    const bytes = await renderReceipt(receipt);
    const { text, pages } = await pdfText(bytes);
    expect(pages).toBe(1);
    const expected = [
      receipt.office,
      receipt.officeLine,
      `شماره رسید: ${receipt.receiptNo}`,
      `تاریخ: ${receipt.date}`,
      'رسید دریافت حق‌الوکاله',
      `از: ${receipt.client}`,
      `بابت: حق‌الوکاله پرونده «${receipt.caseTitle}»`,
      `مبلغ: ${receipt.amountFigures}`,
      `به حروف: ${receipt.amountWords}`,
      `روش پرداخت: ${receipt.method}`,
      ...receipt.details,
      receipt.footer,
      'مهر و امضای دفتر',
    ];
    for (const line of expected) expect(comparable(text)).toContain(comparable(line));
  });
});
