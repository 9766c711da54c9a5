import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';
import { guardPool, insideTransaction } from './transaction-guard.ts';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle; services accept `Db | Tx` so a caller can make several steps one transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the pool or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  pool: pg.Pool;
  url: string;
  close(): Promise<void>;
}

/** How long anything may wait on PostgreSQL before it fails (and the process keeps serving). */
export interface PoolLimits {
  /** Waiting for a free connection of the pool. */
  acquireTimeoutMs: number;
  /** One statement, lock waits included. 0 turns it off (migrations, maintenance). */
  statementTimeoutMs: number;
  /** A transaction left open without a statement running. */
  idleInTransactionTimeoutMs: number;
}

export const DEFAULT_POOL_LIMITS: PoolLimits = {
  acquireTimeoutMs: 5_000,
  statementTimeoutMs: 20_000,
  idleInTransactionTimeoutMs: 30_000,
};

export function connectDatabase(url: string, max = 10, limits: Partial<PoolLimits> = {}): Database {
  const { acquireTimeoutMs, statementTimeoutMs, idleInTransactionTimeoutMs } = {
    ...DEFAULT_POOL_LIMITS,
    ...limits,
  };
  // JIT compiling pays off for long analytic queries, never for ours: on a large office's case search it
  // added tens of milliseconds to a query that runs in a few.
  const options = [
    '-c jit=off',
    `-c statement_timeout=${statementTimeoutMs}`,
    `-c idle_in_transaction_session_timeout=${idleInTransactionTimeoutMs}`,
  ].join(' ');
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: acquireTimeoutMs,
    options,
  });
  // An idle client that loses its connection emits here; without a listener it would crash the process.
  pool.on('error', () => undefined);
  guardPool(pool);
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  const transaction = db.transaction.bind(db);
  db.transaction = ((callback, config) =>
    transaction((tx) => insideTransaction(() => callback(tx)), config)) as Db['transaction'];
  return { db, pool, url, close: () => pool.end() };
}

/** The committed drizzle-kit migrations: the nearest `drizzle/` above this file, from src/ or from dist/. */
function findMigrationsDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'drizzle', 'meta', '_journal.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('The drizzle migrations folder was not found.');
    dir = parent;
  }
  return join(dir, 'drizzle');
}

/** The advisory lock held while a process migrates or loads demo data. */
export const SCHEMA_LOCK = 7243101;

/**
 * Applies the migrations once even when several processes start together, on connections of their own
 * without a statement timeout (a migration may rewrite a large table).
 */
export async function migrateDatabase(database: Database): Promise<void> {
  const own = connectDatabase(database.url, 2, { statementTimeoutMs: 0, idleInTransactionTimeoutMs: 0 });
  const client = await own.pool.connect();
  try {
    await client.query(`SELECT pg_advisory_lock(${SCHEMA_LOCK})`);
    await migrate(own.db, { migrationsFolder: findMigrationsDir() });
  } finally {
    await client.query(`SELECT pg_advisory_unlock(${SCHEMA_LOCK})`).catch(() => undefined);
    client.release();
    await own.close();
  }
}
