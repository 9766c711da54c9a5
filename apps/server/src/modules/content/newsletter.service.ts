import type { NewsletterListQuery } from '@vakilyar/contract';
import { and, asc, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { csvDocument } from '../../core/csv.ts';
import { orderingFor, pageWindow } from '../../core/paging.ts';
import type { Executor } from '../../db/client.ts';
import { contains } from '../office/search-sql.ts';
import { iso } from './route-kit.ts';
import { newsletterSubscribers as subscribers } from './tables/messages.ts';

/**
 * Subscribes an address. Idempotent: a subscribed address stays as it was; an unsubscribed one is
 * subscribed again from now. The caller answers the same whatever happened.
 */
export async function subscribe(db: Executor, email: string) {
  await db
    .insert(subscribers)
    .values({ email })
    .onConflictDoUpdate({
      target: subscribers.email,
      set: {
        subscribedAt: sql`case when ${subscribers.unsubscribedAt} is null then ${subscribers.subscribedAt} else now() end`,
        unsubscribedAt: null,
      },
    });
}

/** Unsubscribes an address if it is subscribed; an unknown address changes nothing and is not revealed. */
export async function unsubscribe(db: Executor, email: string) {
  await db
    .update(subscribers)
    .set({ unsubscribedAt: sql`now()` })
    .where(and(eq(subscribers.email, email), isNull(subscribers.unsubscribedAt)));
}

function filterOf(query: Pick<NewsletterListQuery, 'status' | 'search'>): SQL | undefined {
  const text = query.search?.trim().toLowerCase();
  return and(
    query.status === 'subscribed' ? isNull(subscribers.unsubscribedAt) : undefined,
    query.status === 'unsubscribed' ? isNotNull(subscribers.unsubscribedAt) : undefined,
    text ? contains(subscribers.email, text) : undefined,
  );
}

const present = (row: typeof subscribers.$inferSelect) => ({
  email: row.email,
  status: row.unsubscribedAt ? ('unsubscribed' as const) : ('subscribed' as const),
  subscribed_at: row.subscribedAt.toISOString(),
  unsubscribed_at: iso(row.unsubscribedAt),
});

/** Newest subscriptions first; `status` and `search` (part of the address) filter. */
export async function listSubscribers(db: Executor, query: NewsletterListQuery) {
  const where = filterOf(query);
  const order = orderingFor(
    { email: subscribers.email, subscribed_at: subscribers.subscribedAt },
    query.ordering,
    [desc(subscribers.subscribedAt), desc(subscribers.id)],
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(subscribers)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(subscribers).where(where),
  ]);
  return { count: total?.n ?? 0, results: rows.map(present) };
}

/** Every matching subscriber as CSV, oldest first; UTF-8 with a BOM so spreadsheet programs read it right. */
export async function subscribersCsv(db: Executor, query: Pick<NewsletterListQuery, 'status' | 'search'>) {
  const rows = await db
    .select()
    .from(subscribers)
    .where(filterOf(query))
    .orderBy(asc(subscribers.subscribedAt), asc(subscribers.id));
  return csvDocument([
    ['email', 'status', 'subscribed_at', 'unsubscribed_at'],
    ...rows.map(present).map((s) => [s.email, s.status, s.subscribed_at, s.unsubscribed_at ?? '']),
  ]);
}
