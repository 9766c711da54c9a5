import { hashKey, QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { serveCalendar } from '@/features/calendar/test/calendar-api';
import { caseItem, pageOf, signInAs } from '@/features/cases/test/office-fixtures';
import { serveDashboard } from '@/features/dashboard/test/dashboard-api';
import { lawyerProfile } from '@/test/fixtures';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';

const FIRST_LOAD = { timeout: 12_000 } as const;
const clientProfile = { ...lawyerProfile, roles: ['client' as const] };

/** Every GET the page sends, with its query string. */
function recordRequests(): string[] {
  const urls: string[] = [];
  const record = ({ request }: { request: Request }) => {
    if (request.method === 'GET') urls.push(request.url);
  };
  server.events.on('request:start', record);
  onTestFinished(() => server.events.removeListener('request:start', record));
  return urls;
}

/**
 * Opens `path` and waits until its data has arrived; returns the keys of the queries the routes' loaders
 * started, every GET the page sent and the cache the page drew from.
 */
async function openPage(path: string, heading: string) {
  const prefetch = vi.spyOn(QueryClient.prototype, 'prefetchQuery');
  const requests = recordRequests();
  const { queryClient } = renderApp(path);
  expect(await screen.findByRole('heading', { name: heading, level: 1 }, FIRST_LOAD)).toBeInTheDocument();
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  const prefetched = prefetch.mock.calls.map(([options]) => hashKey(options.queryKey));
  return { prefetched, requests, cache: queryClient.getQueryCache() };
}

describe('the data a page starts with its code (issue 23)', { timeout: 30_000 }, () => {
  it.each([
    {
      page: "the lawyer's dashboard",
      path: '/dashboard',
      heading: 'داشبورد',
      serve: () => serveDashboard(lawyerProfile),
      starts: ['profile', 'cases', 'calendar'],
    },
    {
      page: "the client's dashboard",
      path: '/dashboard',
      heading: 'داشبورد',
      serve: () => serveDashboard(clientProfile),
      starts: ['profile', 'my-cases', 'calendar'],
    },
    {
      page: 'the list of cases',
      path: '/cases',
      heading: 'پرونده‌ها',
      serve: () => serveDashboard(lawyerProfile),
      starts: ['profile', 'cases'],
    },
    {
      page: 'a case',
      path: `/cases/${caseItem.pid}`,
      heading: caseItem.title,
      serve: () => {
        signInAs();
        server.use(
          http.get(`/api/lawyer-office/v1/cases/${caseItem.pid}/`, () =>
            HttpResponse.json({ result: caseItem }),
          ),
          http.get('/api/court-calendar/v1/events/', () => HttpResponse.json(pageOf([]))),
          http.get('/api/court-notification/v1/court-notifications/', () => HttpResponse.json(pageOf([]))),
        );
      },
      starts: ['profile', 'cases'],
    },
    {
      page: 'the calendar',
      path: '/calendar',
      heading: 'تقویم',
      serve: () => {
        signInAs();
        serveCalendar();
      },
      starts: ['profile', 'calendar', 'calendar'],
    },
  ])('$page: its loaders start the queries it reads, and no call is sent twice', async (page) => {
    page.serve();
    const { prefetched, requests, cache } = await openPage(page.path, page.heading);

    expect(prefetched.map((hash) => JSON.parse(hash)[0])).toEqual(expect.arrayContaining(page.starts));
    expect(prefetched.length).toBeGreaterThanOrEqual(page.starts.length);
    // A prefetched query the page never reads would be a key the page spells otherwise: a wasted call.
    for (const hash of prefetched) expect(cache.get(hash)?.getObserversCount(), hash).toBeGreaterThan(0);
    const twice = requests.filter((url, index) => requests.indexOf(url) !== index);
    expect(twice).toEqual([]);
  });

  it('starts nothing for a visitor without a session, who is sent to /login', async () => {
    const requests = recordRequests();
    renderApp('/cases');
    expect(await screen.findByLabelText('شماره موبایل', undefined, FIRST_LOAD)).toBeInTheDocument();
    expect(requests.filter((url) => !url.includes('/ensure-cookie/'))).toEqual([]);
  });
});
