import type { Tokens } from '@/lib/auth/token-storage';
import { isRecord } from '@/lib/is-record';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The tokens of a refresh answer wherever the server put them (product-spec section 7):
 * `access_token` or `access`, at the top level or nested in `result` or `data`.
 */
export function readTokens(body: unknown): Tokens | null {
  const candidates = isRecord(body) ? [body.result, body.data, body] : [];
  for (const candidate of candidates) {
    if (!isRecord(candidate)) continue;
    const accessToken = text(candidate.access_token) ?? text(candidate.access);
    if (accessToken) {
      return { accessToken, refreshToken: text(candidate.refresh_token) ?? text(candidate.refresh) };
    }
  }
  return null;
}
