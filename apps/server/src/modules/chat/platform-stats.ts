import { and, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { consultations } from './tables/consultations.ts';
import { chatSessions } from './tables/sessions.ts';

/** Chat sessions with a consultant and consultations carried through to the end, across the platform. */
export async function completedConsultationsCount(db: Executor): Promise<number> {
  const [[sessions], [scheduled]] = await Promise.all([
    db
      .select({ n: count() })
      .from(chatSessions)
      .where(and(eq(chatSessions.kind, 'consultant'), eq(chatSessions.status, 'completed'))),
    db
      .select({ n: count() })
      .from(consultations)
      .where(inArray(consultations.status, ['completed', 'disputed', 'settled'])),
  ]);
  return (sessions?.n ?? 0) + (scheduled?.n ?? 0);
}
