// The ledger check command: recomputes every balance from the ledger and prints the differences.
// Run: DATABASE_URL=postgres://... npx tsx apps/server/src/modules/wallet/ledger-check.ts
// Exit code 0 when the ledger is sound, 1 when it found a difference, 2 without DATABASE_URL.
// Not imported by the server: bundled, its start-up check would run inside the server's own entry.
import { connectDatabase } from '../../db/client.ts';
import { checkLedger } from './ledger-audit.ts';

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('Set DATABASE_URL to the database to check.');
    process.exit(2);
  }
  const database = connectDatabase(url, 2);
  try {
    const report = await checkLedger(database.db);
    console.log(JSON.stringify(report, null, 2));
    process.exitCode = report.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

await main();
