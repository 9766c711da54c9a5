import { zAdminDashboardSummaryResponse } from '@vakilyar/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../core/auth-guard.ts';
import { notFound } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../auth/auth.tables.ts';
import { addDays, tehranDay, tehranMidnight } from '../calendar/tehran-time.ts';
import { consultantProfiles } from '../chat/tables/consultants.ts';
import { consultations } from '../chat/tables/consultations.ts';
import { contactMessages, feedback } from '../content/tables/messages.ts';
import { payments } from '../payment/payment.tables.ts';
import { withdrawalRequests } from '../wallet/wallet.tables.ts';

interface Summary extends Record<string, unknown> {
  new_users_today: number;
  new_users_week: number;
  paid_payments_week: number;
  paid_amount_week: number;
  pending_payouts: number;
  pending_payout_coins: number;
  consultants_awaiting_review: number;
  open_disputes: number;
  unhandled_contact_messages: number;
  unanswered_feedback: number;
}

/** What needs the admins now, each figure its own sub-query of one statement. */
export async function adminDashboardSummary(db: Db, now: Date) {
  const todayStart = tehranMidnight(tehranDay(now));
  const weekStart = tehranMidnight(addDays(tehranDay(now), -6));
  const result = await db.execute<Summary>(sql`
    select
      (select count(*) from ${users} where ${users.createdAt} >= ${todayStart})::int as new_users_today,
      (select count(*) from ${users} where ${users.createdAt} >= ${weekStart})::int as new_users_week,
      (select count(*) from ${payments} where ${payments.status} = 'paid' and ${payments.paidAt} >= ${weekStart})::int
        as paid_payments_week,
      (select coalesce(sum(${payments.amount}), 0) from ${payments}
        where ${payments.status} = 'paid' and ${payments.paidAt} >= ${weekStart})::bigint as paid_amount_week,
      (select count(*) from ${withdrawalRequests} where ${withdrawalRequests.status} = 'pending')::int as pending_payouts,
      (select coalesce(sum(${withdrawalRequests.coins}), 0) from ${withdrawalRequests}
        where ${withdrawalRequests.status} = 'pending')::bigint as pending_payout_coins,
      (select count(*) from ${consultantProfiles} where ${consultantProfiles.approvalStatus} = 'pending')::int
        as consultants_awaiting_review,
      (select count(*) from ${consultations} where ${consultations.status} = 'disputed')::int as open_disputes,
      (select count(*) from ${contactMessages} where ${contactMessages.handledAt} is null)::int
        as unhandled_contact_messages,
      (select count(*) from ${feedback} where ${feedback.reply} is null)::int as unanswered_feedback`);
  const row = result.rows[0] as Summary;
  // Sums come back from PostgreSQL as strings (bigint).
  return {
    ...row,
    paid_amount_week: Number(row.paid_amount_week),
    pending_payout_coins: Number(row.pending_payout_coins),
  };
}

/** `GET /api/admin/v1/dashboard/summary/`: to anyone but an admin it does not exist (404). */
export function adminDashboardRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/v1/dashboard/summary/',
      {
        onRequest: app.authenticate,
        preHandler: async (request) => {
          if (!actorOf(request).roles.includes('admin')) throw notFound();
        },
        schema: {
          tags: ['admin'],
          security: [{ bearer: [] }],
          description:
            'What needs the admins now: new users (today, last 7 days), paid payments of the last 7 days, ' +
            'pending payouts, consultants awaiting review, open disputes, unhandled messages and feedback.',
          response: { 200: zAdminDashboardSummaryResponse },
        },
      },
      async () => ({ result: await adminDashboardSummary(db, new Date()) }),
    );
  };
}
