import type { Client, CreateClientRequest, PageQuery, UpdateClientRequest } from '@vakilyar/contract';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { conflict, notFound } from '../../core/errors.ts';
import { newPid } from '../../core/ids.ts';
import { orderingFor, pageWindow } from '../../core/paging.ts';
import type { Db, Executor } from '../../db/client.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/pg-errors.ts';
import {
  assertCan,
  type Caller,
  type OfficeContext,
  requireOffice,
  requireOfficeForObject,
} from './access.ts';
import { appendAudit, changesOf } from './audit-chain.ts';
import { refreshCaseSearch } from './case-search.ts';
import {
  clientSearchColumns,
  clientSelection,
  createdBy,
  fieldsOf,
  present,
  updatedBy,
} from './clients.present.ts';
import { officeTexts } from './office.messages.ts';
import { textSearch } from './search-sql.ts';
import { caseClients } from './tables/cases.ts';
import { officeClients } from './tables/clients.ts';

/** The office's clients, through both route families (lawyer-office PUT and lawyer PATCH). */
const nationalCodeTaken = () =>
  conflict(officeTexts.nationalCodeTaken, { national_code: [officeTexts.nationalCodeTaken] });

export function createClientsService(db: Db) {
  function selectClients(tx: Executor = db) {
    return tx
      .select(clientSelection)
      .from(officeClients)
      .leftJoin(createdBy, eq(createdBy.id, officeClients.createdById))
      .leftJoin(updatedBy, eq(updatedBy.id, officeClients.updatedById));
  }

  /** A client of the caller's office, or 404; `office` is the caller's standing there. */
  async function findOwn(caller: Caller, pid: string, tx: Executor = db) {
    const office = await requireOfficeForObject(tx, caller, officeTexts.clientNotFound);
    const [found] = await selectClients(tx).where(
      and(eq(officeClients.pid, pid), eq(officeClients.officeId, office.officeId)),
    );
    if (!found) throw notFound(officeTexts.clientNotFound);
    return { office, found };
  }

  async function list(caller: Caller, query: PageQuery) {
    const office = await requireOffice(db, caller, 'client.view');
    const search = textSearch(officeClients.searchText, query.search);
    const where = and(eq(officeClients.officeId, office.officeId), search?.where);
    const order = orderingFor(
      {
        created_at: officeClients.createdAt,
        updated_at: officeClients.updatedAt,
        first_name: officeClients.firstName,
        last_name: officeClients.lastName,
        national_code: officeClients.nationalCode,
      },
      query.ordering,
      search ? [desc(search.rank), desc(officeClients.id)] : [desc(officeClients.id)],
    );
    const { limit, offset } = pageWindow(query);
    const [rows, [total]] = await Promise.all([
      selectClients()
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(officeClients).where(where),
    ]);
    return { count: total?.n ?? 0, results: rows.map(present) };
  }

  async function create(caller: Caller, input: CreateClientRequest): Promise<Client> {
    const office = await requireOffice(db, caller, 'client.create');
    const fields = fieldsOf(input);
    const values = {
      ...fields,
      firstName: input.first_name,
      lastName: input.last_name,
      nationalCode: input.national_code,
      mobile: input.mobile,
    };
    const pid = newPid();
    try {
      await db.transaction(async (tx) => {
        await tx.insert(officeClients).values({
          ...values,
          ...clientSearchColumns(values),
          pid,
          officeId: office.officeId,
          createdById: caller.userId,
          updatedById: caller.userId,
        });
        await appendAudit(tx, {
          officeId: office.officeId,
          actor: caller,
          access: office.role,
          action: 'create',
          entityType: 'client',
          entityPid: pid,
          entityLabel: `${values.firstName} ${values.lastName}`,
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw nationalCodeTaken();
      throw error;
    }
    return get(caller, pid, { audit: false });
  }

  async function get(caller: Caller, pid: string, options = { audit: true }): Promise<Client> {
    const { office, found } = await findOwn(caller, pid);
    assertCan(caller, office.role, 'client.view');
    if (options.audit) {
      await db.transaction((tx) =>
        appendAudit(tx, {
          officeId: office.officeId,
          actor: caller,
          access: office.role,
          action: 'view',
          entityType: 'client',
          entityPid: pid,
          entityLabel: `${found.row.firstName} ${found.row.lastName}`,
        }),
      );
    }
    return present(found);
  }

  /** PUT replaces every field (an optional one left out is cleared); PATCH changes only what is sent. */
  async function update(
    caller: Caller,
    pid: string,
    input: UpdateClientRequest,
    mode: 'replace' | 'merge',
  ): Promise<Client> {
    const { office, found } = await findOwn(caller, pid);
    assertCan(caller, office.role, 'client.update');
    const changes = fieldsOf(input);
    if (mode === 'replace') {
      for (const key of ['email', 'fatherName', 'birthDate', 'address', 'notes'] as const) {
        changes[key] = changes[key] ?? null;
      }
    }
    const before = found.row;
    const next = {
      firstName: changes.firstName ?? before.firstName,
      lastName: changes.lastName ?? before.lastName,
      nationalCode: changes.nationalCode ?? before.nationalCode,
      mobile: changes.mobile ?? before.mobile,
      fatherName: changes.fatherName === undefined ? before.fatherName : changes.fatherName,
      email: changes.email === undefined ? before.email : changes.email,
    };
    try {
      await db.transaction(async (tx) => {
        await tx
          .update(officeClients)
          .set({
            ...changes,
            ...clientSearchColumns(next),
            updatedById: caller.userId,
            updatedAt: sql`now()`,
          })
          .where(eq(officeClients.id, before.id));
        const attached = await tx
          .select({ caseId: caseClients.caseId })
          .from(caseClients)
          .where(eq(caseClients.clientId, before.id));
        await refreshCaseSearch(
          tx,
          attached.map((a) => a.caseId),
        );
        await appendAudit(tx, {
          officeId: office.officeId,
          actor: caller,
          access: office.role,
          action: 'update',
          entityType: 'client',
          entityPid: pid,
          entityLabel: `${next.firstName} ${next.lastName}`,
          details: { changes: changesOf(before, changes) },
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw nationalCodeTaken();
      throw error;
    }
    return get(caller, pid, { audit: false });
  }

  /** A client on any case stays: the lawyer removes them from those cases first (409). */
  async function remove(caller: Caller, pid: string): Promise<void> {
    const { office, found } = await findOwn(caller, pid);
    assertCan(caller, office.role, 'client.delete');
    if (found.casesCount > 0) throw conflict(officeTexts.clientHasCases);
    await db
      .transaction(async (tx) => {
        // A case that gains this client meanwhile makes the delete fail on the foreign key: the same 409.
        await tx.delete(officeClients).where(eq(officeClients.id, found.row.id));
        await appendAudit(tx, {
          officeId: office.officeId,
          actor: caller,
          access: office.role,
          action: 'delete',
          entityType: 'client',
          entityPid: pid,
          entityLabel: `${found.row.firstName} ${found.row.lastName}`,
          details: { national_code: found.row.nationalCode },
        });
      })
      .catch((error: unknown) => {
        if (isForeignKeyViolation(error)) throw conflict(officeTexts.clientHasCases);
        throw error;
      });
  }

  /** Clients of one office by pid (for attaching to a case); unknown or foreign pids are left out. */
  async function findInOffice(tx: Executor, office: OfficeContext, pids: string[]) {
    if (!pids.length) return [];
    return tx
      .select({
        id: officeClients.id,
        pid: officeClients.pid,
        firstName: officeClients.firstName,
        lastName: officeClients.lastName,
      })
      .from(officeClients)
      .where(and(eq(officeClients.officeId, office.officeId), inArray(officeClients.pid, pids)));
  }

  return { list, create, get, update, remove, findOwn, findInOffice };
}

export type ClientsService = ReturnType<typeof createClientsService>;
