import type { ConsultantListQuery, ConsultantProfile } from '@vakilyar/contract';
import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { orderingFor, pageWindow } from '../../../core/paging.ts';
import type { Executor } from '../../../db/client.ts';
import { users } from '../../auth/auth.tables.ts';
import { textSearch } from '../../office/search-sql.ts';
import { consultantProfiles as p } from '../tables/consultants.ts';
import { presentProfile, publishedConsultant, selectConsultants } from './profiles.ts';

const average = sql`(${p.ratingTotal}::float / nullif(${p.ratingCount}, 0))`;

/** Available first, then the best rated and the most experienced on the platform. */
const DEFAULT_ORDER: SQL[] = [
  desc(p.isAvailable),
  sql`${average} desc nulls last`,
  desc(p.completedCount),
  asc(p.id),
];

const published = and(eq(p.approvalStatus, 'approved'), isNull(users.deletedAt));

/** Approved consultants, as anyone may browse them (GET /api/consultation/v1/consultants/). */
export async function listConsultants(db: Executor, query: ConsultantListQuery) {
  const search = textSearch(p.searchText, query.search);
  const where = and(
    published,
    query.specialty ? sql`${query.specialty} = any(${p.specialties})` : undefined,
    query.available ? eq(p.isAvailable, query.available === 'true') : undefined,
    search?.where,
  );
  const order = orderingFor(
    {
      rating: sql`${average} nulls first`,
      chat_fee: p.chatFee,
      consultation_fee: p.consultationFee,
      years_of_experience: p.yearsOfExperience,
      completed_count: p.completedCount,
      last_name: users.lastName,
    },
    query.ordering,
    search ? [desc(search.rank), ...DEFAULT_ORDER] : DEFAULT_ORDER,
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    selectConsultants(db)
      .where(where)
      .orderBy(...order, asc(p.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(p).innerJoin(users, eq(users.id, p.userId)).where(where),
  ]);
  return { count: total?.n ?? 0, results: rows.map(presentProfile) };
}

export async function getConsultant(db: Executor, pid: string): Promise<ConsultantProfile> {
  return presentProfile(await publishedConsultant(db, pid));
}

/** The home page's consultants: approved and available, best rated first. */
export async function featuredConsultants(db: Executor, limit = 6): Promise<ConsultantProfile[]> {
  const rows = await selectConsultants(db)
    .where(and(published, eq(p.isAvailable, true)))
    .orderBy(...DEFAULT_ORDER)
    .limit(limit);
  return rows.map(presentProfile);
}
