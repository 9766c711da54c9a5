import { CASE_STAGES } from '@vakilyar/contract';
import { type SQL, sql } from 'drizzle-orm';
import { calendarEvents } from '../calendar/tables/events.ts';
import { type Caller, can, type OfficeContext } from './access.ts';
import { officeCases } from './tables/cases.ts';

/**
 * Whose calendar gives a case list its next hearings: the caller's own office calendar, when they may read it
 * (a secretary without the calendar, or a co-counsel looking at another office's case, sees none of that
 * office's appointments); null for none.
 */
export const hearingCalendarOf = (caller: Caller, office: OfficeContext | null): number | null =>
  office && can(caller, office.role, 'calendar.view') ? office.officeId : null;

/** The first hearing of the case in the query still to come, in the calendar `officeId` (null: none). */
export const nextHearingSql = (officeId: number | null): SQL<Date | null> =>
  sql<Date | null>`(select min(${calendarEvents.startsAt}) from ${calendarEvents}
    where ${calendarEvents.caseId} = ${officeCases.id} and ${calendarEvents.officeId} = ${officeId}::bigint
      and ${calendarEvents.eventType} = 'hearing' and ${calendarEvents.startsAt} >= now())`;

/** The stages in the order a case goes through them, not alphabetically. */
export const stageOrderSql = sql`array_position(array[${sql.join(
  CASE_STAGES.map((stage) => sql`${stage}`),
  sql`, `,
)}]::text[], ${officeCases.stage})`;
