import { and, asc, eq, sql } from 'drizzle-orm';
import { conflict, fieldError } from '../../core/errors.ts';
import type { Tx } from '../../db/client.ts';
import { feeTexts } from './fees.messages.ts';
import { feeInstalments, type feePayments, feeSettings } from './fees.tables.ts';

/**
 * The office's next receipt number: its settings row is raised and stays locked to the commit, so
 * numbers follow each other per office and a number is never given twice (a rolled-back payment gives
 * its number back unused).
 */
export async function nextReceiptNo(tx: Tx, officeId: number): Promise<number> {
  const [row] = await tx
    .insert(feeSettings)
    .values({ officeId, lastReceiptNo: 1 })
    .onConflictDoUpdate({
      target: feeSettings.officeId,
      set: { lastReceiptNo: sql`${feeSettings.lastReceiptNo} + 1`, updatedAt: sql`now()` },
    })
    .returning({ n: feeSettings.lastReceiptNo });
  if (!row) throw new Error('receipt counter returned nothing');
  return row.n;
}

/**
 * A payment against one instalment, strictly: the instalment is locked; one already settled is a 409 and
 * more than its remainder a 400, so two payments of one instalment at once settle it once.
 */
export async function payInstalmentStrictly(tx: Tx, caseId: number, instalmentPid: string, amount: number) {
  const [row] = await tx
    .select()
    .from(feeInstalments)
    .where(and(eq(feeInstalments.pid, instalmentPid), eq(feeInstalments.caseId, caseId)))
    .for('update');
  if (!row) throw fieldError('instalment', feeTexts.instalmentNotFound);
  const left = row.amount - row.paidAmount;
  if (left <= 0) throw conflict(feeTexts.instalmentSettled);
  if (amount > left) throw fieldError('amount', feeTexts.instalmentOverpaid(left));
  await tx
    .update(feeInstalments)
    .set({ paidAmount: sql`${feeInstalments.paidAmount} + ${amount}` })
    .where(eq(feeInstalments.id, row.id));
  return row.id;
}

/**
 * Money that must be taken whatever the schedule says (an online payment already made, a payment not
 * tied to an instalment): it fills the preferred instalment, then the oldest unpaid ones; what is left
 * over stays on the case as a credit. Answers the first instalment it touched.
 */
export async function allocate(tx: Tx, caseId: number, amount: number, preferredId: number | null) {
  const open = await tx
    .select()
    .from(feeInstalments)
    .where(
      and(eq(feeInstalments.caseId, caseId), sql`${feeInstalments.paidAmount} < ${feeInstalments.amount}`),
    )
    .orderBy(asc(feeInstalments.dueOn), asc(feeInstalments.id))
    .for('update');
  const ordered = [...open.filter((r) => r.id === preferredId), ...open.filter((r) => r.id !== preferredId)];
  let left = amount;
  let first: number | null = null;
  for (const row of ordered) {
    if (left <= 0) break;
    const take = Math.min(left, row.amount - row.paidAmount);
    await tx
      .update(feeInstalments)
      .set({ paidAmount: sql`${feeInstalments.paidAmount} + ${take}` })
      .where(eq(feeInstalments.id, row.id));
    first ??= row.id;
    left -= take;
  }
  return first;
}

export type FeePaymentRow = typeof feePayments.$inferSelect;
