import type { IdleCase } from '@vakilyar/contract';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { pageWindow } from '../../core/paging.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../auth/actor.ts';
import { calendarEvents } from '../calendar/tables/events.ts';
import { officeCases } from '../office/tables/cases.ts';
import { requireTaskOffice } from './task-scope.ts';
import { officeTasks } from './tasks.tables.ts';

/** «پرونده‌های بدون اقدام»: the office's open cases with no hearing or deadline ahead and no open task. */
export function createIdleCasesService(db: Db) {
  const idle = (officeId: number, now: Date): SQL =>
    and(
      eq(officeCases.officeId, officeId),
      eq(officeCases.status, 'open'),
      sql`not exists (select 1 from ${calendarEvents} where ${calendarEvents.caseId} = ${officeCases.id}
        and ${inArray(calendarEvents.eventType, ['hearing', 'deadline'])} and ${calendarEvents.endsAt} >= ${now})`,
      sql`not exists (select 1 from ${officeTasks} where ${officeTasks.caseId} = ${officeCases.id}
        and ${officeTasks.status} = 'open')`,
    ) as SQL;

  async function list(caller: Actor, query: { page: number; page_size: number }, now = new Date()) {
    const office = await requireTaskOffice(db, caller);
    const where = idle(office.officeId, now);
    const { limit, offset } = pageWindow(query);
    const [rows, [total]] = await Promise.all([
      db
        .select({
          pid: officeCases.pid,
          title: officeCases.title,
          caseNumber: officeCases.caseNumber,
          caseType: officeCases.caseType,
          stage: officeCases.stage,
          updatedAt: officeCases.updatedAt,
        })
        .from(officeCases)
        .where(where)
        // The longest untouched first: they need a look soonest.
        .orderBy(asc(officeCases.updatedAt), asc(officeCases.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(officeCases).where(where),
    ]);
    const results: IdleCase[] = rows.map((r) => ({
      pid: r.pid,
      title: r.title,
      case_number: r.caseNumber,
      case_type: r.caseType,
      stage: r.stage,
      last_activity_at: r.updatedAt.toISOString(),
    }));
    return { count: total?.n ?? 0, results };
  }

  return { list };
}
