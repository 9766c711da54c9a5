import { eq, sql } from 'drizzle-orm';
import { newPid } from '../../../core/ids.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { cancelJob, scheduleJob } from '../../../jobs/jobs.ts';
import { chatAlarmTexts, chatTexts } from '../chat.messages.ts';
import { alarm, chatLinks } from '../chat-alarms.ts';
import { titleSeenBy, userBrief } from '../chat-users.ts';
import { scheduleFeePayout } from '../fees.ts';
import type { ChatEvents } from '../socket/events.ts';
import { consultantProfiles } from '../tables/consultants.ts';
import { chatSessions } from '../tables/sessions.ts';
import { storeSystemMessage } from './message-store.ts';
import { type MessageRow, type SessionRow, sessionByPid } from './session-access.ts';

// A session opens (from an accepted request, or as an AI chat) with its time limit scheduled as a job,
// and closes once: by a participant (completed) or when its time runs out (expired). Closing a paid
// session schedules the consultant's share.

export const SESSION_TIME_UP_TASK = 'chat.session_time_up';
const timeUpJobKey = (sessionPid: string) => `chat-session-time-up:${sessionPid}`;

export interface OpenSessionInput {
  kind: 'consultant' | 'ai';
  title: string;
  clientId: number;
  consultantId: number | null;
  requestId?: number | null;
  aiType?: string | null;
  feeAmount?: number | null;
  holdPid?: string | null;
  timeLimitSeconds: number;
}

/** Opens a session in the caller's transaction and schedules its end. */
export async function openSession(tx: Executor, input: OpenSessionInput): Promise<SessionRow> {
  const startedAt = new Date();
  const endsAt = new Date(startedAt.getTime() + input.timeLimitSeconds * 1000);
  const [session] = await tx
    .insert(chatSessions)
    .values({
      pid: newPid(),
      kind: input.kind,
      title: input.title,
      aiType: input.aiType ?? null,
      clientId: input.clientId,
      consultantId: input.consultantId,
      requestId: input.requestId ?? null,
      feeAmount: input.feeAmount ?? null,
      holdPid: input.holdPid ?? null,
      timeLimitSeconds: input.timeLimitSeconds,
      startedAt,
      endsAt,
    })
    .returning();
  if (!session) throw new Error('session insert returned nothing');
  await scheduleJob(
    tx,
    SESSION_TIME_UP_TASK,
    { session: session.pid },
    { runAt: endsAt, jobKey: timeUpJobKey(session.pid) },
  );
  return session;
}

export type Closer = { by: 'client' | 'consultant'; reason: string | null } | { by: 'system' };

/**
 * Ends an active session in the caller's transaction, with a system message saying how; answers null
 * when it was no longer active. The session row must be locked by the caller.
 */
export async function closeSession(tx: Executor, session: SessionRow, closer: Closer) {
  if (session.status !== 'active') return null;
  const endedAt = new Date();
  const text =
    closer.by === 'system'
      ? chatTexts.timeIsUp
      : closer.by === 'client'
        ? chatTexts.endedByClient(closer.reason)
        : chatTexts.endedByConsultant(closer.reason);
  const [ended] = await tx
    .update(chatSessions)
    .set({
      status: closer.by === 'system' ? 'expired' : 'completed',
      endedAt,
      endedBy: closer.by,
      endReason: closer.by === 'system' ? chatTexts.timeIsUp : (closer.reason ?? text),
    })
    .where(eq(chatSessions.id, session.id))
    .returning();
  if (!ended) throw new Error('session vanished');
  const message = await storeSystemMessage(tx, ended, text);
  if (closer.by !== 'system') await cancelJob(tx, timeUpJobKey(session.pid));
  if (ended.kind === 'consultant' && ended.consultantId !== null) {
    if (ended.holdPid) {
      await scheduleFeePayout(tx, ended.holdPid, { type: 'chat_session', pid: ended.pid }, endedAt);
    }
    await tx
      .update(consultantProfiles)
      .set({ completedCount: sql`${consultantProfiles.completedCount} + 1` })
      .where(eq(consultantProfiles.userId, ended.consultantId));
    const other =
      closer.by === 'consultant' ? ended.clientId : closer.by === 'client' ? ended.consultantId : null;
    const people = {
      client: await userBrief(tx, ended.clientId),
      consultant: await userBrief(tx, ended.consultantId),
    };
    for (const userId of other === null ? [ended.clientId, ended.consultantId] : [other]) {
      const reader = userId === ended.clientId ? 'client' : 'consultant';
      await alarm(tx, {
        userId,
        kind: 'chat',
        title: chatAlarmTexts.sessionEnded,
        body: titleSeenBy(reader, ended.title, people),
        link: chatLinks.session(ended.pid),
      });
    }
  }
  const [fresh] = await tx.select().from(chatSessions).where(eq(chatSessions.id, session.id));
  return { session: fresh ?? ended, message };
}

/** Announces a closed session: its system message, then the end itself. */
export async function announceClosed(
  events: ChatEvents,
  closed: { session: SessionRow; message: MessageRow },
) {
  await events.messageStored(closed.session, closed.message);
  await events.sessionEnded(closed.session);
}

/** The time-limit job: the session ends as expired if it is still active. */
export async function runSessionTimeUp(db: Db, events: ChatEvents, payload: unknown): Promise<void> {
  const pid = (payload as { session?: unknown } | null)?.session;
  if (typeof pid !== 'string') throw new Error('chat.session_time_up: no session in the payload');
  const closed = await db.transaction(async (tx) => {
    const session = await sessionByPid(tx, pid, { lock: true });
    return session ? closeSession(tx, session, { by: 'system' }) : null;
  });
  if (closed) await announceClosed(events, closed);
}
