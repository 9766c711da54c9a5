import type { ChatRequest, ChatSide } from '@vakilyar/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { usersById } from '../chat-users.ts';
import { chatSessions } from '../tables/sessions.ts';
import { presentRequest, type RequestRow } from './present.ts';

/** Requests as `userId` sees them: their side, both people, and the session an accepted one opened. */
export async function presentRequests(db: Db, rows: RequestRow[], userId: number): Promise<ChatRequest[]> {
  const sessionIds = rows.flatMap((row) => (row.sessionId ? [row.sessionId] : []));
  const [people, sessions] = await Promise.all([
    usersById(
      db,
      rows.flatMap((row) => [row.clientId, row.consultantId]),
    ),
    sessionIds.length
      ? db
          .select({ id: chatSessions.id, pid: chatSessions.pid })
          .from(chatSessions)
          .where(inArray(chatSessions.id, sessionIds))
      : [],
  ]);
  const sessionPid = new Map(sessions.map((s) => [s.id, s.pid]));
  return rows.map((row) => {
    const side: ChatSide = row.clientId === userId ? 'client' : 'consultant';
    return presentRequest(row, side, people, row.sessionId ? (sessionPid.get(row.sessionId) ?? null) : null);
  });
}

export async function presentOneRequest(db: Db, row: RequestRow, userId: number) {
  const [one] = await presentRequests(db, [row], userId);
  if (!one) throw new Error('request presentation failed');
  return one;
}
