import { randomBytes } from 'node:crypto';
import { type ManualPaymentRequest, MONEY_RULES } from '@vakilyar/contract';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { conflict, fieldError, notFound } from '../../core/errors.ts';
import { newPid } from '../../core/ids.ts';
import type { Db, Tx } from '../../db/client.ts';
import { scheduleJob } from '../../jobs/jobs.ts';
import { tehranDay } from '../calendar/tehran-time.ts';
import { documents } from '../document/document.tables.ts';
import type { Caller } from '../office/access.ts';
import { appendAudit } from '../office/audit-chain.ts';
import type { PaymentRow as PlatformPayment } from '../payment/payment.present.ts';
import { moneyTransaction } from '../wallet/ledger.ts';
import type { MoneyServices } from '../wallet/money.services.ts';
import { allocate, nextReceiptNo, payInstalmentStrictly } from './allocation.ts';
import { creditFeeAccount } from './fee-account.ts';
import { feeTexts } from './fees.messages.ts';
import { feeInstalments, feeOnlineOrders, feePayments } from './fees.tables.ts';
import { feeCaseFor } from './fees-access.ts';
import { owedOnCase } from './totals.ts';

export const RECEIPT_TASK = 'fees.receipt';
const LINK_DAYS = 7;

/** Manual payments, and online ones through the platform's gateway (purpose `office_fee`). */
export function createFeePaymentsService(db: Db, money: MoneyServices) {
  async function slipAllowed(tx: Tx, caller: Caller, pid: string | null | undefined, caseId: number) {
    if (!pid) return null;
    const [doc] = await tx
      .select({ pid: documents.pid })
      .from(documents)
      .where(
        and(
          eq(documents.pid, pid),
          or(eq(documents.uploadedById, caller.userId), eq(documents.caseId, caseId)),
        ),
      );
    if (!doc) throw fieldError('slip_file', feeTexts.slipNotFound);
    return doc.pid;
  }

  /** A payment recorded by hand: receipt number, instalment, audit row and receipt job in one transaction. */
  async function record(caller: Caller, casePid: string, input: ManualPaymentRequest, clientKey?: string) {
    const fc = await feeCaseFor(db, caller, casePid, 'record');
    const key = clientKey ? `fee-manual:${fc.officeId}:${caller.userId}:${clientKey}` : null;
    return moneyTransaction(db, async (tx) => {
      // The counter first: it serialises the office's payments, so a replayed key is seen below.
      const receiptNo = await nextReceiptNo(tx, fc.officeId);
      if (key) {
        const [seen] = await tx.select().from(feePayments).where(eq(feePayments.idempotencyKey, key));
        if (seen) {
          if (seen.amount !== input.amount || seen.caseId !== fc.caseId) throw conflict(feeTexts.keyReused);
          throw new ReplayedPayment(seen);
        }
      }
      const slip = await slipAllowed(tx, caller, input.slip_file, fc.caseId);
      const instalmentId = input.instalment
        ? await payInstalmentStrictly(tx, fc.caseId, input.instalment, input.amount)
        : await allocate(tx, fc.caseId, input.amount, null);
      const [row] = await tx
        .insert(feePayments)
        .values({
          pid: newPid(),
          officeId: fc.officeId,
          caseId: fc.caseId,
          instalmentId,
          receiptNo,
          amount: input.amount,
          method: input.method,
          paidOn: input.paid_on,
          reference: input.reference ?? null,
          chequeNumber: input.method === 'cheque' ? (input.cheque_number ?? null) : null,
          chequeDueOn: input.method === 'cheque' ? (input.cheque_due_on ?? null) : null,
          slipFilePid: slip,
          note: input.note ?? null,
          recordedById: caller.userId,
          idempotencyKey: key,
        })
        .returning();
      if (!row) throw new Error('payment insert returned nothing');
      await appendAudit(tx, {
        officeId: fc.officeId,
        actor: caller,
        access: fc.record.access,
        action: 'create',
        entityType: 'fee_payment',
        entityPid: row.pid,
        entityLabel: fc.record.row.title,
        casePid,
        details: { amount: row.amount, method: row.method, receipt_no: row.receiptNo },
      });
      await scheduleJob(tx, RECEIPT_TASK, { pid: row.pid }, { jobKey: `fees-receipt:${row.pid}` });
      return row;
    }).catch((error: unknown) => {
      if (error instanceof ReplayedPayment) return error.row;
      throw error;
    });
  }

  /**
   * The gateway said paid (inside the payment's settling transaction, once): the fee payment with its
   * receipt number, the instalments it fills, and the ledger movement into the lawyer's fee account.
   */
  async function onPaid(tx: Tx, payment: PlatformPayment) {
    const [order] = await tx.select().from(feeOnlineOrders).where(eq(feeOnlineOrders.paymentId, payment.id));
    if (!order) throw new Error(`office_fee payment ${payment.pid} has no order`);
    const [kase] = await tx
      .execute<{ title: string; owner_id: number }>(
        sql`select c.title, o.owner_id::int from office_cases c join offices o on o.id = c.office_id where c.id = ${order.caseId}`,
      )
      .then((r) => r.rows);
    if (!kase) throw new Error('the case of a fee payment is gone');
    const receiptNo = await nextReceiptNo(tx, order.officeId);
    const instalmentId = await allocate(tx, order.caseId, payment.amount, order.instalmentId);
    const [row] = await tx
      .insert(feePayments)
      .values({
        pid: newPid(),
        officeId: order.officeId,
        caseId: order.caseId,
        instalmentId,
        receiptNo,
        amount: payment.amount,
        method: 'online',
        paidOn: tehranDay(new Date()),
        reference: payment.refId,
        paymentId: payment.id,
      })
      .returning();
    if (!row) throw new Error('online fee payment insert returned nothing');
    await creditFeeAccount(tx, {
      ownerId: kase.owner_id,
      amount: payment.amount,
      key: `fee-online:${payment.pid}`,
      description: feeTexts.feeMovement(kase.title),
      reference: { type: 'fee_payment', pid: row.pid },
    });
    await appendAudit(tx, {
      officeId: order.officeId,
      actor: null,
      action: 'create',
      entityType: 'fee_payment',
      entityPid: row.pid,
      entityLabel: kase.title,
      details: { amount: row.amount, method: 'online', receipt_no: receiptNo, ref_id: payment.refId },
    });
    await scheduleJob(tx, RECEIPT_TASK, { pid: row.pid }, { jobKey: `fees-receipt:${row.pid}` });
  }
  money.payments.onPurpose('office_fee', { onPaid });

  /** What may be paid online now: an instalment's remainder, or an amount up to what is owed. */
  async function payableAmount(
    caseId: number,
    input: { instalment?: string | null; amount?: number | null },
  ) {
    const owed = await owedOnCase(db, caseId);
    if (owed <= 0) throw conflict(feeTexts.nothingOwed);
    let instalmentId: number | null = null;
    let amount = input.amount ?? 0;
    if (input.instalment) {
      const [row] = await db
        .select()
        .from(feeInstalments)
        .where(and(eq(feeInstalments.pid, input.instalment), eq(feeInstalments.caseId, caseId)));
      if (!row) throw fieldError('instalment', feeTexts.instalmentNotFound);
      const left = row.amount - row.paidAmount;
      if (left <= 0) throw conflict(feeTexts.instalmentSettled);
      instalmentId = row.id;
      amount = input.amount ? Math.min(input.amount, left) : left;
    }
    if (amount > owed) throw fieldError('amount', feeTexts.amountBeyondOwed(owed));
    if (amount < MONEY_RULES.minPaymentAmount) {
      throw fieldError('amount', feeTexts.amountTooSmallOnline(MONEY_RULES.minPaymentAmount));
    }
    if (amount > MONEY_RULES.maxPaymentAmount) {
      throw fieldError('amount', feeTexts.amountTooLargeOnline(MONEY_RULES.maxPaymentAmount));
    }
    return { amount, instalmentId };
  }

  /** Opens a gateway payment for an order of a case; the browser goes to `payment_url`. */
  async function startOnline(input: {
    officeId: number;
    caseId: number;
    caseTitle: string;
    payerUserId: number;
    mobile?: string;
    amount: number;
    instalmentId: number | null;
    linkId?: number | null;
    origin: string;
    createdById?: number | null;
  }) {
    const orderPid = newPid();
    const { start } = await money.payments.start({
      userId: input.payerUserId,
      mobile: input.mobile,
      purpose: 'office_fee',
      quote: { amount: input.amount, coins: 0, exchangeRate: '0', coinPackagePid: null },
      description: feeTexts.paymentDescription(input.caseTitle),
      idempotencyKey: `fee-order:${orderPid}`,
      origin: input.origin,
      afterInsert: async (tx, payment) => {
        await tx.insert(feeOnlineOrders).values({
          pid: orderPid,
          officeId: input.officeId,
          caseId: input.caseId,
          instalmentId: input.instalmentId,
          amount: input.amount,
          linkId: input.linkId ?? null,
          paymentId: payment.id,
          createdById: input.createdById ?? null,
        });
      },
    });
    return { pid: start.pid, payment_url: start.payment_url, amount: start.amount };
  }

  /** A payment link of the office: a secret token, valid for a week. */
  async function createLink(
    caller: Caller,
    casePid: string,
    input: { instalment?: string | null; amount?: number | null },
  ) {
    const fc = await feeCaseFor(db, caller, casePid, 'record');
    const { amount, instalmentId } = await payableAmount(fc.caseId, input);
    const token = randomBytes(18).toString('base64url');
    const expiresAt = new Date(Date.now() + LINK_DAYS * 86_400_000);
    await db.insert(feeOnlineOrders).values({
      pid: newPid(),
      officeId: fc.officeId,
      caseId: fc.caseId,
      instalmentId,
      amount,
      token,
      expiresAt,
      createdById: caller.userId,
    });
    return { fc, token, amount, expiresAt };
  }

  /** The link's row and whether it is still open (an attempt of it paid, or its week over, closes it). */
  async function link(token: string) {
    const [row] = await db
      .select()
      .from(feeOnlineOrders)
      .where(and(eq(feeOnlineOrders.token, token), isNull(feeOnlineOrders.paymentId)));
    if (!row) throw notFound(feeTexts.linkNotFound);
    const [paid] = await db
      .execute<{ n: number }>(
        sql`select count(*)::int as n from fee_online_orders a join payments p on p.id = a.payment_id
          where a.link_id = ${row.id} and p.status = 'paid'`,
      )
      .then((r) => r.rows);
    const status: 'open' | 'paid' | 'expired' =
      (paid?.n ?? 0) > 0 ? 'paid' : (row.expiresAt?.getTime() ?? 0) < Date.now() ? 'expired' : 'open';
    return { row, status };
  }

  return { record, onPaid, payableAmount, startOnline, createLink, link };
}

/** Thrown inside the transaction to roll back a replayed key's receipt number and answer the first payment. */
class ReplayedPayment extends Error {
  constructor(readonly row: typeof feePayments.$inferSelect) {
    super('replayed');
  }
}

export type FeePaymentsService = ReturnType<typeof createFeePaymentsService>;
