import {
  type ChatSide,
  CONSULTATION_KIND_LABELS,
  CONSULTATION_STATUS_LABELS,
  type Consultation,
  type ConsultationKind,
  type ConsultationStatus,
} from '@vakilyar/contract';
import { iso, type UserBrief, userRef } from '../chat-users.ts';
import type { consultations } from '../tables/consultations.ts';

export type ConsultationRow = typeof consultations.$inferSelect;

const unknownUser = (id: number): UserBrief => ({ id, pid: '', firstName: '', lastName: '' });

/** The client may rate once a consultation is done, and dispute it until the consultant's share is paid. */
export const canRate = (row: ConsultationRow) =>
  ['completed', 'disputed', 'settled'].includes(row.status) && row.rating === null;
export const canDispute = (row: ConsultationRow) =>
  row.status === 'completed' && row.holdPid !== null && row.payoutStatus === 'pending';

export function presentConsultation(
  row: ConsultationRow,
  side: ChatSide,
  people: Map<number, UserBrief>,
): Consultation {
  const status = row.status as ConsultationStatus;
  const kind = row.kind as ConsultationKind;
  const isClient = side === 'client';
  return {
    pid: row.pid,
    status,
    status_label: CONSULTATION_STATUS_LABELS[status],
    kind,
    kind_label: CONSULTATION_KIND_LABELS[kind],
    client: userRef(people.get(row.clientId) ?? unknownUser(row.clientId)),
    consultant: userRef(people.get(row.consultantId) ?? unknownUser(row.consultantId)),
    my_role: side,
    subject: row.subject,
    description: row.description,
    preferred_times: row.preferredTimes.map((t) => t.toISOString()),
    fee: row.fee,
    scheduled_at: iso(row.scheduledAt),
    response_message: row.responseMessage,
    responded_at: iso(row.respondedAt),
    expires_at: status === 'pending' ? row.expiresAt.toISOString() : null,
    completed_at: iso(row.completedAt),
    cancelled_at: iso(row.cancelledAt),
    cancel_reason: row.cancelReason,
    rating: row.rating,
    rating_comment: row.ratingComment,
    payout_due_at: iso(row.payoutDueAt),
    payout_status: row.payoutStatus as Consultation['payout_status'],
    dispute_reason: row.disputeReason,
    disputed_at: iso(row.disputedAt),
    settlement: row.settlement as Consultation['settlement'],
    settled_at: iso(row.settledAt),
    can_rate: isClient && canRate(row),
    can_dispute: isClient && canDispute(row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
