import { and, count, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { occupiedUntil } from './events/event-rows.ts';
import { calendarEvents } from './tables/events.ts';

/**
 * How many events of an office's calendar take place in [from, to): what the dashboard's latest numbers
 * show for today and this week. An event counts when it overlaps the span (an all-day event its whole day).
 */
export async function countOfficeEvents(
  executor: Executor,
  officeId: number,
  from: Date,
  to: Date,
): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(calendarEvents)
    .where(
      and(
        eq(calendarEvents.officeId, officeId),
        lt(calendarEvents.startsAt, to),
        sql`${occupiedUntil} > ${from}`,
      ),
    );
  return row?.n ?? 0;
}
