import {
  type AdvancedCaseSearchQuery,
  type Case,
  type CreateCaseRequest,
  permissionsOf,
  type UpdateCaseRequest,
} from '@vakilyar/contract';
import { and, eq, sql } from 'drizzle-orm';
import { conflict, fieldError, forbidden } from '../../core/errors.ts';
import { newPid } from '../../core/ids.ts';
import type { Db, Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { documents } from '../document/document.tables.ts';
import type { FileStorage } from '../document/file-storage.ts';
import { enforceLimit } from '../subscription/subscription.limits.ts';
import { assertCan, type Caller, type OfficeContext, officeOf, requireOffice } from './access.ts';
import { appendAudit, changesOf } from './audit-chain.ts';
import { readsHearings } from './case-hearings.ts';
import { type CaseHooks, createCaseHooks } from './case-hooks.ts';
import { caseSearchColumns, refreshCaseSearch } from './case-search.ts';
import { caseSearchQueries, runCaseSearch } from './case-search-queries.ts';
import { type CaseRecord, loadCase, presentCasePage, presentCases } from './cases.repository.ts';
import type { ClientsService } from './clients.service.ts';
import { officeTexts } from './office.messages.ts';
import { archiveCabinets } from './tables/cabinets.ts';
import { caseClients, caseLawyers, officeCaseCounts, officeCases } from './tables/cases.ts';
import { offices } from './tables/offices.ts';

/**
 * The owner's plan caps the office's cases. The office row is locked first so that two cases created
 * at once cannot both pass the check at the last free place.
 */
async function withinCaseLimit(tx: Executor, office: OfficeContext): Promise<void> {
  await tx.execute(sql`select 1 from ${offices} where ${offices.id} = ${office.officeId} for no key update`);
  const [row] = await tx
    .select({ cases: officeCaseCounts.cases })
    .from(officeCaseCounts)
    .where(eq(officeCaseCounts.officeId, office.officeId));
  await enforceLimit(tx, office.ownerId, 'cases', row?.cases ?? 0);
}

function columnsOf(input: UpdateCaseRequest) {
  return {
    title: input.title,
    caseNumber: input.case_number,
    archiveNumber: input.archive_number,
    court: input.court,
    branch: input.branch,
    caseType: input.case_type,
    stage: input.stage,
    status: input.status,
    opponent: input.opponent,
    subject: input.subject,
    description: input.description,
    startDate: input.start_date,
  };
}

/** Cases: the staff routes (lawyer, secretary, co-counsel), with search and the list filters. */
export function createCasesService(
  db: Db,
  clients: ClientsService,
  storage: FileStorage,
  hooks: CaseHooks = createCaseHooks(),
) {
  async function cabinetIdFor(tx: Executor, officeId: number, pid: string | null | undefined) {
    if (pid === undefined) return undefined;
    if (pid === null) return null;
    const [cabinet] = await tx
      .select({ id: archiveCabinets.id })
      .from(archiveCabinets)
      .where(and(eq(archiveCabinets.pid, pid), eq(archiveCabinets.officeId, officeId)));
    if (!cabinet) throw fieldError('archive_cabinet_id', officeTexts.cabinetNotFound);
    return cabinet.id;
  }

  /** The list of the staff routes: the caller's office's cases and those shared with them. */
  async function search(caller: Caller, query: AdvancedCaseSearchQuery) {
    if (!permissionsOf(caller.roles).has('case.view')) throw forbidden();
    const office = await officeOf(db, caller);
    const { ids, count } = await runCaseSearch(db, caseSearchQueries(caller, office, query));
    return { count, results: await presentCasePage(db, caller, ids, readsHearings(caller, office)) };
  }

  /** The cases of one client of the caller's office. */
  async function listByClient(caller: Caller, clientPid: string, query: AdvancedCaseSearchQuery) {
    await clients.findOwn(caller, clientPid);
    return search(caller, { ...query, client: clientPid });
  }

  async function present(caller: Caller, record: CaseRecord): Promise<Case> {
    const [answer] = await presentCases(db, caller, [record]);
    if (!answer) throw new Error('a case was not presented');
    return answer;
  }

  async function create(caller: Caller, input: CreateCaseRequest): Promise<Case> {
    const office = await requireOffice(db, caller, 'case.create');
    const pid = newPid();
    try {
      await db.transaction(async (tx) => {
        await withinCaseLimit(tx, office);
        const archiveCabinetId = await cabinetIdFor(tx, office.officeId, input.archive_cabinet_id);
        const attached = await clients.findInOffice(tx, office, [...new Set(input.client_ids ?? [])]);
        if (attached.length !== new Set(input.client_ids ?? []).size) {
          throw fieldError('client_ids', officeTexts.clientNotFound);
        }
        const columns = { ...columnsOf(input), title: input.title };
        const [created] = await tx
          .insert(officeCases)
          .values({
            ...columns,
            ...caseSearchColumns(columns),
            caseType: input.case_type,
            stage: input.stage,
            status: input.status,
            pid,
            officeId: office.officeId,
            archiveCabinetId: archiveCabinetId ?? null,
            createdById: caller.userId,
            updatedById: caller.userId,
          })
          .returning({ id: officeCases.id });
        if (!created) throw new Error('case insert returned nothing');
        await tx.insert(caseLawyers).values({ caseId: created.id, userId: office.ownerId, role: 'owner' });
        if (attached.length) {
          await tx.insert(caseClients).values(attached.map((c) => ({ caseId: created.id, clientId: c.id })));
        }
        await refreshCaseSearch(tx, [created.id]);
        for (const hook of hooks.opened) {
          await hook(tx, {
            caseId: created.id,
            officeId: office.officeId,
            caseType: input.case_type,
            stage: input.stage,
            startDate: columns.startDate ?? null,
            actorId: caller.userId,
          });
        }
        await appendAudit(tx, {
          officeId: office.officeId,
          actor: caller,
          access: office.role,
          action: 'create',
          entityType: 'case',
          entityPid: pid,
          entityLabel: input.title,
          casePid: pid,
          details: { clients: attached.map((c) => c.pid) },
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(officeTexts.archiveNumberTaken);
      throw error;
    }
    return present(caller, await loadCase(db, caller, pid));
  }

  /** One case; the view is written to the audit log. */
  async function get(caller: Caller, pid: string): Promise<Case> {
    const record = await loadCase(db, caller, pid);
    assertCan(caller, record.access, 'case.view');
    await db.transaction((tx) =>
      appendAudit(tx, {
        officeId: record.row.officeId,
        actor: caller,
        access: record.access,
        action: 'view',
        entityType: 'case',
        entityPid: pid,
        entityLabel: record.row.title,
        casePid: pid,
      }),
    );
    return present(caller, record);
  }

  async function update(caller: Caller, pid: string, input: UpdateCaseRequest): Promise<Case> {
    const record = await loadCase(db, caller, pid);
    assertCan(caller, record.access, 'case.update');
    const before = record.row;
    const changes = columnsOf(input);
    const next = {
      title: changes.title ?? before.title,
      caseNumber: changes.caseNumber === undefined ? before.caseNumber : changes.caseNumber,
      archiveNumber: changes.archiveNumber === undefined ? before.archiveNumber : changes.archiveNumber,
      court: changes.court === undefined ? before.court : changes.court,
      branch: changes.branch === undefined ? before.branch : changes.branch,
      opponent: changes.opponent === undefined ? before.opponent : changes.opponent,
      subject: changes.subject === undefined ? before.subject : changes.subject,
    };
    try {
      await db.transaction(async (tx) => {
        const archiveCabinetId = await cabinetIdFor(tx, before.officeId, input.archive_cabinet_id);
        await tx
          .update(officeCases)
          .set({
            ...changes,
            ...caseSearchColumns(next),
            archiveCabinetId,
            updatedById: caller.userId,
            updatedAt: new Date(),
          })
          .where(eq(officeCases.id, before.id));
        await refreshCaseSearch(tx, [before.id]);
        if (input.stage && input.stage !== before.stage) {
          for (const hook of hooks.stageChanged) {
            await hook(tx, {
              caseId: before.id,
              officeId: before.officeId,
              caseType: input.case_type ?? before.caseType,
              stage: input.stage,
              startDate: null,
              actorId: caller.userId,
            });
          }
        }
        const diff = changesOf(before, changes);
        if (archiveCabinetId !== undefined && archiveCabinetId !== before.archiveCabinetId) {
          diff.archive_cabinet = { from: record.cabinet?.pid ?? null, to: input.archive_cabinet_id ?? null };
        }
        await appendAudit(tx, {
          officeId: before.officeId,
          actor: caller,
          access: record.access,
          action: 'update',
          entityType: 'case',
          entityPid: pid,
          entityLabel: next.title,
          casePid: pid,
          details: { changes: diff },
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(officeTexts.archiveNumberTaken);
      throw error;
    }
    return present(caller, await loadCase(db, caller, pid));
  }

  /** Deletes the case with its documents; the files go once the rows are gone for good. */
  async function remove(caller: Caller, pid: string): Promise<void> {
    const record = await loadCase(db, caller, pid);
    assertCan(caller, record.access, 'case.delete');
    const keys = await db.transaction(async (tx) => {
      const files = await tx
        .select({ key: documents.storageKey, pid: documents.pid })
        .from(documents)
        .where(eq(documents.caseId, record.row.id));
      await tx.delete(officeCases).where(eq(officeCases.id, record.row.id));
      await appendAudit(tx, {
        officeId: record.row.officeId,
        actor: caller,
        access: record.access,
        action: 'delete',
        entityType: 'case',
        entityPid: pid,
        entityLabel: record.row.title,
        casePid: pid,
        details: { case_number: record.row.caseNumber, documents: files.map((f) => f.pid) },
      });
      return files.map((f) => f.key);
    });
    await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
  }

  return { search, listByClient, create, get, update, remove };
}

export type CasesService = ReturnType<typeof createCasesService>;
