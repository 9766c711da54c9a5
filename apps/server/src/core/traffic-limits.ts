import { createSecretKey } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { jwtVerify } from 'jose';
import { bearerToken } from './auth-guard.ts';

export interface TrafficLimits {
  /** Requests a minute for one signed-in user, whatever address they come from. */
  perUser: number;
  /** Requests a minute for one address without a valid sign-in: far above what an office's pages make. */
  perAddress: number;
}

/**
 * The general limit's key (decision 012): a signed-in caller is counted as themselves, so twenty people of
 * one office behind one address never share a budget; anyone else is counted by address. The access
 * token's signature is checked (cheap, no database) so a forged token cannot buy a fresh budget.
 */
export function trafficKeys(secret: string, limits: TrafficLimits) {
  const key = createSecretKey(Buffer.from(secret));
  const verified = new Map<string, string>();

  async function keyOf(request: FastifyRequest): Promise<string> {
    const token = bearerToken(request);
    if (token) {
      const cached = verified.get(token);
      if (cached) return cached;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub === 'string') {
          const userKey = `user:${payload.sub}`;
          // A small memo of recent tokens: a page's ten calls verify the signature once.
          if (verified.size > 10_000) verified.clear();
          verified.set(token, userKey);
          return userKey;
        }
      } catch {
        // An expired or forged token is counted by address, like any anonymous call.
      }
    }
    return `ip:${request.ip}`;
  }

  const maxOf = (_request: FastifyRequest, key: string) =>
    key.startsWith('user:') ? limits.perUser : limits.perAddress;

  return { keyOf, maxOf };
}
