// The platform's people as an office sees them: masked mobiles, the directory search, the lawyers' list.
import { normalizeIranMobile, type PageQuery } from '@vakilyar/contract';
import { and, asc, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { pageWindow } from '../../core/paging.ts';
import type { Executor } from '../../db/client.ts';
import { userRoles, users } from '../auth/auth.tables.ts';
import type { Caller } from './access.ts';
import { foldedForSearch, foldedSearch, searchWords } from './search-sql.ts';

export const maskMobile = (mobile: string | null) =>
  mobile ? `${mobile.slice(0, 4)}***${mobile.slice(-4)}` : '';
/** A name or a mobile number typed into a search of the office's own people. */
export function peopleSearch(raw: string | undefined): SQL | undefined {
  const mobile = raw ? normalizeIranMobile(raw.trim()) : null;
  if (mobile) return eq(users.phone, mobile);
  return foldedSearch([sql`${users.firstName} || ' ' || ${users.lastName}`], raw);
}

/**
 * Who a search of the platform's directory names: one person by their exact mobile number, or by their whole name (first
 * and last, spelled either way). Anything less (no query, one word, part of a name) names no one, so the
 * platform's lawyers and secretaries cannot be listed by browsing (issue 19).
 */
export function personNamed(raw: string | undefined): SQL | undefined {
  const mobile = raw ? normalizeIranMobile(raw.trim()) : null;
  if (mobile) return eq(users.phone, mobile);
  const words = searchWords(raw);
  if (words.length < 2) return undefined;
  return eq(foldedForSearch(sql`${users.firstName} || ' ' || ${users.lastName}`), words.join(' '));
}

/**
 * Secretaries of the lawyer's office. The lawyer invites one by mobile (a new number gets an account that
 * signs in by one-time code); they join when they accept, and removing the row ends every access at once.
 */

/** Lawyers of the platform, to add one to a case as co-counsel; without their offices. */
export async function lawyersDirectory(db: Executor, caller: Caller, query: PageQuery) {
  const named = personNamed(query.search);
  if (!named) return { count: 0, results: [] };
  const where = and(isNull(users.deletedAt), named, sql`${users.id} <> ${caller.userId}`);
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        pid: users.pid,
        first_name: users.firstName,
        last_name: users.lastName,
        phone: users.phone,
      })
      .from(users)
      .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, 'lawyer')))
      .where(where)
      .orderBy(asc(users.lastName), asc(users.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(users)
      .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, 'lawyer')))
      .where(where),
  ]);
  return {
    count: total?.n ?? 0,
    results: rows.map((r) => ({
      pid: r.pid,
      first_name: r.first_name,
      last_name: r.last_name,
      mobile_masked: maskMobile(r.phone),
      office: null,
      in_my_office: false,
    })),
  };
}
