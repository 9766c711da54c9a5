import { randomUUID } from 'node:crypto';
import type { Permission } from '@vakilyar/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requirePermission } from '../../core/auth-guard.ts';
import { fieldError } from '../../core/errors.ts';
import { walletTexts } from './wallet.messages.ts';

/** For OpenAPI: the optional header of every money-moving POST (other headers pass through untouched). */
export const zIdempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .optional()
    .describe(
      'The same key sent again (even at the same time) returns the first answer and moves money once.',
    ),
});

const KEY = /^[\x21-\x7e]{1,128}$/;

/** The request's Idempotency-Key, checked: printable ASCII without spaces, at most 128 characters. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return undefined;
  const key = Array.isArray(value) ? value[0] : value;
  if (!key || !KEY.test(key)) throw fieldError('Idempotency-Key', walletTexts.badIdempotencyKey);
  return key;
}

/**
 * The ledger key of one user's operation: the client's key, scoped by operation and user so keys of
 * different people or actions never meet; without one, a fresh key (the request is not deduplicated).
 */
export const operationKey = (operation: string, userId: number, clientKey: string | undefined) =>
  `${operation}:${userId}:${clientKey ?? `auto-${randomUUID()}`}`;

/** The address the browser and the gateway reach us at: PUBLIC_URL, else the request's own origin. */
export function publicOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}

export const iso = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);

/** Route options of a signed-in call that needs a permission: a valid Bearer token, then the code. */
export const guard = (app: FastifyInstance, permission: Permission) => ({
  onRequest: app.authenticate,
  preHandler: requirePermission(permission),
});
