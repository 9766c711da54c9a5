import { type CaseMessage, type FileType, type PageQuery, toPersianDigits } from '@vakilyar/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { fieldError, notFound } from '../../core/errors.ts';
import { newPid } from '../../core/ids.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../auth/auth.tables.ts';
import { documents } from '../document/document.tables.ts';
import type { FileStorage } from '../document/file-storage.ts';
import { documentRowOf, keepUploads } from '../document/stored-files.ts';
import type { ReceivedFile } from '../document/upload-receiver.ts';
import { createAlarm } from '../notification/alarms.service.ts';
import type { Caller } from './access.ts';
import { appendAudit } from './audit-chain.ts';
import { caseThreadTexts } from './case-thread.messages.ts';
import { loadCase, type VisibleCase } from './cases.repository.ts';
import { clientDocumentUrl, documentUrl } from './documents.service.ts';
import { caseThreadMessages } from './tables/case-thread.ts';
import { caseClientAccess, caseClients } from './tables/cases.ts';
import { officeSecretaries, offices } from './tables/offices.ts';

const EXCERPT = 80;
const excerptOf = (text: string) =>
  toPersianDigits(text.length > EXCERPT ? `${text.slice(0, EXCERPT)}…` : text);

/** Who hears of a message: the office (lawyer, secretaries) when a client writes, else the case's clients. */
async function recipientsOf(tx: Tx, kase: VisibleCase['row'], fromClient: boolean): Promise<number[]> {
  if (fromClient) {
    const rows = await tx.execute<{ id: number }>(sql`
      select ${offices.ownerId} as id from ${offices} where ${offices.id} = ${kase.officeId}
      union select ${officeSecretaries.userId} from ${officeSecretaries}
        where ${officeSecretaries.officeId} = ${kase.officeId}`);
    return rows.rows.map((r) => Number(r.id));
  }
  const rows = await tx
    .select({ id: caseClientAccess.userId })
    .from(caseClientAccess)
    .innerJoin(
      caseClients,
      and(
        eq(caseClients.caseId, caseClientAccess.caseId),
        eq(caseClients.clientId, caseClientAccess.clientId),
      ),
    )
    .where(eq(caseClientAccess.caseId, kase.id));
  return [...new Set(rows.map((r) => r.id))];
}

/**
 * A case's thread between its clients and the office. Whoever sees the case (the office, a co-counsel,
 * a client holding it) reads and writes it; a client's file becomes a case document shared back with
 * her. Every message and file is in the office's audit log; the other side gets an alarm.
 */
