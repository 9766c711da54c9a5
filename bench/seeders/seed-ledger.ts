// Seeds a large ledger quickly, then times the ledger check over it.
// Run: DATABASE_URL=postgres://... npx tsx bench/seeders/seed-ledger.ts [entries] [wallets]
// Defaults: 1,000,000 entries over 1,000 wallets. Prints one JSON line: seed and check times, and the verdict.
// Use a database made for the bench: it migrates it, adds bench users, movements and entries (in SQL, in
// batches, one transaction), sets each wallet's stored balance from its entries, then runs the same check
// as ledger-check.ts.
import { sql } from 'drizzle-orm';
import { connectDatabase, migrateDatabase, type Tx } from '../../apps/server/src/db/client.ts';
import { SYSTEM_ACCOUNTS } from '../../apps/server/src/modules/wallet/ledger.ts';
import { checkLedger } from '../../apps/server/src/modules/wallet/ledger-audit.ts';

const BATCH = 100_000; // movements per statement, two entries each

/** Bench users and wallets, then `movements` balanced movements spread over them, in plain SQL. */
async function seed(tx: Tx, run: string, movements: number, wallets: number): Promise<void> {
  await tx.execute(sql`
    insert into users (pid, first_name, last_name, referral_code)
    select 'bench' || ${run} || g, 'کاربر', 'آزمون', upper(substr(md5(${run} || g), 1, 12))
    from generate_series(1, ${wallets}::int) g`);
  await tx.execute(sql`
    insert into wallet_accounts (code, user_id, kind)
    select 'user:' || id, id, 'user' from users where pid like ${`bench${run}%`}`);
  const ids = sql`(select array_agg(a.id order by a.id) from wallet_accounts a
    join users u on u.id = a.user_id where u.pid like ${`bench${run}%`})`;
  for (let from = 1; from <= movements; from += BATCH) {
    const to = Math.min(movements, from + BATCH - 1);
    await tx.execute(sql`
      with accounts as (select ${ids} as ids),
      m as (
        insert into ledger_movements (pid, kind, idempotency_key, amount, description, created_at)
        select 'b' || ${run} || g, 'adjustment', 'bench:' || ${run} || ':' || g, 1 + g % 100, 'بار آزمایشی',
          now() - (g % 1000) * interval '1 minute'
        from generate_series(${from}::int, ${to}::int) g
        returning id, amount
      )
      insert into ledger_entries (movement_id, account_id, bucket, amount)
      select m.id, accounts.ids[1 + (m.id % array_length(accounts.ids, 1))], 'available', m.amount from m, accounts
      union all
      select m.id, ${SYSTEM_ACCOUNTS.rewards}, 'available', -m.amount from m`);
  }
  await tx.execute(sql`
    update wallet_accounts a set balance = s.total
    from (select account_id, sum(amount) as total from ledger_entries group by account_id) s
    where s.account_id = a.id and a.kind = 'user'`);
}

const entries = Number(process.argv[2] ?? 1_000_000);
const wallets = Number(process.argv[3] ?? 1_000);
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('Set DATABASE_URL to a database made for the bench.');
  process.exit(2);
}

const database = connectDatabase(url, 2);
try {
  await migrateDatabase(database);
  const movements = Math.ceil(entries / 2);
  const started = performance.now();
  await database.db.transaction(async (tx) => {
    // One commit, not flushed synchronously. As a superuser, foreign-key triggers are skipped too
    // (the rows are consistent by construction); otherwise they run and the seed is slower.
    await tx.execute(sql`set local synchronous_commit = off`);
    await tx.execute(sql`savepoint fast`);
    await tx
      .execute(sql`set local session_replication_role = replica`)
      .catch(() => tx.execute(sql`rollback to savepoint fast`));
    await seed(tx, Date.now().toString(36), movements, wallets);
  });
  const seedMs = Math.round(performance.now() - started);
  const report = await checkLedger(database.db);
  console.log(
    JSON.stringify({
      seeded_entries: movements * 2,
      wallets,
      seed_ms: seedMs,
      ledger_entries_total: report.entries,
      check_ms: report.duration_ms,
      ok: report.ok,
      mismatches: report.mismatches.length,
    }),
  );
} finally {
  await database.close();
}
