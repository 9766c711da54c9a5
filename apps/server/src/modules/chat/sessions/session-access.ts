import type { ChatSide } from '@vakilyar/contract';
import { and, eq, or } from 'drizzle-orm';
import { notFound } from '../../../core/errors.ts';
import type { Executor } from '../../../db/client.ts';
import { chatTexts } from '../chat.messages.ts';
import { type chatMessages, chatSessions } from '../tables/sessions.ts';

export type SessionRow = typeof chatSessions.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

/** Sessions the user takes part in: as the client, or as the consultant. */
export const participatesIn = (userId: number) =>
  or(eq(chatSessions.clientId, userId), eq(chatSessions.consultantId, userId));

/** The caller's side of a session they take part in. */
export const sideOf = (session: SessionRow, userId: number): ChatSide =>
  session.clientId === userId ? 'client' : 'consultant';

/**
 * A session the user takes part in, or a 404 that never tells a stranger whether it exists. With `lock`,
 * the row stays locked until the transaction ends (sending, reading and ending serialize on it).
 */
export async function sessionFor(
  db: Executor,
  userId: number,
  pid: string,
  options: { lock?: boolean } = {},
): Promise<{ session: SessionRow; side: ChatSide }> {
  const query = db
    .select()
    .from(chatSessions)
    .where(and(eq(chatSessions.pid, pid), participatesIn(userId)));
  const [session] = options.lock ? await query.for('update') : await query;
  if (!session) throw notFound(chatTexts.sessionNotFound);
  return { session, side: sideOf(session, userId) };
}

/** A session by pid whoever asks (jobs and the assistant), locked when asked. */
export async function sessionByPid(db: Executor, pid: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(chatSessions).where(eq(chatSessions.pid, pid));
  const [session] = options.lock ? await query.for('update') : await query;
  return session;
}
