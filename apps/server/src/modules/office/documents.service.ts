import type { CaseAccess, Document, FileType, PageQuery } from '@vakilyar/contract';
import { and, count, desc, eq, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { fieldError, forbidden, notFound } from '../../core/errors.ts';
import { orderingFor, pageWindow } from '../../core/paging.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../auth/auth.tables.ts';
import { presentUpload } from '../document/document.service.ts';
import { documents } from '../document/document.tables.ts';
import type { FileStorage } from '../document/file-storage.ts';
import { documentRowOf, keepUploads } from '../document/stored-files.ts';
import type { ReceivedFile } from '../document/upload-receiver.ts';
import { assertCan, type Caller, caseAccessSql } from './access.ts';
import { appendAudit } from './audit-chain.ts';
import { loadCase, type VisibleCase } from './cases.repository.ts';
import { officeTexts } from './office.messages.ts';
import { caseThreadMessages } from './tables/case-thread.ts';
import { officeCases } from './tables/cases.ts';
import { offices } from './tables/offices.ts';
import { userRefOf } from './user-ref.ts';

type DocumentRow = typeof documents.$inferSelect;

export const documentUrl = (pid: string) => `/api/lawyer-office/v1/documents/${pid}/download/`;
export const clientDocumentUrl = (casePid: string, pid: string) =>
  `/api/lawyer-office/v1/my-cases/${casePid}/documents/${pid}/download/`;

function present(
  row: DocumentRow,
  kase: { pid: string; title: string },
  uploader: Parameters<typeof userRefOf>[0],
  url: string,
  fromClient = false,
): Document {
  return {
    ...presentUpload(row, url),
    case: kase,
    title: row.title,
    visible_to_client: row.visibleToClient,
    shared_with_co_counsel: row.sharedWithCoCounsel,
    from_client: fromClient,
    uploaded_by: userRefOf(uploader),
    created_at: row.createdAt.toISOString(),
  };
}

/** Whether a client sent the document of the row in the query through the case thread. */
const fromClientSql = sql<boolean>`exists (select 1 from ${caseThreadMessages}
  where ${caseThreadMessages.documentId} = ${documents.id} and ${caseThreadMessages.fromClient})`;

/** What a co-counsel of the case sees: documents shared with its clients or with its co-counsel. */
const sharedWithCoCounselSql = or(
  eq(documents.visibleToClient, true),
  eq(documents.sharedWithCoCounsel, true),
);

/** Whether the caller in this standing may see the document (clients and co-counsel only the shared ones). */
function reaches(access: CaseAccess, row: DocumentRow): boolean {
  if (access === 'client') return row.visibleToClient;
  if (access === 'co_counsel') return row.visibleToClient || row.sharedWithCoCounsel;
  return true;
}

/**
 * Case documents: uploaded to a case, seen by whoever sees the case; clients see the ones shared with them,
 * co-counsel from other offices those and the ones the office shares with co-counsel (issue 25).
 */
export function createDocumentsService(db: Db, storage: FileStorage) {
  /** A document through its case's scope; a client reaches only the ones shared with them. */
  async function loadDocument(caller: Caller, pid: string) {
    const [found] = await db
      .select({
        row: documents,
        kase: { pid: officeCases.pid, title: officeCases.title, officeId: officeCases.officeId },
        access: caseAccessSql(caller.userId),
        uploader: { pid: users.pid, first_name: users.firstName, last_name: users.lastName },
        fromClient: fromClientSql,
      })
      .from(documents)
      .innerJoin(officeCases, eq(officeCases.id, documents.caseId))
      .innerJoin(offices, eq(offices.id, officeCases.officeId))
      .leftJoin(users, eq(users.id, documents.uploadedById))
      .where(and(eq(documents.pid, pid), isNotNull(caseAccessSql(caller.userId))));
    if (!found?.access || !reaches(found.access, found.row)) {
      throw notFound(officeTexts.documentNotFound);
    }
    return { ...found, access: found.access };
  }

  /** The check before any byte of an upload is stored: the case is theirs and they may upload to it. */
  async function caseForUpload(caller: Caller, casePid: string | undefined): Promise<VisibleCase> {
    if (!casePid) throw fieldError('case', officeTexts.caseRequired);
    const record = await loadCase(db, caller, casePid);
    assertCan(caller, record.access, 'document.upload');
    return record;
  }

  async function upload(
    caller: Caller,
    casePid: string,
    files: ReceivedFile[],
    options: { title?: string; visibleToClient: boolean },
  ): Promise<Document[]> {
    const record = await caseForUpload(caller, casePid);
    const kase = { pid: record.row.pid, title: record.row.title };
    const rows = await keepUploads(db, storage, files, async (tx, kept) => {
      const inserted = await tx
        .insert(documents)
        .values(
          kept.map((one) => ({
            ...documentRowOf(one, caller.userId),
            officeId: record.row.officeId,
            caseId: record.row.id,
            title: (kept.length === 1 && options.title) || one.file.name,
            visibleToClient: options.visibleToClient,
            // What a co-counsel brings to the case is theirs to see again.
            sharedWithCoCounsel: record.access === 'co_counsel',
          })),
        )
        .returning();
      for (const row of inserted) {
        await appendAudit(tx, {
          officeId: record.row.officeId,
          actor: caller,
          access: record.access,
          action: 'create',
          entityType: 'document',
          entityPid: row.pid,
          entityLabel: row.originalName,
          casePid: kase.pid,
          details: { file_type: row.fileType, size: row.size, visible_to_client: row.visibleToClient },
        });
      }
      return inserted;
    });
    const uploader = { pid: caller.pid, first_name: caller.firstName, last_name: caller.lastName };
    return rows.map((row) => present(row, kase, uploader, documentUrl(row.pid)));
  }

  async function listRows(kase: VisibleCase, query: PageQuery & { file_type?: FileType }, extra?: SQL) {
    const where = and(
      eq(documents.caseId, kase.row.id),
      query.file_type ? eq(documents.fileType, query.file_type) : undefined,
      extra,
    );
    const order = orderingFor(
      { created_at: documents.createdAt, name: documents.originalName, size: documents.size },
      query.ordering,
      [desc(documents.createdAt), desc(documents.id)],
    );
    const { limit, offset } = pageWindow(query);
    const [rows, [total]] = await Promise.all([
      db
        .select({
          row: documents,
          uploader: { pid: users.pid, first_name: users.firstName, last_name: users.lastName },
          fromClient: fromClientSql,
        })
        .from(documents)
        .leftJoin(users, eq(users.id, documents.uploadedById))
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(documents).where(where),
    ]);
    return { count: total?.n ?? 0, rows };
  }

  async function listByCase(caller: Caller, casePid: string, query: PageQuery & { file_type?: FileType }) {
    const record = await loadCase(db, caller, casePid);
    assertCan(caller, record.access, 'document.view');
    const kase = { pid: record.row.pid, title: record.row.title };
    const onlyShared = record.access === 'co_counsel' ? sharedWithCoCounselSql : undefined;
    const { count: n, rows } = await listRows(record, query, onlyShared);
    return {
      count: n,
      results: rows.map((r) => present(r.row, kase, r.uploader, documentUrl(r.row.pid), r.fromClient)),
    };
  }

  async function get(caller: Caller, pid: string): Promise<Document> {
    const found = await loadDocument(caller, pid);
    assertCan(caller, found.access, 'document.view');
    return present(found.row, found.kase, found.uploader, documentUrl(pid), found.fromClient);
  }

  async function update(
    caller: Caller,
    pid: string,
    changes: { title?: string | null; visible_to_client?: boolean; shared_with_co_counsel?: boolean },
  ): Promise<Document> {
    const found = await loadDocument(caller, pid);
    assertCan(caller, found.access, 'document.upload');
    // Only the case's own office decides what its co-counsel see.
    if (changes.shared_with_co_counsel !== undefined && found.access === 'co_counsel') throw forbidden();
    const title = changes.title === undefined ? undefined : (changes.title ?? found.row.originalName);
    await db.transaction(async (tx) => {
      await tx
        .update(documents)
        .set({
          title,
          visibleToClient: changes.visible_to_client,
          sharedWithCoCounsel: changes.shared_with_co_counsel,
        })
        .where(eq(documents.id, found.row.id));
      const shared = changes.visible_to_client;
      const toCoCounsel = changes.shared_with_co_counsel;
      const coCounselChange =
        toCoCounsel === undefined || toCoCounsel === found.row.sharedWithCoCounsel
          ? {}
          : { shared_with_co_counsel: toCoCounsel };
      const action =
        shared === undefined || shared === found.row.visibleToClient
          ? 'update'
          : shared
            ? 'share'
            : 'unshare';
      await appendAudit(tx, {
        officeId: found.kase.officeId,
        actor: caller,
        access: found.access,
        action,
        entityType: 'document',
        entityPid: pid,
        entityLabel: found.row.originalName,
        casePid: found.kase.pid,
        details:
          title !== undefined && title !== found.row.title
            ? { title: { from: found.row.title, to: title }, ...coCounselChange }
            : coCounselChange,
      });
    });
    return get(caller, pid);
  }

  async function remove(caller: Caller, pid: string): Promise<void> {
    const found = await loadDocument(caller, pid);
    assertCan(caller, found.access, 'document.delete');
    await db.transaction(async (tx) => {
      await tx.delete(documents).where(eq(documents.id, found.row.id));
      await appendAudit(tx, {
        officeId: found.kase.officeId,
        actor: caller,
        access: found.access,
        action: 'delete',
        entityType: 'document',
        entityPid: pid,
        entityLabel: found.row.originalName,
        casePid: found.kase.pid,
        details: { file_type: found.row.fileType, size: found.row.size },
      });
    });
    await storage.remove(found.row.storageKey).catch(() => undefined);
  }

  /** The stored file to stream, after the check; every download is written to the audit log. */
  async function forDownload(caller: Caller, pid: string, via: { client: string } | 'staff') {
    const found = await loadDocument(caller, pid);
    const viaClient = via !== 'staff';
    if (viaClient && (found.access !== 'client' || found.kase.pid !== via.client)) {
      throw notFound(officeTexts.documentNotFound);
    }
    assertCan(caller, found.access, viaClient ? 'own_case.view' : 'document.view');
    await db.transaction((tx) =>
      appendAudit(tx, {
        officeId: found.kase.officeId,
        actor: caller,
        access: found.access,
        action: 'download',
        entityType: 'document',
        entityPid: pid,
        entityLabel: found.row.originalName,
        casePid: found.kase.pid,
      }),
    );
    return { ...found.row, casePid: found.kase.pid };
  }

  /** The documents of a client's case that the office shared with them. */
  async function listForClient(record: VisibleCase, query: PageQuery) {
    const kase = { pid: record.row.pid, title: record.row.title };
    const { count: n, rows } = await listRows(record, query, eq(documents.visibleToClient, true));
    return {
      count: n,
      results: rows.map((r) =>
        present(r.row, kase, r.uploader, clientDocumentUrl(kase.pid, r.row.pid), r.fromClient),
      ),
    };
  }

  return { caseForUpload, upload, listByCase, get, update, remove, forDownload, listForClient };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
