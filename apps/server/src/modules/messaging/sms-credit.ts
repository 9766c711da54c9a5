import { smsSegments } from '@vakilyar/contract';
import { eq, sql } from 'drizzle-orm';
import { paymentRequired } from '../../core/errors.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { moneyTransaction } from '../wallet/ledger.ts';
import { messagingTexts } from './messaging.messages.ts';
import { smsCreditEvents, smsCredits } from './messaging.tables.ts';

export type SmsCreditKind = 'purchase' | 'grant' | 'spend' | 'refund';

/** The SMS credits a user has left (0 for someone who never had any). */
export async function smsBalance(db: Executor, userId: number) {
  const [row] = await db.select().from(smsCredits).where(eq(smsCredits.userId, userId));
  return {
    balance: row?.balance ?? 0,
    total_purchased: row?.totalPurchased ?? 0,
    total_used: row?.totalUsed ?? 0,
  };
}

/**
 * Adds credits inside the caller's transaction, once per key (a purchase, a subscription's included
 * SMS); answers the credits now held, or null when the key had already added them.
 */
export async function grantSmsCredit(
  tx: Tx,
  input: {
    userId: number;
    messages: number;
    key: string;
    kind: 'purchase' | 'grant' | 'refund';
    reference?: string;
  },
): Promise<number | null> {
  if (input.messages <= 0) return null;
  const [event] = await tx
    .insert(smsCreditEvents)
    .values({
      userId: input.userId,
      kind: input.kind,
      messages: input.messages,
      idempotencyKey: input.key,
      reference: input.reference ?? null,
    })
    .onConflictDoNothing({ target: smsCreditEvents.idempotencyKey })
    .returning({ id: smsCreditEvents.id });
  if (!event) return null;
  const bought = input.kind === 'refund' ? 0 : input.messages;
  const returned = input.kind === 'refund' ? input.messages : 0;
  const [row] = await tx
    .insert(smsCredits)
    .values({ userId: input.userId, balance: input.messages, totalPurchased: bought })
    .onConflictDoUpdate({
      target: smsCredits.userId,
      set: {
        balance: sql`${smsCredits.balance} + ${input.messages}`,
        totalPurchased: sql`${smsCredits.totalPurchased} + ${bought}`,
        totalUsed: sql`${smsCredits.totalUsed} - ${returned}`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ balance: smsCredits.balance });
  return row?.balance ?? null;
}

export interface SpendResult {
  /** SMS parts charged: 70 Persian characters in one part, 67 a part when split. */
  segments: number;
  /** Credits left. */
  balance: number;
  /** True when this key had already been charged: nothing was charged this time. */
  replayed: boolean;
}

/**
 * What other modules call before sending an SMS: spends one credit per SMS part of `text` (for each
 * recipient), or refuses with a 402 when the credit is short. Give a key per message (`reminder:<pid>`)
 * so a retried send is charged once; refund with refundSmsCredit when the provider then fails.
 */
export async function spendSmsCredit(
  db: Executor,
  userId: number,
  text: string,
  options: { key?: string; recipients?: number; reference?: string } = {},
): Promise<SpendResult> {
  const segments = smsSegments(text) * Math.max(1, options.recipients ?? 1);
  const key = `sms-spend:${userId}:${options.key ?? crypto.randomUUID()}`;
  return moneyTransaction(db, async (tx) => {
    const [event] = await tx
      .insert(smsCreditEvents)
      .values({
        userId,
        kind: 'spend',
        messages: -segments,
        idempotencyKey: key,
        reference: options.reference ?? null,
      })
      .onConflictDoNothing({ target: smsCreditEvents.idempotencyKey })
      .returning({ id: smsCreditEvents.id });
    if (!event) return { segments, balance: (await smsBalance(tx, userId)).balance, replayed: true };
    const [spent] = await tx
      .update(smsCredits)
      .set({
        balance: sql`${smsCredits.balance} - ${segments}`,
        totalUsed: sql`${smsCredits.totalUsed} + ${segments}`,
        updatedAt: sql`now()`,
      })
      .where(sql`${smsCredits.userId} = ${userId} and ${smsCredits.balance} >= ${segments}`)
      .returning({ balance: smsCredits.balance });
    if (!spent) {
      throw paymentRequired(messagingTexts.noCredit(segments, (await smsBalance(tx, userId)).balance));
    }
    return { segments, balance: spent.balance, replayed: false };
  });
}

export interface BatchSpend {
  userId: number;
  segments: number;
  /** As spendSmsCredit's `key`: the same key is charged once. */
  key: string;
  reference?: string;
}

/**
 * spendSmsCredit for many messages in the caller's transaction, in three statements whatever their number
 * (a batch of reminders): the payers' balances are locked in id order (no deadlock between two batches),
 * each spend is taken in the order given while its payer's credit lasts. Answers the keys charged now or
 * before; the others were short of credit.
 */
export async function spendSmsCredits(tx: Tx, spends: BatchSpend[]): Promise<Set<string>> {
  if (!spends.length) return new Set();
  const payers = [...new Set(spends.map((s) => s.userId))].sort((a, b) => a - b);
  const locked = await tx.execute<{ user_id: number; balance: number }>(
    sql`select user_id::int, balance from sms_credits where user_id = any(${sql.param(payers)}::bigint[])
        order by user_id for update`,
  );
  const left = new Map(locked.rows.map((row) => [Number(row.user_id), row.balance]));
  const affordable = spends.filter((spend) => {
    const balance = left.get(spend.userId) ?? 0;
    if (balance < spend.segments) return false;
    left.set(spend.userId, balance - spend.segments);
    return true;
  });
  if (!affordable.length) return new Set();
  const fullKey = (spend: BatchSpend) => `sms-spend:${spend.userId}:${spend.key}`;
  const charged = await tx
    .insert(smsCreditEvents)
    .values(
      affordable.map((spend) => ({
        userId: spend.userId,
        kind: 'spend',
        messages: -spend.segments,
        idempotencyKey: fullKey(spend),
        reference: spend.reference ?? null,
      })),
    )
    .onConflictDoNothing({ target: smsCreditEvents.idempotencyKey })
    .returning({ userId: smsCreditEvents.userId, messages: smsCreditEvents.messages });
  const totals = new Map<number, number>();
  for (const row of charged) totals.set(row.userId, (totals.get(row.userId) ?? 0) - row.messages);
  if (totals.size) {
    await tx.execute(sql`
      update sms_credits c set balance = c.balance - t.n, total_used = c.total_used + t.n, updated_at = now()
      from jsonb_to_recordset(${JSON.stringify([...totals].map(([user_id, n]) => ({ user_id, n })))}::jsonb)
        as t(user_id bigint, n int)
      where c.user_id = t.user_id`);
  }
  return new Set(affordable.map((spend) => spend.key));
}

/** Gives back what a spend took when the SMS could not be sent; once per spend key. */
export async function refundSmsCredit(db: Executor, userId: number, spendKey: string, segments: number) {
  return moneyTransaction(db, (tx) =>
    grantSmsCredit(tx, {
      userId,
      messages: segments,
      key: `sms-refund:${userId}:${spendKey}`,
      kind: 'refund',
    }),
  );
}
