import { newPid } from '../../core/ids.ts';
import type { Executor } from '../../db/client.ts';
import { createSmsPackage } from '../messaging/messaging-admin.ts';
import { grantSmsCredit } from '../messaging/sms-credit.ts';
import { subscriptions } from '../subscription/subscription.tables.ts';
import { createSubscriptionPackage } from '../subscription/subscription-admin.ts';
import { createCoinPackage, setExchangeRate } from '../wallet/admin-finance.service.ts';
import { updateFinanceSettings } from '../wallet/finance-settings.ts';
import { moneyTransaction, postMovement } from '../wallet/ledger.ts';
import type { DemoUsers } from './demo.accounts.ts';

const COIN_PACKAGES = [
  { name: 'بسته آغاز', value: 10 },
  { name: 'بسته اقتصادی', value: 50 },
  { name: 'بسته ویژه', value: 100 },
  { name: 'بسته سازمانی', value: 500 },
];

const SUBSCRIPTION_PACKAGES = [
  {
    name: 'پایه',
    description: 'برای وکیلی که تازه کار دفتر را آنلاین می‌کند.',
    price: 150,
    duration_days: 30,
    limits: { cases: 20, ai_chats_per_month: 20, included_sms: 20 },
  },
  {
    name: 'حرفه‌ای',
    description: 'برای دفتری پرکار با پرونده‌ها و یادآوری‌های پیامکی فراوان.',
    price: 400,
    duration_days: 30,
    limits: { cases: 100, ai_chats_per_month: 100, included_sms: 100 },
  },
  {
    name: 'دفتر',
    description: 'یک سال بدون سقف پرونده، برای دفترهای چندوکیله.',
    price: 3500,
    duration_days: 365,
    limits: { cases: null, ai_chats_per_month: 1000, included_sms: 1500 },
  },
];

const SMS_PACKAGES = [
  { name: '۵۰ پیامک', messages: 50, price: 5 },
  { name: '۲۰۰ پیامک', messages: 200, price: 18 },
  { name: '۱۰۰۰ پیامک', messages: 1000, price: 80 },
];

/** Starting coins of the demo users, given the way an admin correction would be. */
const STARTING_COINS = { lawyer: 1000, client: 500, consultant: 250 } as const;

/**
 * Demo coin settings (10,000 Rials a coin), coin, subscription and SMS packages, commission and referral
 * reward, starting balances, and an active «حرفه‌ای» subscription for the demo lawyer (so the demo office
 * is not held to the free tier's case limit).
 */
export async function seedMoneyDemo(tx: Executor, demo: DemoUsers): Promise<void> {
  await moneyTransaction(tx, async (db) => {
    await setExchangeRate(db, 10_000, demo.admin.id);
    await updateFinanceSettings(
      db,
      { commission_percent: 20, referral_reward_coins: 20, payout_delay_hours: 48 },
      demo.admin.id,
    );
    for (const [i, pkg] of COIN_PACKAGES.entries()) {
      await createCoinPackage(db, { ...pkg, is_active: true, sort_order: i });
    }
    const plans = [];
    for (const [i, pkg] of SUBSCRIPTION_PACKAGES.entries()) {
      plans.push(await createSubscriptionPackage(db, { ...pkg, is_active: true, sort_order: i }));
    }
    for (const [i, pkg] of SMS_PACKAGES.entries()) {
      await createSmsPackage(db, { ...pkg, is_active: true, sort_order: i });
    }
    for (const [role, coins] of Object.entries(STARTING_COINS) as [keyof typeof STARTING_COINS, number][]) {
      await postMovement(db, {
        kind: 'adjustment',
        idempotencyKey: `demo-start:${demo[role].id}`,
        description: 'موجودی آغازین حساب نمایشی',
        postings: [
          { account: { system: 'rewards' }, amount: -coins },
          { account: { userId: demo[role].id }, amount: coins },
        ],
      });
    }

    const plan = plans[1];
    if (!plan) return;
    const pid = newPid();
    const { movement } = await postMovement(db, {
      kind: 'subscription',
      idempotencyKey: `subscription:${pid}`,
      description: `خرید اشتراک «${plan.name}»`,
      reference: { type: 'subscription', pid },
      postings: [
        { account: { userId: demo.lawyer.id }, amount: -plan.price },
        { account: { system: 'revenue' }, amount: plan.price },
      ],
    });
    const now = new Date();
    await db.insert(subscriptions).values({
      pid,
      userId: demo.lawyer.id,
      packageId: plan.id,
      status: 'active',
      price: plan.price,
      durationDays: plan.durationDays,
      maxCases: plan.maxCases,
      aiChatsPerMonth: plan.aiChatsPerMonth,
      includedSms: plan.includedSms,
      startsAt: now,
      endsAt: new Date(now.getTime() + plan.durationDays * 86_400_000),
      movementId: movement.id,
    });
    await grantSmsCredit(db, {
      userId: demo.lawyer.id,
      messages: plan.includedSms,
      key: `subscription-sms:${pid}`,
      kind: 'grant',
      reference: pid,
    });
  });
}
