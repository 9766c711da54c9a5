import { DEADLINE_RULE_LABELS, type DeadlineRequest, type DeadlineResult } from '@vakilyar/contract';
import { and, gte, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { calendarHolidays } from '../tables/holidays.ts';
import { computeDeadline, holidayWindow } from './deadline-rules.ts';

/** The deadline calculator (محاسبه مهلت) over the holidays table. */
export function createDeadlinesService(db: Db) {
  async function holidayTitles(from: string, to: string): Promise<Map<string, string>> {
    const rows = await db
      .select({ date: calendarHolidays.date, title: calendarHolidays.title })
      .from(calendarHolidays)
      .where(and(gte(calendarHolidays.date, from), lte(calendarHolidays.date, to)));
    return new Map(rows.map((row) => [row.date, row.title]));
  }

  async function calculate(request: DeadlineRequest): Promise<DeadlineResult> {
    const input = { servedOn: request.served_on, rule: request.rule, days: request.days };
    const window = holidayWindow(input);
    const computed = computeDeadline(input, await holidayTitles(window.from, window.to));
    return {
      served_on: request.served_on,
      rule: request.rule,
      rule_label: DEADLINE_RULE_LABELS[request.rule],
      days: computed.days,
      deadline: computed.deadline,
      skipped_days: computed.skipped,
      explanation: computed.explanation,
    };
  }

  return { calculate };
}

export type DeadlinesService = ReturnType<typeof createDeadlinesService>;
