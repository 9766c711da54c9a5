import { IDEMPOTENCY_HEADER } from '@vakilyar/contract';
import { useCallback, useRef } from 'react';
import { isApiError } from '@/lib/api/api-error';

/** A fresh key; crypto.randomUUID needs a secure context, so plain HTTP falls back to random bytes. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The header of a money-moving POST: the same key twice moves money once. */
export const idempotencyHeaders = (key: string) => ({ [IDEMPOTENCY_HEADER]: key });

/**
 * Whether a failed attempt may be sent again with the same key: only when no answer came back
 * (network) or the server broke (5xx). A refusal (400, 402, 409) was final: the next try is a new action.
 */
export function isRetryableFailure(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.type === 'network_error' || error.type === 'server_error';
}

/**
 * One key per user action: `keyFor(action)` answers the same key for the same action (the same
 * package, the same body) until `settle` says it ended (success, or a refusal that a retry would
 * only repeat); a retry after a network failure or a 5xx reuses it, so money moves once.
 */
export function useIdempotencyKey() {
  const current = useRef<{ action: string; key: string } | null>(null);
  const keyFor = useCallback((action: string) => {
    if (current.current?.action !== action) current.current = { action, key: newIdempotencyKey() };
    return current.current.key;
  }, []);
  const settle = useCallback((error?: unknown) => {
    if (error === undefined || !isRetryableFailure(error)) current.current = null;
  }, []);
  return { keyFor, settle };
}
