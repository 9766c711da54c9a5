/** The PostgreSQL error code of a failed query, whether drizzle wrapped the driver's error or not. */
export function pgCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = typeof e?.code === 'string' ? e.code : e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

export const isUniqueViolation = (error: unknown) => pgCode(error) === '23505';
export const isForeignKeyViolation = (error: unknown) => pgCode(error) === '23503';

/**
 * PostgreSQL or the pool could not serve in time: no free connection within the acquisition timeout, a
 * statement cancelled by `statement_timeout`, a transaction ended by `idle_in_transaction_session_timeout`.
 */
export function isDatabaseBusy(error: unknown): boolean {
  const code = pgCode(error);
  if (code === '57014' || code === '25P03') return true;
  const e = error as { message?: unknown; cause?: { message?: unknown } } | null;
  return [e?.message, e?.cause?.message].some(
    (message) => typeof message === 'string' && message.startsWith('timeout exceeded when trying to connect'),
  );
}
