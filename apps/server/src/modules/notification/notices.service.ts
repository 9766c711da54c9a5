import type { CourtNotice, CreateCourtNoticeRequest } from '@vakilyar/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { notFound } from '../../core/errors.ts';
import { newPid } from '../../core/ids.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { FileStorage } from '../document/file-storage.ts';
import { keepUploads } from '../document/stored-files.ts';
import type { ReceivedFile } from '../document/upload-receiver.ts';
import type { Caller } from '../office/access.ts';
import { officeSearchKey } from '../office/search-sql.ts';
import type { SmsService } from '../sms/sms.service.ts';
import { noticeHome, noticeScope, noticeScopeForOne, noticesOf } from './notice-access.ts';
import { seeAlarmsOfNotices } from './notice-alarm-sync.ts';
import { announceNotice, type SmsRecipient, sendNoticeSms } from './notice-announce.ts';
import { findNotice, isReadBy, listNotices, unreadNoticeCount } from './notices.query.ts';
import { notificationTexts } from './notification.messages.ts';
import { courtNoticeAttachments, courtNoticeReads, courtNotices } from './tables/court-notices.ts';

type Logger = { warn: (details: object, message: string) => void };

const searchTextOf = (input: CreateCourtNoticeRequest) =>
  officeSearchKey(
    [input.subject, input.notice_number, input.court, input.branch, input.description]
      .filter(Boolean)
      .join(' '),
  );

