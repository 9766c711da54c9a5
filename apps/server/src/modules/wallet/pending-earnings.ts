import type { PendingEarning } from '@vakilyar/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../auth/auth.tables.ts';
import { feeHolds } from './wallet.tables.ts';

/**
 * A consultant's shares still in escrow: fees charged for their chats and consultations and not yet paid
 * out, the soonest due first; those of sessions still under way (no due time yet) last.
 */
export async function listPendingEarnings(db: Executor, payeeId: number): Promise<PendingEarning[]> {
  const rows = await db
    .select({
      pid: feeHolds.pid,
      referenceType: feeHolds.referenceType,
      share: sql<number>`coalesce(${feeHolds.payeeShare}, ${feeHolds.amount})`.mapWith(Number),
      payoutDueAt: feeHolds.payoutDueAt,
      disputedAt: feeHolds.disputedAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(feeHolds)
    .innerJoin(users, eq(users.id, feeHolds.payerId))
    .where(and(eq(feeHolds.payeeId, payeeId), eq(feeHolds.status, 'charged')))
    .orderBy(sql`${feeHolds.payoutDueAt} asc nulls last`, asc(feeHolds.id));
  return rows.map((row) => ({
    pid: row.pid,
    source: row.referenceType === 'consultation' ? 'consultation' : 'chat',
    payer_name: `${row.firstName} ${row.lastName}`.trim(),
    share: row.share,
    payout_due_at: row.payoutDueAt?.toISOString() ?? null,
    disputed: row.disputedAt !== null,
  }));
}