export function createCaseThreadService(db: Db, storage: FileStorage) {
  async function record(caller: Caller, casePid: string) {
    const kase = await loadCase(db, caller, casePid);
    return { kase, fromClient: kase.access === 'client' };
  }

  async function announce(tx: Tx, caller: Caller, kase: VisibleCase, fromClient: boolean, excerpt: string) {
    const name = `${caller.firstName} ${caller.lastName}`.trim() || caller.phone;
    for (const userId of await recipientsOf(tx, kase.row, fromClient)) {
      if (userId === caller.userId) continue;
      await createAlarm(tx, {
        userId,
        kind: 'chat',
        title: fromClient ? caseThreadTexts.alarmFromClient(name) : caseThreadTexts.alarmFromOffice,
        body: caseThreadTexts.alarmBody(toPersianDigits(kase.row.title), excerpt),
        link: fromClient ? `/cases/${kase.row.pid}?tab=thread` : `/my-cases/${kase.row.pid}`,
      });
    }
  }

  async function list(
    caller: Caller,
    casePid: string,
    query: PageQuery,
  ): Promise<{ count: number; results: CaseMessage[] }> {
    const { kase, fromClient: asClient } = await record(caller, casePid);
    const where = eq(caseThreadMessages.caseId, kase.row.id);
    const { limit, offset } = pageWindow(query);
    const [rows, [total]] = await Promise.all([
      db
        .select({
          message: caseThreadMessages,
          author: { pid: users.pid, first_name: users.firstName, last_name: users.lastName },
          document: documents,
        })
        .from(caseThreadMessages)
        .leftJoin(users, eq(users.id, caseThreadMessages.authorId))
        .leftJoin(documents, eq(documents.id, caseThreadMessages.documentId))
        .where(where)
        .orderBy(desc(caseThreadMessages.createdAt), desc(caseThreadMessages.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(caseThreadMessages).where(where),
    ]);
    const results = rows.map(({ message, author, document }) => ({
      pid: message.pid,
      body: message.body,
      author: author?.pid ? author : null,
      from_client: message.fromClient,
      mine: message.authorId === caller.userId,
      attachment:
        // A client reaches a file only while it is shared with her (the office may hide it later).
        document && (!asClient || document.visibleToClient)
          ? {
              pid: document.pid,
              name: document.originalName,
              size: document.size,
              file_type: document.fileType as FileType,
              url: asClient ? clientDocumentUrl(kase.row.pid, document.pid) : documentUrl(document.pid),
            }
          : null,
      created_at: message.createdAt.toISOString(),
    }));
    return { count: total?.n ?? 0, results };
  }

  async function findOne(caller: Caller, casePid: string, pid: string) {
    const page = await list(caller, casePid, { page: 1, page_size: 100 });
    const found = page.results.find((m) => m.pid === pid);
    if (!found) throw notFound(caseThreadTexts.messageNotFound);
    return found;
  }

  async function post(caller: Caller, casePid: string, body: string) {
    const { kase, fromClient } = await record(caller, casePid);
    const pid = newPid();
    await db.transaction(async (tx) => {
      await tx.insert(caseThreadMessages).values({
        pid,
        officeId: kase.row.officeId,
        caseId: kase.row.id,
        authorId: caller.userId,
        fromClient,
        body,
      });
      await appendAudit(tx, {
        officeId: kase.row.officeId,
        actor: caller,
        access: kase.access,
        action: 'create',
        entityType: 'case_message',
        entityPid: pid,
        entityLabel: excerptOf(body),
        casePid: kase.row.pid,
        details: { from_client: fromClient, length: body.length },
      });
      await announce(tx, caller, kase, fromClient, excerptOf(body));
    });
    return { ...(await findOne(caller, casePid, pid)), message: caseThreadTexts.messageSent };
  }

  /** The case's check before any byte is kept: the caller sees the case (client or office). */
  async function caseForUpload(caller: Caller, casePid: string) {
    await record(caller, casePid);
  }

  /** A file sent in the thread: a case document (shared with the clients), and a message that holds it. */
  async function upload(caller: Caller, casePid: string, file: ReceivedFile | undefined, body: string) {
    if (!file) throw fieldError('file', caseThreadTexts.fileRequired);
    const { kase, fromClient } = await record(caller, casePid);
    const pid = newPid();
    await keepUploads(db, storage, [file], async (tx, [kept]) => {
      if (!kept) return;
      const [document] = await tx
        .insert(documents)
        .values({
          ...documentRowOf(kept, caller.userId),
          officeId: kase.row.officeId,
          caseId: kase.row.id,
          visibleToClient: true,
        })
        .returning();
      if (!document) return;
      await tx.insert(caseThreadMessages).values({
        pid,
        officeId: kase.row.officeId,
        caseId: kase.row.id,
        authorId: caller.userId,
        fromClient,
        body,
        documentId: document.id,
      });
      const audit = {
        officeId: kase.row.officeId,
        actor: caller,
        access: kase.access,
        casePid: kase.row.pid,
      };
      await appendAudit(tx, {
        ...audit,
        action: 'create',
        entityType: 'document',
        entityPid: document.pid,
        entityLabel: document.originalName,
        details: { file_type: document.fileType, size: document.size, from_client: fromClient },
      });
      await appendAudit(tx, {
        ...audit,
        action: 'create',
        entityType: 'case_message',
        entityPid: pid,
        entityLabel: caseThreadTexts.fileExcerpt(document.originalName),
        details: { from_client: fromClient, document: document.pid },
      });
      await announce(tx, caller, kase, fromClient, caseThreadTexts.fileExcerpt(document.originalName));
    });
    return { ...(await findOne(caller, casePid, pid)), message: caseThreadTexts.fileSent };
  }

  return { list, post, upload, caseForUpload };
}

export type CaseThreadService = ReturnType<typeof createCaseThreadService>;
