import {
  MONEY_RULES,
  type PaymentPurpose,
  type PaymentReason,
  type PaymentStart,
  type PaymentStatus,
  type PaymentsQuery,
  toLatinDigits,
} from '@vakilyar/contract';
import { and, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import { AppError, conflict, fieldError, notFound } from '../../core/errors.ts';
import { newPid } from '../../core/ids.ts';
import { orderingFor, pageWindow } from '../../core/paging.ts';
import type { Db, Executor } from '../../db/client.ts';
import { moneyTransaction, postMovement } from '../wallet/ledger.ts';
import { movementTexts } from '../wallet/wallet.messages.ts';
import { GatewayUnavailableError, type PaymentGateway } from './gateway.ts';
import { paymentTexts, verifyTexts } from './payment.messages.ts';
import {
  type PaymentRow,
  type PurposeHooks,
  presentPayment,
  presentPaymentStart,
  type StartPaymentInput,
  type VerifyOutcome,
} from './payment.present.ts';
import { payments } from './payment.tables.ts';
import { rewardReferrerOnFirstPayment } from './referral-reward.ts';

/**
 * Card payments: open one at the gateway, verify the gateway's callback with the gateway itself, and
 * credit the coins exactly once (a guarded status change and the movement key `payment:<pid>`).
 */
export function createPaymentService(db: Db, gateway: PaymentGateway) {
  const hooks = new Map<string, PurposeHooks>();

  const byKey = async (key: string, executor: Executor = db) =>
    (await executor.select().from(payments).where(eq(payments.idempotencyKey, key)))[0];

  async function start(
    input: StartPaymentInput,
  ): Promise<{ payment: PaymentRow; start: PaymentStart; replayed: boolean }> {
    const { quote } = input;
    const replay = async (row: PaymentRow) => {
      if (row.userId !== input.userId || row.coins !== quote.coins || row.purpose !== input.purpose) {
        throw conflict(paymentTexts.keyReused);
      }
      const url = gateway.paymentUrl(row.authority ?? '', input.origin);
      return { payment: row, start: presentPaymentStart(row, url), replayed: true };
    };
    const existing = await byKey(input.idempotencyKey);
    if (existing) return replay(existing);
    const field = quote.coinPackagePid ? 'coin_package' : 'coins';
    if (quote.amount < MONEY_RULES.minPaymentAmount) {
      throw fieldError(field, paymentTexts.amountTooSmall(MONEY_RULES.minPaymentAmount));
    }
    if (quote.amount > MONEY_RULES.maxPaymentAmount) {
      throw fieldError(field, paymentTexts.amountTooLarge(MONEY_RULES.maxPaymentAmount));
    }
    const pid = newPid();
    let started: { authority: string; paymentUrl: string };
    try {
      started = await gateway.request({
        amount: quote.amount,
        callbackUrl: `${input.origin}/api/payment/v1/verify/`,
        description: input.description,
        mobile: input.mobile,
        orderId: pid,
        origin: input.origin,
      });
    } catch (error) {
      if (error instanceof GatewayUnavailableError) {
        throw new AppError('service_unavailable', paymentTexts.gatewayUnavailable);
      }
      throw error;
    }
    const stored = await moneyTransaction(db, async (tx) => {
      const [row] = await tx
        .insert(payments)
        .values({
          pid,
          userId: input.userId,
          purpose: input.purpose,
          amount: quote.amount,
          coins: quote.coins,
          exchangeRate: quote.exchangeRate,
          coinPackagePid: quote.coinPackagePid,
          description: input.description,
          gateway: gateway.name,
          authority: started.authority,
          idempotencyKey: input.idempotencyKey,
        })
        .onConflictDoNothing({ target: payments.idempotencyKey })
        .returning();
      if (row) await input.afterInsert?.(tx, row);
      return row;
    });
    // A concurrent request with the same key stored its payment first: answer with that one.
    if (!stored) {
      const winner = await byKey(input.idempotencyKey);
      if (!winner) throw new Error('a conflicting payment vanished');
      return replay(winner);
    }
    return { payment: stored, start: presentPaymentStart(stored, started.paymentUrl), replayed: false };
  }

  async function list(userId: number, query: PaymentsQuery) {
    const conditions: (SQL | undefined)[] = [
      eq(payments.userId, userId),
      query.status ? eq(payments.status, query.status) : undefined,
      query.purpose ? eq(payments.purpose, query.purpose) : undefined,
    ];
    const order = orderingFor(
      { created_at: payments.id, amount: payments.amount, status: payments.status },
      query.ordering,
      [desc(payments.id)],
    );
    const where = and(...conditions);
    const [counted] = await db.select({ count: count() }).from(payments).where(where);
    const { limit, offset } = pageWindow(query);
    const rows = await db
      .select()
      .from(payments)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    return { count: counted?.count ?? 0, results: rows.map(presentPayment) };
  }

  /** A payment of this user; anyone else's is a 404, like one that does not exist. */
  async function getOwn(userId: number, pid: string, executor: Executor = db): Promise<PaymentRow> {
    const [row] = await executor
      .select()
      .from(payments)
      .where(and(eq(payments.pid, pid), eq(payments.userId, userId)));
    if (!row) throw notFound(paymentTexts.notFound);
    return row;
  }

  const outcome = (payment: PaymentRow | null, reason: PaymentReason): VerifyOutcome => ({
    payment,
    pid: payment?.pid ?? null,
    status: (payment?.status as PaymentStatus | undefined) ?? 'failed',
    reason,
    message: verifyTexts[reason],
    amount: payment?.amount ?? null,
    ref_id: payment?.refId ?? null,
  });

  /** pending -> failed or cancelled, once; a payment already settled keeps its state. */
  async function close(payment: PaymentRow, status: 'failed' | 'cancelled', reason: PaymentReason) {
    return moneyTransaction(db, async (tx) => {
      const [closed] = await tx
        .update(payments)
        .set({ status, reason, updatedAt: sql`now()` })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
        .returning();
      if (closed) await hooks.get(closed.purpose)?.onFailed?.(tx, closed);
      return closed ?? (await getOwn(payment.userId, payment.pid, tx));
    });
  }

  /** Marks paid and credits the coins in one transaction; only the first of any concurrent callers wins. */
  async function settlePaid(
    payment: PaymentRow,
    refId: string,
    cardPan: string | null,
  ): Promise<VerifyOutcome> {
    return moneyTransaction(db, async (tx) => {
      const [won] = await tx
        .update(payments)
        .set({
          status: 'paid',
          reason: 'verified',
          refId,
          cardPan,
          paidAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(payments.id, payment.id), ne(payments.status, 'paid')))
        .returning();
      if (!won) return outcome(await getOwn(payment.userId, payment.pid, tx), 'already_verified');
      // A payment that buys no coins (a lawyer's fee) moves its money in its purpose's hook only.
      if (won.coins > 0)
        await postMovement(tx, {
          kind: 'deposit',
          idempotencyKey: `payment:${won.pid}`,
          description: movementTexts.deposit(won.coins),
          reference: { type: 'payment', pid: won.pid },
          postings: [
            { account: { system: 'cash' }, amount: -won.coins },
            { account: { userId: won.userId }, amount: won.coins },
          ],
        });
      if (won.coins > 0) await rewardReferrerOnFirstPayment(tx, won);
      await hooks.get(won.purpose)?.onPaid?.(tx, won);
      return outcome(won, 'verified');
    });
  }

  /**
   * Asks the gateway, with the amount from our database. `callback` mode closes a payment the gateway
   * says was not paid; `refresh` mode (a user checking again) only ever moves it to paid.
   */
  async function verifyWithGateway(
    payment: PaymentRow,
    mode: 'callback' | 'refresh',
  ): Promise<VerifyOutcome> {
    await db
      .update(payments)
      .set({ verifyAttempts: sql`${payments.verifyAttempts} + 1` })
      .where(eq(payments.id, payment.id));
    const verdict = await gateway.verify({ authority: payment.authority ?? '', amount: payment.amount });
    switch (verdict.outcome) {
      case 'paid':
        return settlePaid(payment, verdict.refId, verdict.cardPan);
      case 'not_paid':
        if (mode === 'refresh') return outcome(payment, 'awaiting_payment');
        return outcome(await close(payment, 'failed', 'not_paid'), 'not_paid');
      case 'amount_mismatch':
        return outcome(await close(payment, 'failed', 'amount_mismatch'), 'amount_mismatch');
      case 'rejected':
        return outcome(await close(payment, 'failed', 'gateway_rejected'), 'gateway_rejected');
      case 'error':
      case 'timeout': {
        // Unknown: the payment stays as it is (pending stays pending) and can be verified again.
        const reason = verdict.outcome === 'timeout' ? 'gateway_timeout' : 'gateway_error';
        const [kept] = await db
          .update(payments)
          .set({ reason, updatedAt: sql`now()` })
          .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
          .returning();
        return outcome(kept ?? payment, reason);
      }
    }
  }

  /**
   * The gateway's callback (`Authority`, `Status`): credits at most once. A replayed callback answers
   * already_verified; an unknown authority, Status=NOK, or an amount in the link that differs from ours
   * credits nothing; only the gateway's own verify can make a payment paid.
   */
  async function verifyCallback(query: {
    authority?: string;
    status?: string;
    amount?: string;
  }): Promise<VerifyOutcome> {
    const authority = query.authority?.trim();
    const [payment] = authority
      ? await db.select().from(payments).where(eq(payments.authority, authority))
      : [];
    if (!payment) return outcome(null, 'unknown_authority');
    if (payment.status === 'paid') return outcome(payment, 'already_verified');
    if (query.amount !== undefined && toLatinDigits(query.amount).trim() !== String(payment.amount)) {
      return outcome(await close(payment, 'failed', 'amount_mismatch'), 'amount_mismatch');
    }
    if (query.status?.trim().toUpperCase() !== 'OK') {
      return outcome(await close(payment, 'cancelled', 'cancelled'), 'cancelled');
    }
    return verifyWithGateway(payment, 'callback');
  }

  /** A user checks an unsettled payment again (after a timeout, say): safe to repeat, credits once. */
  async function refresh(userId: number, pid: string): Promise<VerifyOutcome> {
    const payment = await getOwn(userId, pid);
    if (payment.status === 'paid') return outcome(payment, 'already_verified');
    return verifyWithGateway(payment, 'refresh');
  }

  return {
    gateway,
    present: presentPayment,
    start,
    list,
    getOwn,
    verifyCallback,
    refresh,
    /** Registers what a purpose does when its payment is paid or closed. */
    onPurpose(purpose: PaymentPurpose, purposeHooks: PurposeHooks) {
      hooks.set(purpose, purposeHooks);
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
