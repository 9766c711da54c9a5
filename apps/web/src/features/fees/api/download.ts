import { FEES_API, officePaths } from '@vakilyar/contract';
import { fetchFile, saveBlob } from '@/features/cases/api/fetch-file';

/** Saves a payment's receipt PDF (the office's staff, or the client it is for). */
export async function downloadReceipt(paymentPid: string, receiptNo: number): Promise<void> {
  saveBlob(await fetchFile(FEES_API.receiptPdf(paymentPid), 'attachment'), `receipt-${receiptNo}.pdf`);
}

/** Saves one of the books (or a case's account) as CSV, under the name given. */
export async function downloadCsv(path: string, name: string): Promise<void> {
  saveBlob(await fetchFile(path, 'attachment'), name);
}

/** Opens an uploaded slip photo in a new tab. */
export async function openPhoto(filePid: string): Promise<void> {
  const blob = await fetchFile(officePaths.uploadDownload(filePid), 'inline');
  const href = URL.createObjectURL(blob);
  window.open(href, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
