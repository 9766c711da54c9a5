import { and, count, eq, gte } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { jalaliMonthStart } from '../ai/jalali-month.ts';
import { chatSessions } from '../tables/sessions.ts';

/** How many AI chats the user opened in this Jalali month: what the plan's monthly allowance counts. */
export async function aiChatsThisMonth(db: Executor, userId: number): Promise<number> {
  const [used] = await db
    .select({ n: count() })
    .from(chatSessions)
    .where(
      and(
        eq(chatSessions.clientId, userId),
        eq(chatSessions.kind, 'ai'),
        gte(chatSessions.createdAt, jalaliMonthStart()),
      ),
    );
  return used?.n ?? 0;
}
