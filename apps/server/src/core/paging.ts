import type { PageQuery } from '@vakilyar/contract';
import { asc, type Column, desc, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { fieldError } from './errors.ts';
import { t } from './messages.ts';

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** LIMIT and OFFSET of a `zPageQuery` page. */
export const pageWindow = (query: Pick<PageQuery, 'page' | 'page_size'>) => ({
  limit: query.page_size,
  offset: (query.page - 1) * query.page_size,
});

/** The list envelope of api-conventions.md, with absolute next/previous links that keep the other parameters. */
export function toPage<T>(request: FastifyRequest, query: PageQuery, count: number, results: T[]): Page<T> {
  const link = (page: number) => {
    const url = new URL(request.url, `${request.protocol}://${request.host}`);
    url.searchParams.set('page', String(page));
    return url.toString();
  };
  return {
    count,
    next: query.page * query.page_size < count ? link(query.page + 1) : null,
    previous: query.page > 1 ? link(query.page - 1) : null,
    results,
  };
}

/**
 * `?ordering=field` or `-field` against the fields a list allows; an unknown field is a 400, never ignored.
 * Without one, the list's default order applies.
 */
export function orderingFor(
  allowed: Record<string, Column | SQL>,
  ordering: string | undefined,
  fallback: SQL[],
): SQL[] {
  if (!ordering) return fallback;
  const descending = ordering.startsWith('-');
  const column = allowed[descending ? ordering.slice(1) : ordering];
  if (!column) throw fieldError('ordering', t.unknownOrdering);
  return [descending ? desc(column) : asc(column)];
}
