import type { zRateConsultationRequest, zSettleConsultationRequest } from '@vakilyar/contract';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { conflict, notFound } from '../../../core/errors.ts';
import type { Db } from '../../../db/client.ts';
import type { Actor } from '../../auth/actor.ts';
import { chatAlarmTexts, chatTexts } from '../chat.messages.ts';
import { alarm, chatLinks } from '../chat-alarms.ts';
import { holdPayoutForDispute, scheduleFeePayout, settleFee } from '../fees.ts';
import { consultantProfiles } from '../tables/consultants.ts';
import { consultations as c } from '../tables/consultations.ts';
import type { ConsultationStore } from './consultation-store.ts';
import { canDispute, canRate } from './present.ts';

type RateInput = z.output<typeof zRateConsultationRequest>;
type SettleInput = z.output<typeof zSettleConsultationRequest>;

const owner = (pid: string) => ({ type: 'consultation' as const, pid });

/**
 * After a consultation: the consultant marks it done (the payout falls due after the delay), the client
 * rates it once and may dispute it until the payout, and an admin settles a dispute.
 */
export function createConsultationOutcomes(db: Db, store: ConsultationStore) {
  const { answered, loadAs, update } = store;

  /** The consultant marks an accepted consultation done once its time has come: the payout falls due after the delay. */
  async function complete(actor: Actor, pid: string) {
    const row = await db.transaction(async (tx) => {
      const row = await loadAs(tx, actor, pid, 'consultant');
      if (row.status !== 'accepted') throw conflict(chatTexts.consultationNotAccepted);
      const completedAt = new Date();
      if (row.scheduledAt && row.scheduledAt > completedAt) throw conflict(chatTexts.consultationNotYetDue);
      // The dispute window runs from whichever is later, so the payout never falls due before the call.
      const windowStart = row.scheduledAt && row.scheduledAt > completedAt ? row.scheduledAt : completedAt;
      const payoutDueAt = row.holdPid
        ? await scheduleFeePayout(tx, row.holdPid, owner(pid), windowStart)
        : null;
      await tx
        .update(consultantProfiles)
        .set({ completedCount: sql`${consultantProfiles.completedCount} + 1` })
        .where(eq(consultantProfiles.userId, row.consultantId));
      return update(tx, row.id, {
        status: 'completed',
        completedAt,
        payoutDueAt,
        payoutStatus: payoutDueAt ? 'pending' : null,
      });
    });
    return answered(row, actor.userId, chatTexts.consultationCompleted);
  }

  async function rate(actor: Actor, pid: string, input: RateInput) {
    const row = await db.transaction(async (tx) => {
      const row = await loadAs(tx, actor, pid, 'client');
      if (!['completed', 'disputed', 'settled'].includes(row.status))
        throw conflict(chatTexts.consultationNotCompleted);
      if (!canRate(row)) throw conflict(chatTexts.consultationAlreadyRated);
      await tx
        .update(consultantProfiles)
        .set({
          ratingCount: sql`${consultantProfiles.ratingCount} + 1`,
          ratingTotal: sql`${consultantProfiles.ratingTotal} + ${input.rating}`,
        })
        .where(eq(consultantProfiles.userId, row.consultantId));
      return update(tx, row.id, {
        rating: input.rating,
        ratingComment: input.comment ?? null,
        ratedAt: new Date(),
      });
    });
    return answered(row, actor.userId, chatTexts.consultationRated);
  }

  async function dispute(actor: Actor, pid: string, reason: string) {
    const row = await db.transaction(async (tx) => {
      const row = await loadAs(tx, actor, pid, 'client');
      if (row.status !== 'completed') throw conflict(chatTexts.consultationNotCompleted);
      if (!canDispute(row) || !row.holdPid) throw conflict(chatTexts.disputeWindowClosed);
      await holdPayoutForDispute(tx, row.holdPid).catch((error: unknown) => {
        // The payout job got there first.
        if ((error as { code?: string }).code === 'conflict') throw conflict(chatTexts.disputeWindowClosed);
        throw error;
      });
      await alarm(tx, {
        userId: row.consultantId,
        kind: 'consultation',
        title: chatAlarmTexts.consultationDisputed,
        body: reason,
        link: chatLinks.consultation(pid),
      });
      return update(tx, row.id, { status: 'disputed', disputeReason: reason, disputedAt: new Date() });
    });
    return answered(row, actor.userId, chatTexts.consultationDisputed);
  }

  /** An admin settles a dispute: `refund` returns the fee to the client, else the consultant is paid now. */
  async function settle(admin: Actor, pid: string, input: SettleInput) {
    const row = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(c).where(eq(c.pid, pid)).for('update');
      if (!row) throw notFound(chatTexts.consultationNotFound);
      if (row.status !== 'disputed' || !row.holdPid) throw conflict(chatTexts.consultationNotDisputed);
      await settleFee(tx, row.holdPid, owner(pid), input.refund);
      for (const userId of [row.clientId, row.consultantId]) {
        await alarm(tx, {
          userId,
          kind: 'consultation',
          title: chatAlarmTexts.consultationSettled,
          body: input.note ?? undefined,
          link: chatLinks.consultation(pid),
        });
      }
      return update(tx, row.id, {
        status: 'settled',
        settlement: input.refund ? 'refunded' : 'paid_out',
        settlementNote: input.note ?? null,
        settledAt: new Date(),
        settledById: admin.userId,
      });
    });
    return answered(row, null, chatTexts.consultationSettled);
  }

  return { complete, rate, dispute, settle };
}
