import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';

/**
 * Guards the pool against the deadlock of issue 19: code inside `db.transaction` that queries through the pool
 * instead of `tx` waits for a second connection while its first holds row locks. Ten such requests at once
 * take every connection and wait on each other forever. Inside a transaction's callback the pool refuses work,
 * so the mistake fails the one request (and its test) instead of the whole process.
 */
const openTransaction = new AsyncLocalStorage<{ open: boolean }>();

export class PoolInsideTransactionError extends Error {
  constructor() {
    super('A query went to the connection pool inside a transaction; pass the transaction (tx) instead.');
    this.name = 'PoolInsideTransactionError';
  }
}

function assertOutsideTransaction(): void {
  if (openTransaction.getStore()?.open) throw new PoolInsideTransactionError();
}

/** Runs a transaction's callback marked as inside it; work it leaves behind is free once it ends. */
export async function insideTransaction<T>(callback: () => Promise<T>): Promise<T> {
  const state = { open: true };
  try {
    return await openTransaction.run(state, callback);
  } finally {
    state.open = false;
  }
}

/** Makes the pool's own `query` and `connect` refuse to run inside a transaction's callback. */
export function guardPool(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  Object.assign(pool, {
    query: (...args: unknown[]) => {
      assertOutsideTransaction();
      return query(...args);
    },
    connect: (...args: unknown[]) => {
      assertOutsideTransaction();
      return connect(...args);
    },
  });
}

/** Starts work that runs beside an open transaction, not inside it (a concurrent request in a test). */
export function outsideTransaction<T>(work: () => T): T {
  return openTransaction.exit(work);
}
