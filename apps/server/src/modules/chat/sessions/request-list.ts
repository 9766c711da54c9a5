import type { zChatRequestListQuery } from '@vakilyar/contract';
import { and, asc, count, desc, eq, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { orderingFor, pageWindow } from '../../../core/paging.ts';
import type { Db } from '../../../db/client.ts';
import type { Actor } from '../../auth/actor.ts';
import { chatRequests as r } from '../tables/sessions.ts';
import { presentRequests } from './request-present.ts';

type ListQuery = z.output<typeof zChatRequestListQuery>;

export interface ListRequestsOptions {
  pendingForConsultant?: boolean;
}

/** The caller's requests, as client, consultant or either; or the consultant's pending inbox. */
export async function listRequests(
  db: Db,
  actor: Actor,
  query: ListQuery,
  options: ListRequestsOptions = {},
) {
  const me = actor.userId;
  const where = and(
    options.pendingForConsultant
      ? and(eq(r.consultantId, me), eq(r.status, 'pending'))
      : query.role === 'client'
        ? eq(r.clientId, me)
        : query.role === 'consultant'
          ? eq(r.consultantId, me)
          : or(eq(r.clientId, me), eq(r.consultantId, me)),
    query.status && !options.pendingForConsultant ? eq(r.status, query.status) : undefined,
  ) as SQL;
  const order = orderingFor(
    { created_at: r.createdAt, expires_at: r.expiresAt, status: r.status },
    query.ordering,
    options.pendingForConsultant ? [asc(r.expiresAt), asc(r.id)] : [desc(r.createdAt), desc(r.id)],
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(r)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(r).where(where),
  ]);
  return { count: total?.n ?? 0, results: await presentRequests(db, rows, me) };
}
