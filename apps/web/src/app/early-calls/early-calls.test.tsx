import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { caseItem, pageOf, signInAs } from '@/features/cases/test/office-fixtures';
import { serveDashboard } from '@/features/dashboard/test/dashboard-api';
import { lawyerProfile } from '@/test/fixtures';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';

const FIRST_LOAD = { timeout: 12_000 } as const;

/** Every GET sent, as path and query. */
function recordRequests(): string[] {
  const urls: string[] = [];
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET') urls.push(`${url.pathname}${url.search}`);
  };
  server.events.on('request:start', record);
  onTestFinished(() => server.events.removeListener('request:start', record));
  return urls;
}

/** Loads the early script as app.html does, at `path` of a browser with a stored session. */
async function runEarlyScript(path: string) {
  window.history.replaceState(null, '', path);
  onTestFinished(() => {
    window.history.replaceState(null, '', '/');
    window.vakilyarEarlyCalls = undefined;
  });
  vi.resetModules();
  await import('./start');
}

async function openPage(path: string, heading: string) {
  const { queryClient } = renderApp(path);
  expect(await screen.findByRole('heading', { name: heading, level: 1 }, FIRST_LOAD)).toBeInTheDocument();
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
}

function serveCases() {
  signInAs();
  server.use(http.get('/api/lawyer-office/v1/cases/', () => HttpResponse.json(pageOf([caseItem]))));
}

const count = (requests: string[], url: string) => requests.filter((sent) => sent === url).length;

describe('the early script (issue 23)', { timeout: 30_000 }, () => {
  it.each([
    {
      path: '/cases',
      heading: 'پرونده‌ها',
      serve: serveCases,
      early: [
        '/api/user/v1/profile/get-profile/',
        '/api/permissions/v1/role-permissions/',
        '/api/lawyer-office/v1/cases/?page=1&page_size=20',
      ],
    },
    {
      path: `/cases/${caseItem.pid}`,
      heading: caseItem.title,
      serve: () => {
        signInAs();
        server.use(
          http.get(`/api/lawyer-office/v1/cases/${caseItem.pid}/`, () =>
            HttpResponse.json({ result: caseItem }),
          ),
        );
      },
      early: ['/api/user/v1/profile/get-profile/', `/api/lawyer-office/v1/cases/${caseItem.pid}/`],
    },
    {
      path: '/dashboard',
      heading: 'داشبورد',
      serve: () => serveDashboard(lawyerProfile),
      early: [
        '/api/user/v1/profile/get-profile/',
        '/api/banner/v1/?placement=dashboard',
        '/api/lawyer-office/v1/secretary-invitations/?page=1&page_size=100',
      ],
      byRoles: [
        '/api/lawyer-office/v1/co-counsel-invitations/?page=1&page_size=100',
        '/api/lawyer-office/v1/cases/?page=1&page_size=5&ordering=-updated_at',
      ],
    },
    {
      path: '/dashboard',
      heading: 'داشبورد',
      serve: () => serveDashboard({ ...lawyerProfile, roles: ['client'] }),
      early: [
        '/api/user/v1/profile/get-profile/',
        '/api/banner/v1/?placement=dashboard',
        '/api/lawyer-office/v1/secretary-invitations/?page=1&page_size=100',
      ],
      byRoles: ['/api/lawyer-office/v1/my-cases/?page=1&page_size=5'],
    },
  ])(
    '$path: the first calls leave before the app, which takes them up instead of asking again',
    async (page) => {
      page.serve();
      const requests = recordRequests();
      await runEarlyScript(page.path);
      expect(window.vakilyarEarlyCalls?.map((call) => call.endpoint)).toHaveLength(page.early.length);

      await openPage(page.path, page.heading);

      for (const url of [...page.early, ...(page.byRoles ?? [])]) expect(count(requests, url), url).toBe(1);
      expect(window.vakilyarEarlyCalls).toEqual([]);
    },
  );

  it('asks again, through the app, for a call the early script had refused', async () => {
    serveCases();
    let refused = false;
    server.use(
      http.get('/api/lawyer-office/v1/cases/', () => {
        if (refused) return undefined;
        refused = true;
        return HttpResponse.json({ detail: 'expired' }, { status: 401 });
      }),
    );
    const requests = recordRequests();
    await runEarlyScript('/cases');

    await openPage('/cases', 'پرونده‌ها');

    expect(count(requests, '/api/lawyer-office/v1/cases/?page=1&page_size=20')).toBe(2);
  });

  it('sends nothing without a stored session', async () => {
    localStorage.clear();
    const requests = recordRequests();
    await runEarlyScript('/cases');
    expect(window.vakilyarEarlyCalls).toBeUndefined();
    expect(requests).toEqual([]);
  });
});
