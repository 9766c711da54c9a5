import type { QueryClient } from '@tanstack/react-query';
import type { Role } from '@vakilyar/contract';
import { addDays } from 'date-fns-jalali';
import { eventsInRangeQuery } from '@/features/calendar/api/list-events';
import { casesQuery } from '@/features/cases/api/list-cases';
import { myCasesQuery } from '@/features/my-cases/api/list-my-cases';
import { officeToday } from '@/lib/format/office-time';

/** The deadlines card shows today's and the next seven days'. */
const DEADLINE_WINDOW_DAYS = 7;
/** How far ahead the client's card looks for a case's next court date: courts rarely set one further. */
const CLIENT_LOOK_AHEAD_DAYS = 120;

/** The office's five cases changed last. */
export const recentCasesQuery = () => casesQuery({ page: 1, page_size: 5, ordering: '-updated_at' });
export const deadlinesQuery = (today: Date) =>
  eventsInRangeQuery(today, addDays(today, DEADLINE_WINDOW_DAYS + 1));
/** A client's first five cases. */
export const clientCasesQuery = () => myCasesQuery({ page: 1, page_size: 5 });
export const clientEventsQuery = (today: Date) =>
  eventsInRangeQuery(today, addDays(today, CLIENT_LOOK_AHEAD_DAYS));

/**
 * The queries of the cards `roles` see first, started by the dashboard's route (app/router) as soon as the
 * profile names the roles, while the page's code is still on its way. The office's counters are not: they
 * are counted afresh when the page opens (get-latest-numbers.ts).
 */
export function prefetchDashboard(queryClient: QueryClient, roles: readonly Role[]): void {
  const today = officeToday();
  if (roles.includes('lawyer') || roles.includes('secretary')) {
    void queryClient.prefetchQuery(recentCasesQuery());
    void queryClient.prefetchQuery(deadlinesQuery(today));
  }
  if (roles.includes('client')) {
    void queryClient.prefetchQuery(clientCasesQuery());
    void queryClient.prefetchQuery(clientEventsQuery(today));
  }
}
