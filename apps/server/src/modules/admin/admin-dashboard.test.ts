import type { AdminDashboardSummary } from '@vakilyar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIsolatedTestApp, type TestApp } from '../../../test/test-app.ts';
import { consultantProfiles } from '../chat/tables/consultants.ts';
import { contactMessages, feedback } from '../content/tables/messages.ts';
import { payments } from '../payment/payment.tables.ts';
import { call, makeUser, ok, type TestUser } from './test-helpers.ts';

const SUMMARY = '/api/admin/v1/dashboard/summary/';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  // Platform-wide counts: another test file's payouts or disputes would move them.
  t = await createIsolatedTestApp();
  admin = await makeUser(t, ['admin']);
});
afterAll(() => t.close());

const summary = async () => ok<AdminDashboardSummary>(await call(t, 'GET', SUMMARY, admin.access));

describe('the admin dashboard summary', () => {
  it('counts new users, paid payments, waiting consultants and unanswered messages', async () => {
    const before = await summary();
    const client = await makeUser(t, ['client']);
    const consultant = await makeUser(t, ['client']);
    const { db } = t.database;
    await db.insert(consultantProfiles).values({ userId: consultant.id, approvalStatus: 'pending' });
    const payment = {
      userId: client.id,
      purpose: 'wallet',
      coins: 10,
      exchangeRate: '1000',
      description: 'خرید سکه',
      gateway: 'sandbox',
    };
    await db.insert(payments).values([
      {
        ...payment,
        pid: 'pay_dash_1',
        amount: 250_000,
        status: 'paid',
        paidAt: new Date(),
        idempotencyKey: 'k1',
      },
      { ...payment, pid: 'pay_dash_2', amount: 90_000, status: 'failed', idempotencyKey: 'k2' },
    ]);
    await db.insert(contactMessages).values({
      pid: 'cm_dash_1',
      name: 'سارا',
      subject: 'پرسش',
      message: 'سلام',
      searchKey: 'سلام',
    });
    await db.insert(feedback).values({
      pid: 'fb_dash_1',
      userId: client.id,
      subject: 'پیشنهاد',
      message: 'عالی',
      category: 'suggestion',
      searchKey: 'عالی',
    });

    const after = await summary();
    expect(after.new_users_today - before.new_users_today).toBe(2);
    expect(after.new_users_week - before.new_users_week).toBe(2);
    expect(after.paid_payments_week - before.paid_payments_week).toBe(1);
    expect(after.paid_amount_week - before.paid_amount_week).toBe(250_000);
    expect(after.consultants_awaiting_review - before.consultants_awaiting_review).toBe(1);
    expect(after.unhandled_contact_messages - before.unhandled_contact_messages).toBe(1);
    expect(after.unanswered_feedback - before.unanswered_feedback).toBe(1);
    expect(after.pending_payouts).toBe(0);
    expect(after.open_disputes).toBe(0);
  });

  it('does not exist for anyone but an admin', async () => {
    for (const roles of [['lawyer'], ['consultant'], ['client']] as const) {
      const user = await makeUser(t, [...roles]);
      const response = await call(t, 'GET', SUMMARY, user.access);
      expect(response.statusCode).toBe(404);
      expect(response.json().error_messages.non_field_errors).toEqual(['مورد درخواستی یافت نشد.']);
    }
    expect((await call(t, 'GET', SUMMARY)).statusCode).toBe(401);
  });
});
