// The platform's people as an office sees them: masked mobiles, the directory search, the lawyers' list.
import { normalizeIranMobile, type PageQuery } from '@vakilyar/contract';
import { and, asc, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { pageWindow } from '../../core/paging.ts';
import type { Executor } from '../../db/client.ts';
import { userRoles, users } from '../auth/auth.tables.ts';
import type { Caller } from './access.ts';
import { foldedSearch } from './search-sql.ts';
import { offices } from './tables/offices.ts';

export const maskMobile = (mobile: string | null) =>
  mobile ? `${mobile.slice(0, 4)}***${mobile.slice(-4)}` : '';
/** A name or a mobile number typed into a directory search. */
export function peopleSearch(raw: string | undefined): SQL | undefined {
  const mobile = raw ? normalizeIranMobile(raw.trim()) : null;
  if (mobile) return eq(users.phone, mobile);
  return foldedSearch([sql`${users.firstName} || ' ' || ${users.lastName}`], raw);
}

/**
 * Secretaries of the lawyer's office. The lawyer invites one by mobile (a new number gets an account that
 * signs in by one-time code); they join when they accept, and removing the row ends every access at once.
 */

/** Lawyers of the platform, to add one to a case as co-counsel. */
export async function lawyersDirectory(db: Executor, caller: Caller, query: PageQuery) {
  const where = and(
    isNull(users.deletedAt),
    peopleSearch(query.search),
    sql`${users.id} <> ${caller.userId}`,
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        pid: users.pid,
        first_name: users.firstName,
        last_name: users.lastName,
        phone: users.phone,
        office: { pid: offices.pid, name: offices.name },
      })
      .from(users)
      .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, 'lawyer')))
      .leftJoin(offices, eq(offices.ownerId, users.id))
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
      office: r.office?.pid ? { pid: r.office.pid, name: r.office.name ?? '' } : null,
      in_my_office: false,
    })),
  };
}
