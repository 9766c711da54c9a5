import type { TaskPreferences } from '@vakilyar/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../auth/actor.ts';
import { smsBalance } from '../messaging/sms-credit.ts';
import { officeOf } from '../office/access.ts';
import { taskTexts } from './tasks.messages.ts';
import { taskPreferences } from './tasks.tables.ts';

const DEFAULTS: TaskPreferences = { morning_digest: true, digest_sms: false, task_sms: false };

/** Each person's choice of the morning digest and of SMS for task alarms. */
export function createTaskPreferencesService(db: Db) {
  async function get(caller: Actor): Promise<TaskPreferences> {
    const [row] = await db.select().from(taskPreferences).where(eq(taskPreferences.userId, caller.userId));
    if (!row) return DEFAULTS;
    return { morning_digest: row.morningDigest, digest_sms: row.digestSms, task_sms: row.taskSms };
  }

  async function update(caller: Actor, input: Partial<TaskPreferences>) {
    const next = { ...(await get(caller)), ...input };
    const values = { morningDigest: next.morning_digest, digestSms: next.digest_sms, taskSms: next.task_sms };
    await db
      .insert(taskPreferences)
      .values({ userId: caller.userId, ...values })
      .onConflictDoUpdate({ target: taskPreferences.userId, set: { ...values, updatedAt: sql`now()` } });
    // The office pays for its people's SMS: warned now, while there is time to buy credit.
    const office = await officeOf(db, caller);
    const texting = next.task_sms || (next.morning_digest && next.digest_sms);
    const warning =
      texting && office && (await smsBalance(db, office.ownerId)).balance <= 0
        ? taskTexts.smsWithoutCredit
        : null;
    return { ...next, message: taskTexts.preferencesSaved, sms_warning: warning };
  }

  return { get, update };
}