/** Court notices of an office: recorded by hand or from uploaded photos and files, read flags per user. */
export function createNoticesService(db: Db, storage: FileStorage, sms: SmsService) {
  async function load(scope: SQL, caller: Caller, pid: string): Promise<CourtNotice> {
    const notice = await findNotice(db, scope, caller.userId, pid);
    if (!notice) throw notFound(notificationTexts.noticeNotFound);
    return notice;
  }

  /**
   * Records a notice (with its files, already received and checked) and its alarms in one transaction; the
   * creator has read it. The SMS go out after the commit.
   */
  async function create(
    caller: Caller,
    input: CreateCourtNoticeRequest,
    files: ReceivedFile[],
    log: Logger,
  ): Promise<CourtNotice> {
    const scope = await noticeScope(db, caller, 'court_notice.manage');
    const { caseId, office } = await noticeHome(db, scope, input.case_id);
    const pid = newPid();
    const write = async (tx: Tx, kept: { file: ReceivedFile; key: string }[]) => {
      const [notice] = await tx
        .insert(courtNotices)
        .values({
          pid,
          officeId: office.officeId,
          subject: input.subject,
          noticeNumber: input.notice_number ?? null,
          noticeType: input.notice_type,
          court: input.court ?? null,
          branch: input.branch ?? null,
          servedOn: input.served_on ?? null,
          hearingAt: input.hearing_at ? new Date(input.hearing_at) : null,
          replyDueOn: input.reply_due_on ?? null,
          caseId,
          description: input.description ?? null,
          isImportant: input.is_important,
          searchText: searchTextOf(input),
          createdById: caller.userId,
        })
        .returning({ id: courtNotices.id });
      if (!notice) throw new Error('notice not stored');
      if (kept.length) {
        await tx.insert(courtNoticeAttachments).values(
          kept.map(({ file, key }) => ({
            pid: newPid(),
            noticeId: notice.id,
            fileType: file.fileType,
            originalName: file.name,
            size: file.size,
            mimeType: file.mime,
            storageKey: key,
          })),
        );
      }
      await tx.insert(courtNoticeReads).values({ noticeId: notice.id, userId: caller.userId });
      return announceNotice(tx, office, caseId, caller, {
        pid,
        subject: input.subject,
        noticeType: input.notice_type,
        court: input.court ?? null,
        branch: input.branch ?? null,
      });
    };
    const smsTo: SmsRecipient[] = files.length
      ? await keepUploads(db, storage, files, write)
      : await db.transaction((tx) => write(tx, []));
    await sendNoticeSms(
      db,
      sms,
      office,
      {
        pid,
        subject: input.subject,
        noticeType: input.notice_type,
        court: input.court ?? null,
        branch: input.branch ?? null,
      },
      smsTo,
      log,
    );
    return load(noticesOf(scope), caller, pid);
  }

  /** Deletes a notice and its files: the rows in one statement, then the bytes. */
  async function remove(caller: Caller, pid: string): Promise<void> {
    const scope = await noticeScopeForOne(db, caller, 'court_notice.manage');
    const keys = await db.transaction(async (tx) => {
      const [notice] = await tx
        .select({ id: courtNotices.id })
        .from(courtNotices)
        .where(and(eq(courtNotices.pid, pid), noticesOf(scope)))
        .for('update');
      if (!notice) throw notFound(notificationTexts.noticeNotFound);
      const files = await tx
        .select({ key: courtNoticeAttachments.storageKey })
        .from(courtNoticeAttachments)
        .where(eq(courtNoticeAttachments.noticeId, notice.id));
      await tx.delete(courtNotices).where(eq(courtNotices.id, notice.id));
      return files.map((f) => f.key);
    });
    await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
  }

  /**
   * Replaces a notice's fields with `input` (its files stay): a notice recorded from photos gets its
   * number, date, court, branch and case typed in afterwards.
   */
  async function update(caller: Caller, pid: string, input: CreateCourtNoticeRequest): Promise<CourtNotice> {
    const scope = await noticeScope(db, caller, 'court_notice.manage');
    const { caseId, office } = await noticeHome(db, scope, input.case_id);
    const updated = await db
      .update(courtNotices)
      .set({
        officeId: office.officeId,
        subject: input.subject,
        noticeNumber: input.notice_number ?? null,
        noticeType: input.notice_type,
        court: input.court ?? null,
        branch: input.branch ?? null,
        servedOn: input.served_on ?? null,
        hearingAt: input.hearing_at ? new Date(input.hearing_at) : null,
        replyDueOn: input.reply_due_on ?? null,
        caseId,
        description: input.description ?? null,
        isImportant: input.is_important,
        searchText: searchTextOf(input),
      })
      .where(and(eq(courtNotices.pid, pid), noticesOf(scope)))
      .returning({ id: courtNotices.id });
    if (updated.length === 0) throw notFound(notificationTexts.noticeNotFound);
    return load(noticesOf(scope), caller, pid);
  }

  /** Records as read for the caller the office's notices that `which` selects, with their alarms, at once. */
  async function readNotices(caller: Caller, which: SQL) {
    const scope = noticesOf(await noticeScope(db, caller, 'court_notice.view'));
    const inserted = await db.transaction(async (tx) => {
      const read = await tx
        .insert(courtNoticeReads)
        .select(
          tx
            .select({
              noticeId: courtNotices.id,
              userId: sql<number>`${caller.userId}::bigint`.as('user_id'),
              readAt: sql<Date>`now()`.as('read_at'),
            })
            .from(courtNotices)
            .where(and(scope, which)),
        )
        .onConflictDoNothing()
        .returning({ noticeId: courtNoticeReads.noticeId });
      await seeAlarmsOfNotices(
        tx,
        caller.userId,
        read.map((row) => row.noticeId),
      );
      return read;
    });
    return {
      updated: inserted.length,
      unread_count: await unreadNoticeCount(db, scope, caller.userId),
    };
  }

  /** Marks the named notices of the caller's office read for the caller; other pids are ignored. */
  const markRead = (caller: Caller, pids: string[]) => readNotices(caller, inArray(courtNotices.pid, pids));

  const markAllRead = (caller: Caller) => readNotices(caller, sql`not ${isReadBy(caller.userId)}`);

  return {
    create,
    update,
    remove,
    markRead,
    markAllRead,
    async get(caller: Caller, pid: string) {
      const scope = await noticeScopeForOne(db, caller, 'court_notice.view');
      return load(noticesOf(scope), caller, pid);
    },
    async list(caller: Caller, query: Parameters<typeof listNotices>[3]) {
      const scope = await noticeScope(db, caller, 'court_notice.view');
      return listNotices(db, noticesOf(scope), caller.userId, query);
    },
    async unreadCount(caller: Caller) {
      const scope = await noticeScope(db, caller, 'court_notice.view');
      return unreadNoticeCount(db, noticesOf(scope), caller.userId);
    },
    /** The checks an upload passes before any byte is stored: the office, the right, the case. */
    async beforeUpload(caller: Caller, casePid: string | null | undefined) {
      await noticeHome(db, await noticeScope(db, caller, 'court_notice.manage'), casePid);
    },
    /** An attachment of a notice of the caller's office, for download. */
    async attachment(caller: Caller, noticePid: string, attachmentPid: string) {
      const scope = await noticeScopeForOne(db, caller, 'court_notice.view');
      const [row] = await db
        .select({
          pid: courtNoticeAttachments.pid,
          storageKey: courtNoticeAttachments.storageKey,
          mimeType: courtNoticeAttachments.mimeType,
          originalName: courtNoticeAttachments.originalName,
        })
        .from(courtNoticeAttachments)
        .innerJoin(courtNotices, eq(courtNotices.id, courtNoticeAttachments.noticeId))
        .where(
          and(
            eq(courtNoticeAttachments.pid, attachmentPid),
            eq(courtNotices.pid, noticePid),
            noticesOf(scope),
          ),
        );
      if (!row) throw notFound(notificationTexts.attachmentNotFound);
      return row;
    },
  };
}

export type NoticesService = ReturnType<typeof createNoticesService>;
