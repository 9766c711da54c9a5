import type { NotificationPreferences, UpdateNotificationPreferencesRequest } from '@vakilyar/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notificationPreferences } from './tables/court-notices.ts';

export const DEFAULT_PREFERENCES: NotificationPreferences = {
  in_app_on_new_notice: true,
  sms_on_new_notice: false,
  daily_digest_hour: null,
};

const present = (row: typeof notificationPreferences.$inferSelect): NotificationPreferences => ({
  in_app_on_new_notice: row.inAppOnNewNotice,
  sms_on_new_notice: row.smsOnNewNotice,
  daily_digest_hour: row.dailyDigestHour,
});

/** The user's preferences; the defaults until they save any. */
export async function preferencesOf(db: Executor, userId: number): Promise<NotificationPreferences> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row ? present(row) : DEFAULT_PREFERENCES;
}

/** The preferences of several users at once, the defaults for those without a row. */
export async function preferencesOfMany(
  db: Executor,
  userIds: number[],
): Promise<Map<number, NotificationPreferences>> {
  const rows = userIds.length
    ? await db.select().from(notificationPreferences).where(inArray(notificationPreferences.userId, userIds))
    : [];
  const found = new Map(rows.map((row) => [row.userId, present(row)]));
  return new Map(userIds.map((id) => [id, found.get(id) ?? DEFAULT_PREFERENCES]));
}

/** Changes only the fields sent, in one statement (two saves at once never lose each other's fields). */
export async function updatePreferences(
  db: Executor,
  userId: number,
  changes: UpdateNotificationPreferencesRequest,
): Promise<NotificationPreferences> {
  const set = {
    ...(changes.in_app_on_new_notice !== undefined && { inAppOnNewNotice: changes.in_app_on_new_notice }),
    ...(changes.sms_on_new_notice !== undefined && { smsOnNewNotice: changes.sms_on_new_notice }),
    ...(changes.daily_digest_hour !== undefined && { dailyDigestHour: changes.daily_digest_hour }),
  };
  const [row] = await db
    .insert(notificationPreferences)
    .values({
      userId,
      inAppOnNewNotice: changes.in_app_on_new_notice ?? DEFAULT_PREFERENCES.in_app_on_new_notice,
      smsOnNewNotice: changes.sms_on_new_notice ?? DEFAULT_PREFERENCES.sms_on_new_notice,
      dailyDigestHour: changes.daily_digest_hour ?? DEFAULT_PREFERENCES.daily_digest_hour,
    })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...set, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('preferences not saved');
  return present(row);
}
