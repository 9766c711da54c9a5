import { toPersianDigits } from '@vakilyar/contract';
import { casesText } from '@/locales/fa/cases';

const KB = 1024;
const MB = KB * 1024;

/** «۲٫۴ مگابایت», «۳۱۲ کیلوبایت», «۸۰۰ بایت». */
export function formatFileSize(bytes: number): string {
  const text = casesText.documents.size;
  const persian = (value: number) => toPersianDigits(String(value)).replace('.', '٫');
  if (bytes >= MB) return text.megabytes(persian(Math.round((bytes / MB) * 10) / 10));
  if (bytes >= KB) return text.kilobytes(persian(Math.round(bytes / KB)));
  return text.bytes(persian(bytes));
}
