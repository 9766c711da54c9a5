import type { ContactMessageListQuery, ContactRequest } from '@vakilyar/contract';
import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { notFound } from '../../core/errors.ts';
import { newPid } from '../../core/ids.ts';
import { orderingFor, pageWindow } from '../../core/paging.ts';
import type { Executor } from '../../db/client.ts';
import { users } from '../auth/auth.tables.ts';
import { contentTexts } from './content.messages.ts';
import { iso } from './route-kit.ts';
import { searchKeyOf, searchWhere } from './sql-kit.ts';
import { contactMessages } from './tables/messages.ts';

type MessageRow = typeof contactMessages.$inferSelect;
const handler = alias(users, 'handler');
type HandlerRef = { pid: string | null; firstName: string | null; lastName: string | null } | null;

/** Stores a contact-us message; the sender's address is kept to trace abuse. */
export async function receiveContactMessage(db: Executor, input: ContactRequest, ip: string) {
  const pid = newPid();
  await db.insert(contactMessages).values({
    pid,
    name: input.name,
    email: input.email ?? null,
    mobile: input.mobile ?? null,
    subject: input.subject,
    message: input.message,
    ip,
    searchKey: searchKeyOf(input.name, input.email, input.mobile, input.subject, input.message),
  });
  return pid;
}

const present = (row: MessageRow, by: HandlerRef) => ({
  pid: row.pid,
  name: row.name,
  email: row.email,
  mobile: row.mobile,
  subject: row.subject,
  message: row.message,
  is_handled: row.handledAt !== null,
  handled_at: iso(row.handledAt),
  handled_by: by?.pid ? { pid: by.pid, first_name: by.firstName ?? '', last_name: by.lastName ?? '' } : null,
  created_at: row.createdAt.toISOString(),
});

const selectMessages = (db: Executor) =>
  db
    .select({
      row: contactMessages,
      by: { pid: handler.pid, firstName: handler.firstName, lastName: handler.lastName },
    })
    .from(contactMessages)
    .leftJoin(handler, eq(handler.id, contactMessages.handledById));

/** Newest first; `is_handled` filters; `search` over sender, subject and text. */
export async function listContactMessages(db: Executor, query: ContactMessageListQuery) {
  const where = and(
    query.is_handled === 'true' ? isNotNull(contactMessages.handledAt) : undefined,
    query.is_handled === 'false' ? isNull(contactMessages.handledAt) : undefined,
    searchWhere(contactMessages.searchKey, query.search),
  );
  const order = orderingFor({ created_at: contactMessages.createdAt }, query.ordering, [
    desc(contactMessages.createdAt),
    desc(contactMessages.id),
  ]);
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    selectMessages(db)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(contactMessages).where(where),
  ]);
  return { count: total?.n ?? 0, results: rows.map((r) => present(r.row, r.by)) };
}

export async function getContactMessage(db: Executor, pid: string) {
  const [found] = await selectMessages(db).where(eq(contactMessages.pid, pid));
  if (!found) throw notFound(contentTexts.contactNotFound);
  return present(found.row, found.by);
}

/** Marks a message handled by this admin (the first handling is kept), or opens it again. */
export async function setContactHandled(db: Executor, pid: string, handled: boolean, adminId: number) {
  const updated = await db
    .update(contactMessages)
    .set(
      handled
        ? {
            handledAt: sql`coalesce(${contactMessages.handledAt}, now())`,
            handledById: sql`coalesce(${contactMessages.handledById}, ${adminId})`,
          }
        : { handledAt: null, handledById: null },
    )
    .where(eq(contactMessages.pid, pid))
    .returning({ id: contactMessages.id });
  if (!updated.length) throw notFound(contentTexts.contactNotFound);
  return getContactMessage(db, pid);
}
