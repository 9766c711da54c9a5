import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { appendAudit, auditHash, verifyAuditChain } from './audit-chain.ts';
import { planOfficeRepair, repairOffice } from './audit-repair.ts';
import { officeAuditLog } from './tables/audit.ts';
import { createOfficeTestApp, newLawyer } from './test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createOfficeTestApp();
});
afterAll(() => t.close());

const event = (officeId: number, label: string) => ({
  officeId,
  actor: null,
  action: 'update' as const,
  entityType: 'case' as const,
  entityPid: 'case-pid',
  entityLabel: label,
  details: { title: { from: 'قدیم', to: label } },
});

/** Writes a row the way the chain used to: hashed as sent, stored as PostgreSQL keeps it. */
async function appendHashedAsSent(officeId: number, seq: number, prevHash: string, label: string) {
  const sent = {
    ...event(officeId, label),
    // The surrogate reached text columns (a title); jsonb would have refused it outright.
    details: {},
    seq,
    actorId: null,
    actorPid: null,
    actorName: 'سامانه',
    access: null,
    casePid: null,
    ip: null,
    createdAt: new Date(),
    prevHash,
  };
  const hash = auditHash(sent);
  await t.database.db.insert(officeAuditLog).values({ ...sent, hash });
  return hash;
}

describe('the audit chain under hostile text', () => {
  it('stays valid: what is hashed is what PostgreSQL stores', async () => {
    const { officeId } = await newLawyer(t);
    for (const label of ['عنوان \ud800', 'عنوان\u0000تهی', '\udfff👩‍⚖️']) {
      await t.database.db.transaction((tx) => appendAudit(tx, event(officeId, label)));
    }
    expect((await verifyAuditChain(t.database.db, officeId)).valid).toBe(true);
  });

  it('repairs an office broken by a lone surrogate and says what it changed', async () => {
    const { officeId } = await newLawyer(t);
    const rows = await t.database.db.select().from(officeAuditLog).where(eqOffice(officeId));
    const last = rows.sort((a, b) => b.seq - a.seq)[0];
    const seq = (last?.seq ?? 0) + 1;
    const broken = await appendHashedAsSent(officeId, seq, last?.hash ?? '0'.repeat(64), 'پرونده \ud83d');
    await appendHashedAsSent(officeId, seq + 1, broken, 'پرونده بعدی');
    expect(await verifyAuditChain(t.database.db, officeId)).toMatchObject({
      valid: false,
      brokenAt: { seq, reason: 'the row was altered' },
    });

    const dryRun = await planOfficeRepair(t.database.db, officeId);
    expect(dryRun.refused).toBeNull();
    expect(dryRun.repairs.map((r) => [r.seq, r.reason])).toEqual([
      [seq, 'text stored as U+FFFD (proved)'],
      [seq + 1, 're-linked after a repaired row'],
    ]);
    expect((await verifyAuditChain(t.database.db, officeId)).valid).toBe(false);

    await repairOffice(t.database.db, officeId, true);
    expect((await verifyAuditChain(t.database.db, officeId)).valid).toBe(true);
    // The trigger is back: the log is append-only again.
    await expect(
      t.database.db.update(officeAuditLog).set({ hash: 'x' }).where(eqOffice(officeId)),
    ).rejects.toThrow();
  });

  it('refuses to re-chain real tampering', async () => {
    const { officeId } = await newLawyer(t);
    await t.database.db.transaction((tx) => appendAudit(tx, event(officeId, 'عنوان اصلی')));
    const rows = await t.database.db.select().from(officeAuditLog).where(eqOffice(officeId));
    const last = rows.sort((a, b) => b.seq - a.seq)[0];
    const forged = {
      ...event(officeId, 'عنوان جعلی'),
      seq: (last?.seq ?? 0) + 1,
      actorId: null,
      actorPid: null,
    };
    await t.database.db.insert(officeAuditLog).values({
      ...forged,
      actorName: 'سامانه',
      access: null,
      casePid: null,
      ip: null,
      createdAt: new Date(),
      prevHash: last?.hash ?? '',
      hash: 'f'.repeat(64),
    });
    const result = await repairOffice(t.database.db, officeId, true);
    expect(result.refused).toEqual({ seq: forged.seq, reason: 'the row was altered' });
    expect(result.repairs).toEqual([]);
  });
});

const eqOffice = (officeId: number) => eq(officeAuditLog.officeId, officeId);
