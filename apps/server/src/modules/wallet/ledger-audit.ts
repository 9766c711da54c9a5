import type { LedgerCheckReport } from '@vakilyar/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

interface AccountRow extends Record<string, unknown> {
  code: string;
  kind: string;
  user_pid: string | null;
  balance: string;
  held: string;
  ledger_balance: string;
  ledger_held: string;
}

/**
 * Recomputes every wallet's balance and held coins from the ledger entries and reports each difference,
 * every movement whose entries do not sum to zero, and the system accounts' balances.
 */
export async function checkLedger(db: Executor): Promise<LedgerCheckReport> {
  const started = performance.now();
  // One statement, one snapshot: stored balances and entry sums are read at the same instant.
  const accounts = await db.execute<AccountRow>(sql`
    with sums as (
      select account_id,
        coalesce(sum(amount) filter (where bucket = 'available'), 0) as available,
        coalesce(sum(amount) filter (where bucket = 'held'), 0) as held
      from ledger_entries group by account_id
    )
    select a.code, a.kind, u.pid as user_pid, a.balance, a.held,
      coalesce(s.available, 0) as ledger_balance, coalesce(s.held, 0) as ledger_held
    from wallet_accounts a
    left join sums s on s.account_id = a.id
    left join users u on u.id = a.user_id
    where a.kind = 'system' or a.balance <> coalesce(s.available, 0) or a.held <> coalesce(s.held, 0)
    order by a.id`);
  const unbalanced = await db.execute<{ pid: string; sum: string }>(sql`
    select m.pid, coalesce(sum(e.amount), 0) as sum
    from ledger_movements m left join ledger_entries e on e.movement_id = m.id
    group by m.id having coalesce(sum(e.amount), 0) <> 0 or count(e.id) < 2
    order by m.id limit 100`);
  const [totals] = (
    await db.execute<{ entries: string; total: string; movements: string; wallets: string }>(sql`
      select (select count(*) from ledger_entries) as entries,
        (select coalesce(sum(amount), 0) from ledger_entries) as total,
        (select count(*) from ledger_movements) as movements,
        (select count(*) from wallet_accounts where kind = 'user') as wallets`)
  ).rows;

  const mismatches = accounts.rows
    .filter((a) => a.kind !== 'system')
    .map((a) => ({
      account: a.code,
      user_pid: a.user_pid,
      stored_balance: Number(a.balance),
      ledger_balance: Number(a.ledger_balance),
      stored_held: Number(a.held),
      ledger_held: Number(a.ledger_held),
    }));
  const systemBalances = Object.fromEntries(
    accounts.rows.filter((a) => a.kind === 'system').map((a) => [a.code, Number(a.ledger_balance)]),
  );
  const total = Number(totals?.total ?? 0);
  const unbalancedMovements = unbalanced.rows.map((m) => ({ pid: m.pid, sum: Number(m.sum) }));
  return {
    ok: mismatches.length === 0 && unbalancedMovements.length === 0 && total === 0,
    accounts_checked: Number(totals?.wallets ?? 0),
    entries: Number(totals?.entries ?? 0),
    movements: Number(totals?.movements ?? 0),
    total,
    mismatches,
    unbalanced_movements: unbalancedMovements,
    system_balances: systemBalances,
    duration_ms: Math.round(performance.now() - started),
  };
}
