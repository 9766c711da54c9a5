import { eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../../db/client.ts';
import { scheduleJob } from '../../../jobs/jobs.ts';
import { releaseHold } from '../../wallet/holds.service.ts';
import { chatAlarmTexts } from '../chat.messages.ts';
import { alarm, chatLinks } from '../chat-alarms.ts';
import { chatRequests as r } from '../tables/sessions.ts';
import type { RequestRow } from './present.ts';

export const REQUEST_EXPIRE_TASK = 'chat.request_expire';
export const expireJobKey = (pid: string) => `chat-request-expire:${pid}`;

/** Schedules a pending request's expiry, in the caller's transaction. */
export const scheduleRequestExpiry = (tx: Executor, pid: string, expiresAt: Date) =>
  scheduleJob(tx, REQUEST_EXPIRE_TASK, { request: pid }, { runAt: expiresAt, jobKey: expireJobKey(pid) });

/** A pending request returns its hold and ends in `status`, in the caller's transaction. */
export async function closePending(
  tx: Executor,
  request: RequestRow,
  status: 'rejected' | 'expired' | 'cancelled',
  responseMessage?: string | null,
) {
  if (request.holdPid) await releaseHold(tx, request.holdPid);
  const [row] = await tx
    .update(r)
    .set({
      status,
      ...(status === 'rejected' ? { respondedAt: sql`now()`, responseMessage: responseMessage ?? null } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(r.id, request.id))
    .returning();
  return row ?? request;
}

/** The 30-minute job: a request still pending expires and its hold returns. */
export async function expireRequest(db: Db, payload: unknown) {
  const pid = (payload as { request?: unknown } | null)?.request;
  if (typeof pid !== 'string') throw new Error('chat.request_expire: no request in the payload');
  await db.transaction(async (tx) => {
    const [request] = await tx.select().from(r).where(eq(r.pid, pid)).for('update');
    if (request?.status !== 'pending') return;
    await closePending(tx, request, 'expired');
    await alarm(tx, {
      userId: request.clientId,
      kind: 'chat',
      title: chatAlarmTexts.chatExpired,
      link: chatLinks.chats,
    });
  });
}
