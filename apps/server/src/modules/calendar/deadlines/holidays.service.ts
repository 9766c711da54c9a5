import type { CreateHolidayRequest, Holiday } from '@vakilyar/contract';
import { and, asc, count, eq, gte, lt } from 'drizzle-orm';
import { conflict, notFound } from '../../../core/errors.ts';
import { newPid } from '../../../core/ids.ts';
import { pageWindow } from '../../../core/paging.ts';
import type { Db } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/pg-errors.ts';
import { calendarTexts } from '../calendar.messages.ts';
import { calendarHolidays } from '../tables/holidays.ts';
import { addDays } from '../tehran-time.ts';

const present = (row: typeof calendarHolidays.$inferSelect): Holiday => ({
  pid: row.pid,
  date: row.date,
  title: row.title,
});

/** A list bound as a day: a date as is, a moment as its UTC date (holidays are whole days). */
const dayOf = (bound: string) => bound.slice(0, 10);

/** The official holidays table: read by everyone (the month view), edited by admins. */
export function createHolidaysService(db: Db) {
  async function list(query: { page: number; page_size: number; from?: string; to?: string }) {
    const where = and(
      query.from ? gte(calendarHolidays.date, dayOf(query.from)) : undefined,
      query.to ? lt(calendarHolidays.date, addDays(dayOf(query.to), 1)) : undefined,
    );
    const { limit, offset } = pageWindow(query);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(calendarHolidays)
        .where(where)
        .orderBy(asc(calendarHolidays.date))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(calendarHolidays).where(where),
    ]);
    return { count: total?.n ?? 0, results: rows.map(present) };
  }

  async function create(adminId: number, input: CreateHolidayRequest) {
    const [row] = await db
      .insert(calendarHolidays)
      .values({ pid: newPid(), date: input.date, title: input.title, createdById: adminId })
      .returning()
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw conflict(calendarTexts.holidayExists);
        throw error;
      });
    return { ...present(row as typeof calendarHolidays.$inferSelect), message: calendarTexts.holidayCreated };
  }

  async function remove(pid: string) {
    const [row] = await db.delete(calendarHolidays).where(eq(calendarHolidays.pid, pid)).returning();
    if (!row) throw notFound(calendarTexts.holidayNotFound);
  }

  return { list, create, remove };
}

export type HolidaysService = ReturnType<typeof createHolidaysService>;
