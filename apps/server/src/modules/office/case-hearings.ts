import { CASE_STAGES } from '@vakilyar/contract';
import { type SQL, sql } from 'drizzle-orm';
import { calendarEvents } from '../calendar/tables/events.ts';
import { type Caller, can, type OfficeContext } from './access.ts';
import { officeCases } from './tables/cases.ts';

/**
 * Whether a case list shows its next hearings: to whoever reads their office's calendar (a secretary
 * without the calendar sees none). A case's hearings are kept in its office's calendar, which its lawyers
 * from other offices (co-counsel) read too.
 */
export const readsHearings = (caller: Caller, office: OfficeContext | null): boolean =>
  office !== null && can(caller, office.role, 'calendar.view');

/** The first hearing still to come of the case in the query, from its office's calendar (null: none shown). */
// `shown` is a parameter, not a branch: the case page's query is prepared once per connection.
export const nextHearingSql = (shown: boolean): SQL<Date | null> =>
  sql<Date | null>`(select min(${calendarEvents.startsAt}) from ${calendarEvents}
    where ${shown}::boolean and ${calendarEvents.caseId} = ${officeCases.id}
      and ${calendarEvents.officeId} = ${officeCases.officeId}
      and ${calendarEvents.eventType} = 'hearing' and ${calendarEvents.startsAt} >= now())`;

/** The stages in the order a case goes through them, not alphabetically. */
export const stageOrderSql = sql`array_position(array[${sql.join(
  CASE_STAGES.map((stage) => sql`${stage}`),
  sql`, `,
)}]::text[], ${officeCases.stage})`;
