import type { zFeeSettingsRequest } from '@vakilyar/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../office/access.ts';
import { appendAudit } from '../office/audit-chain.ts';
import { feeSettings } from './fees.tables.ts';
import { feeOfficeFor, settingsOf } from './fees-access.ts';

export function createFeeSettingsService(db: Db) {
  async function get(caller: Caller) {
    const office = await feeOfficeFor(db, caller, true);
    const s = await settingsOf(db, office.officeId);
    return { secretaries_may_record: s.secretariesMayRecord, remind_days_before: s.remindDaysBefore };
  }

  async function put(caller: Caller, input: z.output<typeof zFeeSettingsRequest>) {
    const office = await feeOfficeFor(db, caller);
    await db.transaction(async (tx) => {
      const set = {
        ...(input.secretaries_may_record === undefined
          ? {}
          : { secretariesMayRecord: input.secretaries_may_record }),
        ...(input.remind_days_before === undefined ? {} : { remindDaysBefore: input.remind_days_before }),
      };
      await tx
        .insert(feeSettings)
        .values({ officeId: office.officeId, ...set })
        .onConflictDoUpdate({ target: feeSettings.officeId, set: { ...set, updatedAt: sql`now()` } });
      await appendAudit(tx, {
        officeId: office.officeId,
        actor: caller,
        access: 'owner',
        action: 'update',
        entityType: 'fee_settings',
        entityPid: office.officePid,
        entityLabel: office.officeName,
        details: { ...input },
      });
    });
    return get(caller);
  }

  return { get, put };
}
