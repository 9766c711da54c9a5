import type { CreateCabinetRequest, PageQuery, UpdateCabinetRequest } from '@vakilyar/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { conflict, notFound } from '../../core/errors.ts';
import { newPid } from '../../core/ids.ts';
import { orderingFor, pageWindow } from '../../core/paging.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { assertCan, type Caller, requireOffice, requireOfficeForObject } from './access.ts';
import { appendAudit, changesOf } from './audit-chain.ts';
import type { CasesService } from './cases.service.ts';
import { officeTexts } from './office.messages.ts';
import { foldedSearch } from './search-sql.ts';
import { archiveCabinets } from './tables/cabinets.ts';

type CabinetRow = typeof archiveCabinets.$inferSelect;

// Spelled out: in a one-table select drizzle leaves select-list columns unqualified, which a correlated
// subquery would read as its own table's.
const casesCount = sql<number>`(select count(*) from "office_cases" c where c.archive_cabinet_id = "archive_cabinets"."id")::int`;

const present = (row: CabinetRow, cases: number) => ({
  pid: row.pid,
  name: row.name,
  code: row.code,
  location: row.location,
  description: row.description,
  cases_count: cases,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** Archive cabinets (قفسه‌های بایگانی) of the caller's office; the lawyer manages, the secretary reads. */
export function createCabinetsService(db: Db, cases: CasesService) {
  async function findOwn(caller: Caller, pid: string) {
    const office = await requireOfficeForObject(db, caller, officeTexts.cabinetNotFound);
    const [found] = await db
      .select({ row: archiveCabinets, cases: casesCount })
      .from(archiveCabinets)
      .where(and(eq(archiveCabinets.pid, pid), eq(archiveCabinets.officeId, office.officeId)));
    if (!found) throw notFound(officeTexts.cabinetNotFound);
    return { office, found };
  }

  async function list(caller: Caller, query: PageQuery) {
    const office = await requireOffice(db, caller, 'archive.view');
    const where = and(
      eq(archiveCabinets.officeId, office.officeId),
      foldedSearch([archiveCabinets.name, archiveCabinets.code], query.search),
    );
    const order = orderingFor(
      { name: archiveCabinets.name, code: archiveCabinets.code, created_at: archiveCabinets.createdAt },
      query.ordering,
      [desc(archiveCabinets.id)],
    );
    const { limit, offset } = pageWindow(query);
    const [rows, [total]] = await Promise.all([
      db
        .select({ row: archiveCabinets, cases: casesCount })
        .from(archiveCabinets)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(archiveCabinets).where(where),
    ]);
    return { count: total?.n ?? 0, results: rows.map((r) => present(r.row, r.cases)) };
  }

  async function get(caller: Caller, pid: string) {
    const { office, found } = await findOwn(caller, pid);
    assertCan(caller, office.role, 'archive.view');
    return present(found.row, found.cases);
  }

  async function create(caller: Caller, input: CreateCabinetRequest) {
    const office = await requireOffice(db, caller, 'archive.manage');
    const pid = newPid();
    await db
      .transaction(async (tx) => {
        await tx.insert(archiveCabinets).values({
          pid,
          officeId: office.officeId,
          name: input.name,
          code: input.code ?? null,
          location: input.location ?? null,
          description: input.description ?? null,
          createdById: caller.userId,
        });
        await appendAudit(tx, {
          officeId: office.officeId,
          actor: caller,
          access: office.role,
          action: 'create',
          entityType: 'archive_cabinet',
          entityPid: pid,
          entityLabel: input.name,
        });
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw conflict(officeTexts.cabinetCodeTaken);
        throw error;
      });
    return get(caller, pid);
  }

  async function update(caller: Caller, pid: string, input: UpdateCabinetRequest) {
    const { office, found } = await findOwn(caller, pid);
    assertCan(caller, office.role, 'archive.manage');
    await db
      .transaction(async (tx) => {
        await tx
          .update(archiveCabinets)
          .set({ ...input, updatedAt: sql`now()` })
          .where(eq(archiveCabinets.id, found.row.id));
        await appendAudit(tx, {
          officeId: office.officeId,
          actor: caller,
          access: office.role,
          action: 'update',
          entityType: 'archive_cabinet',
          entityPid: pid,
          entityLabel: input.name ?? found.row.name,
          details: { changes: changesOf(found.row, input) },
        });
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw conflict(officeTexts.cabinetCodeTaken);
        throw error;
      });
    return get(caller, pid);
  }

  /** The cases in a cabinet stay, out of any cabinet. */
  async function remove(caller: Caller, pid: string) {
    const { office, found } = await findOwn(caller, pid);
    assertCan(caller, office.role, 'archive.manage');
    await db.transaction(async (tx) => {
      await tx.delete(archiveCabinets).where(eq(archiveCabinets.id, found.row.id));
      await appendAudit(tx, {
        officeId: office.officeId,
        actor: caller,
        access: office.role,
        action: 'delete',
        entityType: 'archive_cabinet',
        entityPid: pid,
        entityLabel: found.row.name,
        details: { cases: found.cases },
      });
    });
  }

  /** The cases in one cabinet, with every list filter. */
  async function casesIn(caller: Caller, pid: string, query: Parameters<CasesService['search']>[1]) {
    const { office } = await findOwn(caller, pid);
    assertCan(caller, office.role, 'archive.view');
    return cases.search(caller, { ...query, archive_cabinet: pid });
  }

  return { list, get, create, update, remove, casesIn };
}
