import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle; services accept `Db | Tx` so a caller can make several steps one transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the pool or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

export function connectDatabase(url: string, max = 10): Database {
  // JIT compiling pays off for long analytic queries, never for ours: on a large office's case search it
  // added tens of milliseconds to a query that runs in a few.
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000, options: '-c jit=off' });
  // An idle client that loses its connection emits here; without a listener it would crash the process.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return { db, pool, close: () => pool.end() };
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

/** Applies the migrations once even when several processes start together. */
export async function migrateDatabase(database: Database): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(7243101)');
    await migrate(database.db, { migrationsFolder: findMigrationsDir() });
  } finally {
    await client.query('SELECT pg_advisory_unlock(7243101)').catch(() => undefined);
    client.release();
  }
}
