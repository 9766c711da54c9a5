import type { FinanceSettings, FinanceSettingsPatch } from '@vakilyar/contract';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { financeSettings } from './wallet.tables.ts';

const DEFAULTS = { commissionPercent: 20, referralRewardCoins: 0, payoutDelayHours: 48 };

/** The admin's commission, referral reward and payout delay (row 1, stored by the migration). */
export async function readFinanceSettings(db: Executor) {
  const [row] = await db.select().from(financeSettings).where(eq(financeSettings.id, 1));
  return row ?? { ...DEFAULTS, id: 1, updatedAt: null, updatedBy: null };
}

export async function updateFinanceSettings(db: Executor, patch: FinanceSettingsPatch, adminId: number) {
  const values = {
    commissionPercent: patch.commission_percent,
    referralRewardCoins: patch.referral_reward_coins,
    payoutDelayHours: patch.payout_delay_hours,
  };
  await db
    .insert(financeSettings)
    .values({ ...DEFAULTS, ...stripUndefined(values), id: 1, updatedBy: adminId, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: financeSettings.id,
      set: { ...stripUndefined(values), updatedBy: adminId, updatedAt: sql`now()` },
    });
  return readFinanceSettings(db);
}

export const presentFinanceSettings = (
  row: Awaited<ReturnType<typeof readFinanceSettings>>,
): FinanceSettings => ({
  commission_percent: row.commissionPercent,
  referral_reward_coins: row.referralRewardCoins,
  payout_delay_hours: row.payoutDelayHours,
  updated_at: row.updatedAt ? row.updatedAt.toISOString() : null,
});

function stripUndefined<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
