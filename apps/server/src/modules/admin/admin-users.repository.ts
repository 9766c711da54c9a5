import {
  type AdminUser,
  type AdminUserDetail,
  normalizeIranMobile,
  type PageQuery,
  ROLES,
  type Role,
} from '@vakilyar/contract';
import { and, count, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { notFound } from '../../core/errors.ts';
import { orderingFor, pageWindow } from '../../core/paging.ts';
import type { Executor } from '../../db/client.ts';
import { sessions, userRoles, users } from '../auth/auth.tables.ts';
import { contains, foldedForSearch, searchWords } from '../office/search-sql.ts';
import { officeSecretaries, offices } from '../office/tables/offices.ts';
import { readWallet } from '../wallet/ledger.ts';
import { adminTexts } from './admin.messages.ts';
import { adminUserBlocks } from './admin.tables.ts';

export interface UsersFilter {
  search?: string;
  role?: Role;
  is_active?: boolean;
}

const rolesOf = sql<Role[]>`coalesce((
  select array_agg(${userRoles.role} order by ${userRoles.role}) from ${userRoles}
  where ${userRoles.userId} = ${users.id}), '{}')`;
const lastSignInAt = sql<Date | null>`(
  select max(${sessions.createdAt}) from ${sessions} where ${sessions.userId} = ${users.id})`;

const listSelection = {
  id: users.id,
  pid: users.pid,
  firstName: users.firstName,
  lastName: users.lastName,
  phone: users.phone,
  email: users.email,
  createdAt: users.createdAt,
  roles: rolesOf,
  lastSignInAt,
  blockedAt: adminUserBlocks.createdAt,
};

type ListRow = {
  pid: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  email: string | null;
  createdAt: Date;
  roles: Role[];
  lastSignInAt: Date | string | null;
  blockedAt: Date | null;
};

// A subquery's timestamp comes back as text: drizzle maps only selected columns to Dates.
const isoOf = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Roles in the contract's order, whatever order the database gave. */
const sortRoles = (roles: Role[]) => ROLES.filter((role) => roles.includes(role));

function presentUser(row: ListRow): AdminUser {
  return {
    pid: row.pid,
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone,
    email: row.email,
    roles: sortRoles(row.roles),
    is_active: row.blockedAt === null,
    created_at: row.createdAt.toISOString(),
    last_sign_in_at: isoOf(row.lastSignInAt),
  };
}

function conditionsOf(filter: UsersFilter): SQL[] {
  const conditions: SQL[] = [isNull(users.deletedAt)];
  const words = searchWords(filter.search);
  if (words.length) {
    const haystack = foldedForSearch(
      sql`concat_ws(' ', ${users.firstName}, ${users.lastName}, ${users.phone}, ${users.email})`,
    );
    const everyWord = and(...words.map((word) => contains(haystack, word))) as SQL;
    // «+98 912 000 0004» or «۹۱۲۰۰۰۰۰۰۴» names a number exactly, whatever its written form.
    const mobile = filter.search ? normalizeIranMobile(filter.search) : null;
    conditions.push(mobile ? (or(everyWord, eq(users.phone, mobile)) as SQL) : everyWord);
  }
  if (filter.role) {
    conditions.push(
      sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = ${filter.role})`,
    );
  }
  if (filter.is_active !== undefined) {
    conditions.push(
      filter.is_active ? isNull(adminUserBlocks.userId) : sql`${adminUserBlocks.userId} is not null`,
    );
  }
  return conditions;
}

const ORDERINGS = {
  created_at: users.createdAt,
  last_name: users.lastName,
  first_name: users.firstName,
  phone: users.phone,
  last_sign_in_at: lastSignInAt,
};

/** Live users (not deleted), newest first unless `ordering` says otherwise. */
export async function listUsers(db: Executor, query: PageQuery & UsersFilter) {
  const where = and(...conditionsOf(query));
  const order = orderingFor(ORDERINGS, query.ordering, [desc(users.createdAt)]);
  const { limit, offset } = pageWindow(query);
  const [counted] = await db
    .select({ count: count() })
    .from(users)
    .leftJoin(adminUserBlocks, eq(adminUserBlocks.userId, users.id))
    .where(where);
  const rows = await db
    .select(listSelection)
    .from(users)
    .leftJoin(adminUserBlocks, eq(adminUserBlocks.userId, users.id))
    .where(where)
    .orderBy(...order, desc(users.id))
    .limit(limit)
    .offset(offset);
  return { count: counted?.count ?? 0, results: rows.map(presentUser) };
}

/** The office a user works in: their own as a lawyer, else the one they are a secretary of. */
async function officeOfUser(db: Executor, userId: number, roles: Role[]) {
  const [owned] = await db
    .select({ pid: offices.pid, name: offices.name })
    .from(offices)
    .where(eq(offices.ownerId, userId));
  if (owned && roles.includes('lawyer')) return { ...owned, role: 'owner' as const };
  const [assigned] = await db
    .select({ pid: offices.pid, name: offices.name })
    .from(officeSecretaries)
    .innerJoin(offices, eq(offices.id, officeSecretaries.officeId))
    .where(eq(officeSecretaries.userId, userId));
  if (assigned && roles.includes('secretary')) return { ...assigned, role: 'secretary' as const };
  return null;
}

/** The internal id of a live user by pid; 404 otherwise. */
export async function userIdByPid(db: Executor, pid: string): Promise<number> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.pid, pid), isNull(users.deletedAt)));
  if (!row) throw notFound(adminTexts.userNotFound);
  return row.id;
}

/** Everything the admin's user page shows; 404 for an unknown or deleted user. */
export async function readUserDetail(db: Executor, pid: string): Promise<AdminUserDetail> {
  const [row] = await db
    .select({
      ...listSelection,
      passwordHash: users.passwordHash,
      referralCode: users.referralCode,
      blockReason: adminUserBlocks.reason,
      activeSessions: sql<number>`(select count(*) from ${sessions}
        where ${sessions.userId} = ${users.id} and ${sessions.revokedAt} is null)::int`,
    })
    .from(users)
    .leftJoin(adminUserBlocks, eq(adminUserBlocks.userId, users.id))
    .where(and(eq(users.pid, pid), isNull(users.deletedAt)));
  if (!row) throw notFound(adminTexts.userNotFound);
  const [office, wallet] = await Promise.all([officeOfUser(db, row.id, row.roles), readWallet(db, row.id)]);
  return {
    ...presentUser(row),
    has_password: row.passwordHash !== null,
    referral_code: row.referralCode,
    office,
    wallet: { balance: wallet.balance, held: wallet.held },
    active_sessions: row.activeSessions,
    deactivated_at: row.blockedAt?.toISOString() ?? null,
    deactivation_reason: row.blockReason,
  };
}
