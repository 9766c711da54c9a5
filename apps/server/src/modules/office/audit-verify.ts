/**
 * Verifies the hash chain of the offices' audit logs.
 *
 *   DATABASE_URL=postgres://... npx tsx apps/server/src/modules/office/audit-verify.ts [--office <office pid>]
 *
 * Exits 0 when every row still hashes to what was written and links to the row before it, 1 when a row was
 * altered or removed (the first broken row is printed), 2 on a usage or connection error.
 */
import { eq } from 'drizzle-orm';
import { connectDatabase } from '../../db/client.ts';
import { verifyAuditChain } from './audit-chain.ts';
import { offices } from './tables/offices.ts';

async function main(): Promise<number> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    process.stderr.write('Set DATABASE_URL to the database to check.\n');
    return 2;
  }
  const flag = process.argv.indexOf('--office');
  const officePid = flag >= 0 ? process.argv[flag + 1] : undefined;
  const database = connectDatabase(url, 2);
  try {
    let officeId: number | undefined;
    if (officePid) {
      const [office] = await database.db
        .select({ id: offices.id })
        .from(offices)
        .where(eq(offices.pid, officePid));
      if (!office) {
        process.stderr.write(`No office ${officePid}.\n`);
        return 2;
      }
      officeId = office.id;
    }
    const report = await verifyAuditChain(database.db, officeId);
    if (report.valid) {
      process.stdout.write(`audit chain intact: ${report.checked} rows verified\n`);
      return 0;
    }
    const at = report.brokenAt;
    const [office] = at
      ? await database.db.select({ pid: offices.pid }).from(offices).where(eq(offices.id, at.officeId))
      : [];
    process.stdout.write(
      `audit chain BROKEN at office ${office?.pid} row ${at?.seq}: ${at?.reason} (${report.checked} rows verified before it)\n`,
    );
    return 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`audit-verify failed: ${(error as Error).message}\n`);
    process.exit(2);
  },
);
