import type { QueryClient } from '@tanstack/react-query';
import { PAGE_SIZE_DEFAULT } from '@vakilyar/contract';
import { addDays } from 'date-fns-jalali';
import type { Params } from 'react-router';
import { eventsInRangeQuery } from '@/features/calendar/api/list-events';
import { holidaysQuery } from '@/features/calendar/api/list-holidays';
import { parseDayParam, toDayParam, visibleRange } from '@/features/calendar/kit/calendar-dates';
import { caseQuery } from '@/features/cases/api/get-case';
import { casesQuery } from '@/features/cases/api/list-cases';
import {
  CASE_FILTER_KEYS,
  type CaseFilterKey,
  toSearchParams,
} from '@/features/cases/components/case-filter-keys';
import { rolePermissionsQuery } from '@/features/cases/kit/get-role-permissions';
import { bannersQuery } from '@/features/content/api/list-banners';
import { prefetchDashboard } from '@/features/dashboard/api/dashboard-queries';
import { myCaseQuery } from '@/features/my-cases/api/get-my-case';
import { myCasesQuery } from '@/features/my-cases/api/list-my-cases';
import { profileQuery } from '@/features/profile/api/get-profile';
import { officeToday } from '@/lib/format/office-time';
import { PATHS } from '@/lib/route-paths';

/** Starts the queries a page asks for first; `url` carries its address's search params. */
type PagePrefetch = (queryClient: QueryClient, page: { params: Params; url: URL }) => void;

/**
 * The dashboard's cards depend on the roles: they start once the profile answers. Its banners start at
 * once: the page waits for them before drawing its content, so they never push it down.
 */
const dashboard: PagePrefetch = (queryClient) => {
  void queryClient.prefetchQuery(bannersQuery('dashboard'));
  queryClient.ensureQueryData(profileQuery).then(
    (profile) => prefetchDashboard(queryClient, profile.roles),
    // The shell's own query reports the failure.
    () => undefined,
  );
};

/**
 * A list as the drawer opens it (no search, no filter, the first page); a filtered or later page's query
 * is built by the page from its address.
 */
const unfiltered = (url: URL) => url.search === '';

/** The list's «پرونده جدید» waits for the permissions: asked late, it would push the list down. */
const cases: PagePrefetch = (queryClient, { url }) => {
  void queryClient.prefetchQuery(rolePermissionsQuery);
  if (!unfiltered(url)) return;
  const filters = Object.fromEntries(CASE_FILTER_KEYS.map((key) => [key, ''])) as Record<
    CaseFilterKey,
    string
  >;
  void queryClient.prefetchQuery(
    casesQuery({ ...toSearchParams(filters, 1, PAGE_SIZE_DEFAULT, ''), ordering: '' }),
  );
};

const casePage: PagePrefetch = (queryClient, { params }) => {
  if (params.pid) void queryClient.prefetchQuery(caseQuery(params.pid));
};

/** The month or week the address names (this month by default); the agenda's pages are its own. */
const calendar: PagePrefetch = (queryClient, { url }) => {
  const view = url.searchParams.get('view');
  if (view === 'agenda') return;
  const anchor = parseDayParam(url.searchParams.get('date')) ?? officeToday();
  const { from, to } = visibleRange(view === 'week' ? 'week' : 'month', anchor);
  void queryClient.prefetchQuery(eventsInRangeQuery(from, to));
  void queryClient.prefetchQuery(holidaysQuery(toDayParam(from), toDayParam(addDays(to, -1))));
};

const myCases: PagePrefetch = (queryClient, { url }) => {
  if (unfiltered(url))
    void queryClient.prefetchQuery(myCasesQuery({ page: 1, page_size: PAGE_SIZE_DEFAULT, search: '' }));
};

const myCase: PagePrefetch = (queryClient, { params }) => {
  if (params.pid) void queryClient.prefetchQuery(myCaseQuery(params.pid));
};

/** The pages people work on, by route path, and the first queries each starts with its code (issue 23). */
const PAGE_PREFETCHES: Record<string, PagePrefetch> = {
  [PATHS.dashboard]: dashboard,
  [PATHS.cases]: cases,
  [`${PATHS.cases}/:pid`]: casePage,
  [PATHS.calendar]: calendar,
  [PATHS.myCases]: myCases,
  [`${PATHS.myCases}/:pid`]: myCase,
};

/**
 * Starts the queries of the signed-in page at route `path`: the profile, which the top bar, the drawer and
 * most pages read (once: the shell keeps it fresh), and the page's own.
 */
export function prefetchPage(path: string, ...[queryClient, page]: Parameters<PagePrefetch>): void {
  void queryClient.prefetchQuery({ ...profileQuery, staleTime: Number.POSITIVE_INFINITY });
  PAGE_PREFETCHES[path]?.(queryClient, page);
}
