import { writeFile } from 'node:fs/promises';
import {
  FEE_PAYMENT_METHOD_LABELS,
  type FeePaymentMethod,
  formatPersianNumber,
  rialsToToman,
  toPersianDigits,
} from '@vakilyar/contract';
import { eq, sql } from 'drizzle-orm';
import { notFound } from '../../core/errors.ts';
import { newPid } from '../../core/ids.ts';
import type { Db } from '../../db/client.ts';
import type { TaskHandler } from '../../jobs/jobs.ts';
import { documents } from '../document/document.tables.ts';
import type { FileStorage } from '../document/file-storage.ts';
import type { Caller } from '../office/access.ts';
import { loadCase } from '../office/cases.repository.ts';
import { feeTexts } from './fees.messages.ts';
import { feePayments } from './fees.tables.ts';
import { secretaryMayRecord } from './fees-access.ts';
import { jalaliSlash } from './jalali.ts';
import { persianWords } from './persian-words.ts';
import { renderReceipt } from './receipt-pdf.ts';

export function createReceiptsService(db: Db, storage: FileStorage) {
  async function pdfOf(paymentId: number) {
    const [r] = (
      await db.execute<{
        receipt_no: number;
        amount: string;
        method: string;
        paid_on: string;
        reference: string | null;
        cheque_number: string | null;
        cheque_due_on: string | null;
        title: string;
        case_number: string | null;
        office: string;
        owner_first: string;
        owner_last: string;
        client: string | null;
        payer_name: string | null;
      }>(sql`select p.receipt_no, p.amount, p.method, p.paid_on::text, p.reference, p.cheque_number, p.cheque_due_on::text,
          c.title, c.case_number, o.name as office, u.first_name as owner_first, u.last_name as owner_last,
          (select cl.first_name || ' ' || cl.last_name from case_clients cc join office_clients cl on cl.id = cc.client_id
            where cc.case_id = c.id order by cc.added_at limit 1) as client,
          (select payer_name from fee_agreements a where a.case_id = c.id) as payer_name
        from fee_payments p join office_cases c on c.id = p.case_id join offices o on o.id = p.office_id join users u on u.id = o.owner_id
        where p.id = ${paymentId}`)
    ).rows;
    if (!r) throw notFound(feeTexts.paymentNotFound);
    const amount = Number(r.amount);
    const details = [
      ...(r.reference ? [`شماره پیگیری: ${toPersianDigits(r.reference)}`] : []),
      ...(r.cheque_number
        ? [`چک شماره ${toPersianDigits(r.cheque_number)} سررسید ${jalaliSlash(r.cheque_due_on)}`]
        : []),
    ];
    return renderReceipt({
      office: r.office,
      officeLine: `وکیل: ${r.owner_first} ${r.owner_last}`.trim(),
      receiptNo: toPersianDigits(r.receipt_no),
      date: jalaliSlash(r.paid_on),
      client: r.payer_name ?? r.client ?? '—',
      caseTitle: `${r.title}${r.case_number ? ` (شماره ${toPersianDigits(r.case_number)})` : ''}`,
      amountFigures: `${formatPersianNumber(amount)} ریال (${formatPersianNumber(rialsToToman(amount))} تومان)`,
      amountWords: `${persianWords(amount)} ریال`,
      method: FEE_PAYMENT_METHOD_LABELS[r.method as FeePaymentMethod] ?? r.method,
      details,
      footer: 'این رسید در سامانه وکیل‌یار صادر و در اسناد پرونده بایگانی شده است.',
    });
  }

  /** The `fees.receipt` job: files the PDF in the case's documents, shown to the client, once. */
  const fileTask: TaskHandler = async (payload) => {
    const pid = (payload as { pid?: string }).pid;
    if (!pid) return;
    const [p] = await db.select().from(feePayments).where(eq(feePayments.pid, pid));
    if (!p || p.receiptDocumentPid) return;
    const bytes = await pdfOf(p.id);
    const temp = await storage.tempPath();
    await writeFile(temp, bytes);
    const key = await storage.keep(temp);
    const [owner] = await db
      .execute<{ owner_id: number }>(sql`select owner_id::int from offices where id = ${p.officeId}`)
      .then((r) => r.rows);
    await db.transaction(async (tx) => {
      const docPid = newPid();
      const name = `receipt-${p.receiptNo}.pdf`;
      await tx.insert(documents).values({
        pid: docPid,
        officeId: p.officeId,
        caseId: p.caseId,
        title: `رسید شماره ${toPersianDigits(p.receiptNo)}`,
        fileType: 'document',
        originalName: name,
        size: bytes.length,
        mimeType: 'application/pdf',
        storageKey: key,
        visibleToClient: true,
        uploadedById: p.recordedById ?? owner?.owner_id ?? 0,
      });
      await tx.update(feePayments).set({ receiptDocumentPid: docPid }).where(eq(feePayments.id, p.id));
    });
  };

  /** The receipt for whoever may see it: the office's lawyer, an allowed secretary, or the client. */
  async function download(caller: Caller, paymentPid: string) {
    const [p] = await db
      .execute<{ id: number; case_pid: string; office_id: number; receipt_no: number }>(
        sql`select p.id::int, c.pid as case_pid, p.office_id::int, p.receipt_no from fee_payments p join office_cases c on c.id = p.case_id where p.pid = ${paymentPid}`,
      )
      .then((r) => r.rows);
    if (!p) throw notFound(feeTexts.paymentNotFound);
    const record = await loadCase(db, caller, p.case_pid).catch(() => null);
    const ok =
      record &&
      (record.access === 'owner' ||
        record.access === 'client' ||
        (record.access === 'secretary' && (await secretaryMayRecord(db, caller, p.office_id))));
    if (!ok) throw notFound(feeTexts.paymentNotFound);
    return { bytes: await pdfOf(p.id), name: `receipt-${p.receipt_no}.pdf` };
  }

  return { fileTask, download, pdfOf };
}
