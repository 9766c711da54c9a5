import type { GeneralSettingsPatch } from '@vakilyar/contract';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { readFinanceSettings } from '../wallet/finance-settings.ts';
import { generalSettings } from './tables/settings.ts';

/** Used only if the seeded row were missing: the migration `content-seed` stores row 1. */
const FALLBACK = { siteName: 'وکیل‌یار', updatedAt: new Date(0) };

/**
 * The site's general settings, with the commission and referral reward read from the wallet module's
 * finance settings (kept there, never copied here).
 */
export async function readGeneralSettings(db: Executor) {
  const [[row], finance] = await Promise.all([
    db.select().from(generalSettings).where(eq(generalSettings.id, 1)),
    readFinanceSettings(db),
  ]);
  return {
    site_name: row?.siteName ?? FALLBACK.siteName,
    tagline: row?.tagline ?? null,
    about: row?.about ?? null,
    support_phone: row?.supportPhone ?? null,
    support_email: row?.supportEmail ?? null,
    address: row?.address ?? null,
    working_hours: row?.workingHours ?? null,
    commission_percent: finance.commissionPercent,
    referral_reward_coins: finance.referralRewardCoins,
    updated_at: (row?.updatedAt ?? FALLBACK.updatedAt).toISOString(),
  };
}

export async function updateGeneralSettings(db: Executor, patch: GeneralSettingsPatch, adminId: number) {
  const values = {
    siteName: patch.site_name,
    tagline: patch.tagline,
    about: patch.about,
    supportPhone: patch.support_phone,
    supportEmail: patch.support_email,
    address: patch.address,
    workingHours: patch.working_hours,
  };
  await db
    .insert(generalSettings)
    .values({ ...values, siteName: values.siteName ?? FALLBACK.siteName, id: 1, updatedById: adminId })
    .onConflictDoUpdate({
      target: generalSettings.id,
      set: { ...values, updatedById: adminId, updatedAt: sql`now()` },
    });
  return readGeneralSettings(db);
}
