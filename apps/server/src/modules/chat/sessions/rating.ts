import type { RateChatSessionRequest } from '@vakilyar/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { conflict, forbidden } from '../../../core/errors.ts';
import type { Db } from '../../../db/client.ts';
import type { Actor } from '../../auth/actor.ts';
import { chatTexts } from '../chat.messages.ts';
import { consultantProfiles } from '../tables/consultants.ts';
import { chatSessions as s } from '../tables/sessions.ts';
import { type SessionRow, sessionFor } from './session-access.ts';

/**
 * The client rates a consultant session once it is over, once: the score joins the consultant's rating
 * (the same counters consultations add to), in one transaction with the session's own record of it.
 */
export async function rateSession(
  db: Db,
  actor: Actor,
  pid: string,
  input: { rating: number; comment?: RateChatSessionRequest['comment'] | null },
): Promise<SessionRow> {
  return db.transaction(async (tx) => {
    const { session, side } = await sessionFor(tx, actor.userId, pid, { lock: true });
    if (side !== 'client' || session.kind !== 'consultant' || session.consultantId === null) {
      throw forbidden(chatTexts.onlyClientRates);
    }
    if (session.status === 'active') throw conflict(chatTexts.rateAfterEnd);
    const [rated] = await tx
      .update(s)
      .set({ rating: input.rating, ratingComment: input.comment ?? null, ratedAt: sql`now()` })
      .where(and(eq(s.id, session.id), isNull(s.rating)))
      .returning();
    if (!rated) throw conflict(chatTexts.alreadyRated);
    await tx
      .update(consultantProfiles)
      .set({
        ratingCount: sql`${consultantProfiles.ratingCount} + 1`,
        ratingTotal: sql`${consultantProfiles.ratingTotal} + ${input.rating}`,
      })
      .where(eq(consultantProfiles.userId, session.consultantId));
    return rated;
  });
}
