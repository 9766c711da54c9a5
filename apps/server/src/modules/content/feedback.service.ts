import type { AdminFeedbackListQuery, FeedbackCategory, SendFeedbackRequest } from '@vakilyar/contract';
import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { conflict, notFound } from '../../core/errors.ts';
import { newPid } from '../../core/ids.ts';
import { orderingFor, pageWindow } from '../../core/paging.ts';
import type { Db, Executor } from '../../db/client.ts';
import type { Actor } from '../auth/actor.ts';
import { users } from '../auth/auth.tables.ts';
import { createAlarm } from '../notification/alarms.service.ts';
import { contentTexts } from './content.messages.ts';
import { iso } from './route-kit.ts';
import { searchKeyOf, searchWhere } from './sql-kit.ts';
import { feedback } from './tables/messages.ts';

type FeedbackRow = typeof feedback.$inferSelect;
type ListQuery = Pick<AdminFeedbackListQuery, 'page' | 'page_size' | 'ordering' | 'status'> &
  Partial<Pick<AdminFeedbackListQuery, 'search' | 'category'>>;

const sender = alias(users, 'sender');
const replier = alias(users, 'replier');

const present = (row: FeedbackRow) => ({
  pid: row.pid,
  subject: row.subject,
  message: row.message,
  category: row.category as FeedbackCategory,
  rating: row.rating,
  status: row.reply === null ? ('open' as const) : ('answered' as const),
  reply: row.reply,
  replied_at: iso(row.repliedAt),
  created_at: row.createdAt.toISOString(),
});

/** Stores a signed-in user's feedback; the sender's name and number join the admin's search text. */
export async function sendFeedback(db: Executor, actor: Actor, input: SendFeedbackRequest) {
  const [row] = await db
    .insert(feedback)
    .values({
      pid: newPid(),
      userId: actor.userId,
      subject: input.subject,
      message: input.message,
      category: input.category,
      rating: input.rating ?? null,
      searchKey: searchKeyOf(input.subject, input.message, actor.firstName, actor.lastName, actor.phone),
    })
    .returning();
  if (!row) throw new Error('feedback not written');
  return present(row);
}

function filterOf(query: ListQuery): SQL | undefined {
  return and(
    query.status === 'open' ? isNull(feedback.reply) : undefined,
    query.status === 'answered' ? isNotNull(feedback.reply) : undefined,
    query.category ? eq(feedback.category, query.category) : undefined,
    searchWhere(feedback.searchKey, query.search),
  );
}

const newestFirst = (ordering: string | undefined) =>
  orderingFor({ created_at: feedback.createdAt, replied_at: feedback.repliedAt }, ordering, [
    desc(feedback.createdAt),
    desc(feedback.id),
  ]);

/** The caller's own feedback, newest first. */
export async function listOwnFeedback(db: Executor, userId: number, query: ListQuery) {
  const where = and(
    eq(feedback.userId, userId),
    filterOf({ ...query, search: undefined, category: undefined }),
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(feedback)
      .where(where)
      .orderBy(...newestFirst(query.ordering))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(feedback).where(where),
  ]);
  return { count: total?.n ?? 0, results: rows.map(present) };
}

/** One of the caller's own; anyone else's is a 404, as if it did not exist. */
export async function getOwnFeedback(db: Executor, userId: number, pid: string) {
  const [row] = await db
    .select()
    .from(feedback)
    .where(and(eq(feedback.pid, pid), eq(feedback.userId, userId)));
  if (!row) throw notFound(contentTexts.feedbackNotFound);
  return present(row);
}

// ---------------------------------------------------------------------------------------------
// Admin.
// ---------------------------------------------------------------------------------------------

const selectForAdmin = (db: Executor) =>
  db
    .select({
      row: feedback,
      sender: {
        pid: sender.pid,
        firstName: sender.firstName,
        lastName: sender.lastName,
        phone: sender.phone,
      },
      replier: { pid: replier.pid, firstName: replier.firstName, lastName: replier.lastName },
    })
    .from(feedback)
    .innerJoin(sender, eq(sender.id, feedback.userId))
    .leftJoin(replier, eq(replier.id, feedback.repliedById));

type AdminRow = Awaited<ReturnType<ReturnType<typeof selectForAdmin>['where']>>[number];

const presentForAdmin = ({ row, sender: from, replier: by }: AdminRow) => ({
  ...present(row),
  user: { pid: from.pid, first_name: from.firstName, last_name: from.lastName, mobile: from.phone ?? '' },
  replied_by: by?.pid ? { pid: by.pid, first_name: by.firstName ?? '', last_name: by.lastName ?? '' } : null,
});

export async function listFeedbackForAdmin(db: Executor, query: AdminFeedbackListQuery) {
  const where = filterOf(query);
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    selectForAdmin(db)
      .where(where)
      .orderBy(...newestFirst(query.ordering))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(feedback).where(where),
  ]);
  return { count: total?.n ?? 0, results: rows.map(presentForAdmin) };
}

export async function getFeedbackForAdmin(db: Executor, pid: string) {
  const [found] = await selectForAdmin(db).where(eq(feedback.pid, pid));
  if (!found) throw notFound(contentTexts.feedbackNotFound);
  return presentForAdmin(found);
}

/**
 * Stores the one reply and leaves the sender an in-app alarm, in one transaction. The reply is written
 * only while none exists, so two admins replying at once give one reply, one alarm and one 409.
 */
export async function replyToFeedback(db: Db, pid: string, reply: string, adminId: number) {
  await db.transaction(async (tx) => {
    const [answered] = await tx
      .update(feedback)
      .set({ reply, repliedAt: sql`now()`, repliedById: adminId })
      .where(and(eq(feedback.pid, pid), isNull(feedback.reply)))
      .returning();
    if (!answered) {
      const [exists] = await tx.select({ id: feedback.id }).from(feedback).where(eq(feedback.pid, pid));
      throw exists ? conflict(contentTexts.feedbackAlreadyAnswered) : notFound(contentTexts.feedbackNotFound);
    }
    await createAlarm(tx, {
      userId: answered.userId,
      kind: 'system',
      title: contentTexts.feedbackAlarmTitle,
      body: contentTexts.feedbackAlarmBody(answered.subject),
      link: `/feedback?item=${answered.pid}`,
    });
  });
  return getFeedbackForAdmin(db, pid);
}
