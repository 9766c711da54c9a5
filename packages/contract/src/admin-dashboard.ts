// The admin's dashboard: what needs the admins now, counted in one call.
import { z } from 'zod';
import { zResult } from './envelope.ts';

export * from './admin-dashboard-paths.ts';

const count = z.number().int().nonnegative();

/**
 * `GET admin/v1/dashboard/summary/`: users who joined in the last seven days and today (Tehran's), card
 * payments paid in the last seven days (count and rials), payout requests waiting for an admin (count and
 * coins), consultants waiting for review, disputed consultations, and contact messages and feedback not yet
 * handled or answered.
 */
export const zAdminDashboardSummary = z.object({
  new_users_today: count,
  new_users_week: count,
  paid_payments_week: count,
  paid_amount_week: count,
  pending_payouts: count,
  pending_payout_coins: count,
  consultants_awaiting_review: count,
  open_disputes: count,
  unhandled_contact_messages: count,
  unanswered_feedback: count,
});

export const zAdminDashboardSummaryResponse = zResult(zAdminDashboardSummary);

export type AdminDashboardSummary = z.infer<typeof zAdminDashboardSummary>;
