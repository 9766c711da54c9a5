import type { Profile } from '@vakilyar/contract';
import { delay, HttpResponse, http, type JsonBodyType } from 'msw';
import { rolePermissions } from '@/features/cases/test/office-fixtures';
import { settings } from '@/features/consultation/test/consultation-fixtures';
import { saveTokens } from '@/lib/auth/token-storage';
import { server } from '@/test/msw-server';

export const pageOf = <T>(results: T[]) => ({
  result: { count: results.length, next: null, previous: null, results },
});

const CONSULTANT_SETTINGS = { ...settings, approval_status: 'approved' };

/** What every dashboard may ask, each answering as an empty account would; a test overrides what it checks. */
export interface DashboardApi {
  events?: unknown[];
  notices?: unknown[];
  cases?: unknown[];
  myCases?: unknown[];
  chatRequests?: unknown[];
  pendingConsultations?: unknown[];
  consultations?: unknown[];
  sessions?: unknown[];
  transactions?: unknown[];
  pendingEarnings?: unknown[];
  wallet?: { balance: number; held: number; total: number; total_in: number; total_out: number };
  adminSummary?: Record<string, number>;
  /** The office's counters (offices/latest-numbers/), for the office summary line. */
  latestNumbers?: Record<string, unknown>;
  /** Milliseconds every answer waits, to see the page while it loads. */
  wait?: number;
}

/** Signs in `profile` and answers the dashboards' calls; returns the query of each call, by path. */
export function serveDashboard(profile: Profile, api: DashboardApi = {}) {
  saveTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  const asked: Record<string, URLSearchParams[]> = {};
  const answer = (path: string, body: () => JsonBodyType) =>
    http.get(`/api${path}`, async ({ request }) => {
      if (!asked[path]) asked[path] = [];
      asked[path].push(new URL(request.url).searchParams);
      if (api.wait) await delay(api.wait);
      return HttpResponse.json(body());
    });
  server.use(
    http.get('/api/user/v1/profile/get-profile/', () => HttpResponse.json({ result: profile })),
    http.get('/api/permissions/v1/role-permissions/', () => HttpResponse.json({ result: rolePermissions })),
    http.get('/api/wallet/v1/balance/', () => HttpResponse.json({ result: { balance: 0 } })),
    http.get('/api/fees/v1/books/due-instalments/', () =>
      HttpResponse.json({ result: { overdue: [], upcoming: [] } }),
    ),
    answer('/court-calendar/v1/events/', () => pageOf(api.events ?? [])),
    answer('/court-notification/v1/court-notifications/', () => pageOf(api.notices ?? [])),
    answer('/lawyer-office/v1/cases/', () => pageOf(api.cases ?? [])),
    answer('/lawyer-office/v1/my-cases/', () => pageOf(api.myCases ?? [])),
    answer('/chat/v1/requests/pending/', () => pageOf(api.chatRequests ?? [])),
    answer('/consultation/v1/consultations/pending/', () => pageOf(api.pendingConsultations ?? [])),
    answer('/consultation/v1/consultations/', () => pageOf(api.consultations ?? [])),
    answer('/chat/v1/sessions/my-sessions/', () => pageOf(api.sessions ?? [])),
    answer('/wallet/v1/transactions/', () => pageOf(api.transactions ?? [])),
    answer('/wallet/v1/pending-earnings/', () => ({ result: api.pendingEarnings ?? [] })),
    answer('/wallet/v1/details/', () => ({
      result: api.wallet ?? { balance: 0, held: 0, total: 0, total_in: 0, total_out: 0 },
    })),
    answer('/admin/v1/dashboard/summary/', () => ({ result: api.adminSummary })),
    answer('/lawyer-office/v1/offices/latest-numbers/', () => ({
      result: api.latestNumbers ?? { office: null, open_cases: 0, clients: 0, shared_cases: 0 },
    })),
    answer('/consultation/v1/settings/', () => ({ result: CONSULTANT_SETTINGS })),
    answer('/office-tasks/v1/tasks/dashboard/', () => ({ result: { today: 0, overdue: 0, results: [] } })),
  );
  return asked;
}

/** The first find of a page test waits for the lazy page and every card's first answer on a busy machine. */
export const FIRST_LOAD = { timeout: 12_000 } as const;
