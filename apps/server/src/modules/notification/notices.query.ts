import type { CourtNotice, CourtNoticeListQuery, FileType, NoticeType } from '@vakilyar/contract';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { orderingFor, pageWindow } from '../../core/paging.ts';
import type { Executor } from '../../db/client.ts';
import { users } from '../auth/auth.tables.ts';
import { textSearch } from '../office/search-sql.ts';
import { officeCases } from '../office/tables/cases.ts';
import { userRefOf } from '../office/user-ref.ts';
import { courtNoticeAttachments, courtNoticeReads, courtNotices } from './tables/court-notices.ts';

export const attachmentUrl = (noticePid: string, pid: string) =>
  `/api/court-notification/v1/court-notifications/${noticePid}/attachments/${pid}/download/`;

/** Whether the user has read the notice of the row in the query. */
export const isReadBy = (userId: number) =>
  sql<boolean>`exists (select 1 from ${courtNoticeReads} where ${courtNoticeReads.noticeId} = ${courtNotices.id}
    and ${courtNoticeReads.userId} = ${userId})`;

function selectNotices(db: Executor, userId: number) {
  return db
    .select({
      row: courtNotices,
      kase: { pid: officeCases.pid, title: officeCases.title },
      creator: { pid: users.pid, first_name: users.firstName, last_name: users.lastName },
      isRead: isReadBy(userId),
    })
    .from(courtNotices)
    .leftJoin(officeCases, eq(officeCases.id, courtNotices.caseId))
    .leftJoin(users, eq(users.id, courtNotices.createdById));
}

type NoticeRecord = Awaited<ReturnType<ReturnType<typeof selectNotices>['execute']>>[number];
type AttachmentRow = typeof courtNoticeAttachments.$inferSelect;

async function attachmentsOf(db: Executor, noticeIds: number[]): Promise<Map<number, AttachmentRow[]>> {
  const byNotice = new Map<number, AttachmentRow[]>();
  if (noticeIds.length === 0) return byNotice;
  const rows = await db
    .select()
    .from(courtNoticeAttachments)
    .where(inArray(courtNoticeAttachments.noticeId, noticeIds))
    .orderBy(courtNoticeAttachments.id);
  for (const row of rows) byNotice.set(row.noticeId, [...(byNotice.get(row.noticeId) ?? []), row]);
  return byNotice;
}

function present(record: NoticeRecord, attachments: AttachmentRow[]): CourtNotice {
  const { row } = record;
  return {
    pid: row.pid,
    subject: row.subject,
    notice_number: row.noticeNumber,
    notice_type: row.noticeType as NoticeType,
    court: row.court,
    branch: row.branch,
    served_on: row.servedOn,
    hearing_at: row.hearingAt?.toISOString() ?? null,
    reply_due_on: row.replyDueOn,
    case: record.kase?.pid ? { pid: record.kase.pid, title: record.kase.title } : null,
    description: row.description,
    is_important: row.isImportant,
    is_read: record.isRead,
    attachments: attachments.map((a) => ({
      pid: a.pid,
      name: a.originalName,
      size: a.size,
      mime_type: a.mimeType,
      file_type: a.fileType as FileType,
      url: attachmentUrl(row.pid, a.pid),
    })),
    created_by: userRefOf(record.creator),
    created_at: row.createdAt.toISOString(),
  };
}

async function presentAll(db: Executor, records: NoticeRecord[]): Promise<CourtNotice[]> {
  const attachments = await attachmentsOf(
    db,
    records.map((r) => r.row.id),
  );
  return records.map((r) => present(r, attachments.get(r.row.id) ?? []));
}

/** One notice of the scope (`noticesOf`, or one office's) as the user sees it, or null. */
export async function findNotice(
  db: Executor,
  scope: SQL,
  userId: number,
  pid: string,
): Promise<CourtNotice | null> {
  const [record] = await selectNotices(db, userId).where(and(eq(courtNotices.pid, pid), scope));
  return record ? ((await presentAll(db, [record]))[0] ?? null) : null;
}

const ORDERINGS = {
  created_at: courtNotices.createdAt,
  served_on: courtNotices.servedOn,
  subject: courtNotices.subject,
  notice_number: courtNotices.noticeNumber,
};

/** A page of the scope's notices, filtered as asked; `is_read` is the user's own flag. */
export async function listNotices(
  db: Executor,
  scope: SQL,
  userId: number,
  query: CourtNoticeListQuery,
): Promise<{ count: number; results: CourtNotice[] }> {
  const order = orderingFor(ORDERINGS, query.ordering, [desc(courtNotices.createdAt), desc(courtNotices.id)]);
  const search = textSearch(courtNotices.searchText, query.search);
  const read = isReadBy(userId);
  const where = and(
    scope,
    search?.where,
    query.is_read ? (query.is_read === 'true' ? read : sql`not ${read}`) : undefined,
    query.is_important ? eq(courtNotices.isImportant, query.is_important === 'true') : undefined,
    query.notice_type ? eq(courtNotices.noticeType, query.notice_type) : undefined,
    query.case
      ? (sql`${courtNotices.caseId} = (select ${officeCases.id} from ${officeCases}
          where ${officeCases.pid} = ${query.case})` as SQL)
      : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const [records, [total]] = await Promise.all([
    selectNotices(db, userId)
      .where(where)
      .orderBy(...order, desc(courtNotices.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(courtNotices).where(where),
  ]);
  return { count: total?.n ?? 0, results: await presentAll(db, records) };
}

/** How many of the scope's notices (`noticesOf`, or one office's) the user has not read. */
export async function unreadNoticeCount(db: Executor, scope: SQL, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(courtNotices)
    .where(and(scope, sql`not ${isReadBy(userId)}`));
  return row?.n ?? 0;
}
