/**
 * Re-chains the audit logs that broke because text was hashed as sent but stored otherwise (a lone UTF-16
 * surrogate, kept by PostgreSQL as U+FFFD): such a row reads "altered" forever although nobody changed it.
 *
 *   DATABASE_URL=postgres://... npx tsx apps/server/src/modules/office/audit-repair.ts [--office <pid>] [--apply]
 *
 * Without --apply it only prints what it would change. A row is repaired only when its link to the row
 * before it is intact and it holds U+FFFD; when one replaced character explains the old hash, the repair is
 * "proved". Any other break is real tampering: that office is left as it is and reported. Exit codes: 0
 * nothing left broken, 1 an office still broken, 2 a usage or connection error.
 */
import { pathToFileURL } from 'node:url';
import { asc, eq, sql } from 'drizzle-orm';
import { connectDatabase, type Executor } from '../../db/client.ts';
import { AUDIT_LOCK, type AuditRow, auditHash, auditMaterial, GENESIS, sha256 } from './audit-chain.ts';
import { officeAuditLog } from './tables/audit.ts';
import { offices } from './tables/offices.ts';

export interface RowRepair {
  seq: number;
  reason: 'text stored as U+FFFD (proved)' | 'text stored as U+FFFD' | 're-linked after a repaired row';
  oldHash: string;
  newHash: string;
  newPrevHash: string;
}

export interface OfficeRepair {
  officeId: number;
  repairs: RowRepair[];
  /** A break this command will not mend, or null. */
  refused: { seq: number; reason: string } | null;
}

const REPLACEMENT = '\uFFFD';

/** True when one U+FFFD in the row's material, put back as some lone surrogate or NUL, gives its old hash. */
function provedByOneCharacter(row: AuditRow): boolean {
  const material = auditMaterial(row);
  const at = material.indexOf(REPLACEMENT);
  if (at < 0 || material.indexOf(REPLACEMENT, at + 1) >= 0) return false;
  const candidates = ['\u0000', ...Array.from({ length: 0x800 }, (_, i) => String.fromCharCode(0xd800 + i))];
  return candidates.some(
    (c) =>
      sha256(material.slice(0, at) + JSON.stringify(c).slice(1, -1) + material.slice(at + 1)) === row.hash,
  );
}

/** What one office's chain needs; nothing is written. */
export async function planOfficeRepair(db: Executor, officeId: number): Promise<OfficeRepair> {
  const rows = await db
    .select()
    .from(officeAuditLog)
    .where(eq(officeAuditLog.officeId, officeId))
    .orderBy(asc(officeAuditLog.seq));
  const repairs: RowRepair[] = [];
  let storedPrev = GENESIS;
  let newPrev = GENESIS;
  for (const [index, row] of rows.entries()) {
    if (row.seq !== index + 1)
      return { officeId, repairs: [], refused: { seq: index + 1, reason: 'a row is missing' } };
    if (row.prevHash !== storedPrev) {
      return {
        officeId,
        repairs: [],
        refused: { seq: row.seq, reason: 'the link to the previous row is broken' },
      };
    }
    let reason: RowRepair['reason'] = 're-linked after a repaired row';
    if (auditHash(row) !== row.hash) {
      if (!auditMaterial(row).includes(REPLACEMENT)) {
        return { officeId, repairs: [], refused: { seq: row.seq, reason: 'the row was altered' } };
      }
      reason = provedByOneCharacter(row) ? 'text stored as U+FFFD (proved)' : 'text stored as U+FFFD';
    }
    const newHash = auditHash({ ...row, prevHash: newPrev });
    if (newHash !== row.hash || newPrev !== row.prevHash) {
      repairs.push({ seq: row.seq, reason, oldHash: row.hash, newHash, newPrevHash: newPrev });
    }
    storedPrev = row.hash;
    newPrev = newHash;
  }
  return { officeId, repairs, refused: null };
}

/**
 * Plans and, with `apply`, writes the repair of one office in one transaction: the append-only trigger is
 * switched off only inside it (ALTER TABLE is transactional), and the office's chain lock keeps writers out.
 */
export async function repairOffice(db: Executor, officeId: number, apply: boolean): Promise<OfficeRepair> {
  if (!apply) return planOfficeRepair(db, officeId);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_LOCK}, ${officeId}::int)`);
    const plan = await planOfficeRepair(tx, officeId);
    if (plan.refused || !plan.repairs.length) return plan;
    await tx.execute(sql`alter table office_audit_log disable trigger office_audit_log_no_update`);
    for (const repair of plan.repairs) {
      await tx
        .update(officeAuditLog)
        .set({ hash: repair.newHash, prevHash: repair.newPrevHash })
        .where(sql`${officeAuditLog.officeId} = ${officeId} and ${officeAuditLog.seq} = ${repair.seq}`);
    }
    await tx.execute(sql`alter table office_audit_log enable trigger office_audit_log_no_update`);
    return plan;
  });
}

async function main(): Promise<number> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    process.stderr.write('Set DATABASE_URL to the database to repair.\n');
    return 2;
  }
  const apply = process.argv.includes('--apply');
  const flag = process.argv.indexOf('--office');
  const database = connectDatabase(url, 2);
  try {
    const all = await database.db
      .select({ id: offices.id, pid: offices.pid })
      .from(offices)
      .orderBy(offices.id);
    const chosen = flag >= 0 ? all.filter((o) => o.pid === process.argv[flag + 1]) : all;
    if (!chosen.length) {
      process.stderr.write('No such office.\n');
      return 2;
    }
    let stillBroken = false;
    for (const office of chosen) {
      const result = await repairOffice(database.db, office.id, apply);
      if (result.refused) {
        stillBroken = true;
        process.stdout.write(
          `office ${office.pid}: NOT repaired, row ${result.refused.seq}: ${result.refused.reason}\n`,
        );
      }
      for (const r of result.repairs) {
        process.stdout.write(
          `office ${office.pid} row ${r.seq}: ${apply ? 're-chained' : 'would re-chain'} (${r.reason}) ${r.oldHash.slice(0, 12)}… → ${r.newHash.slice(0, 12)}…\n`,
        );
      }
    }
    if (!apply) process.stdout.write('Dry run: nothing was written; add --apply to write these changes.\n');
    return stillBroken ? 1 : 0;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`audit-repair failed: ${(error as Error).message}\n`);
      process.exit(2);
    },
  );
}
