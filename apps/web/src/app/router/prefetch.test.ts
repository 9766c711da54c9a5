import { HttpResponse, http } from 'msw';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { caseItem } from '@/features/cases/test/office-fixtures';
import { saveTokens } from '@/lib/auth/token-storage';
import { lawyerProfile } from '@/test/fixtures';
import { server } from '@/test/msw-server';
import { createQueryClient } from '../query-client';
import { prefetchLoader, prefetchPath } from './prefetch';
import { createAppRoutes } from './routes';

const CASE_KEY = ['cases', 'detail', caseItem.pid];
const caseUrl = new URL(`http://localhost/cases/${caseItem.pid}`);
const casePageArgs = {
  params: { pid: caseItem.pid },
  request: new Request(caseUrl),
  url: caseUrl,
  pattern: '/cases/:pid',
  context: undefined,
};

/** The profile and the case answer only when `answer` is called. */
function serveHeldBack() {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  server.use(
    http.get('/api/user/v1/profile/get-profile/', async () => {
      await answered;
      return HttpResponse.json({ result: lawyerProfile });
    }),
    http.get(`/api/lawyer-office/v1/cases/${caseItem.pid}/`, async () => {
      await answered;
      return HttpResponse.json({ result: caseItem });
    }),
  );
  return answer;
}

describe('the routes’ prefetch', () => {
  it('starts the page’s queries and returns at once, without waiting for the answers', async () => {
    saveTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const answer = serveHeldBack();
    const queryClient = createQueryClient();

    expect(prefetchLoader(queryClient, '/cases/:pid')(casePageArgs)).toBeNull();
    await expect.poll(() => queryClient.getQueryState(CASE_KEY)?.fetchStatus).toBe('fetching');
    expect(queryClient.getQueryState(['profile', 'me'])?.fetchStatus).toBe('fetching');
    answer();
    await expect.poll(() => queryClient.getQueryData(CASE_KEY)).toEqual(caseItem);
  });

  it('asks for nothing without a session', async () => {
    const queryClient = createQueryClient();

    expect(prefetchLoader(queryClient, '/cases/:pid')(casePageArgs)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('starts a linked page’s queries before the user opens it, and stays where it is', async () => {
    saveTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    const answer = serveHeldBack();
    const queryClient = createQueryClient();
    const router = createMemoryRouter(createAppRoutes(queryClient), { initialEntries: ['/'] });

    prefetchPath(router, queryClient, `/cases/${caseItem.pid}`);

    await expect.poll(() => queryClient.getQueryState(CASE_KEY)?.fetchStatus).toBe('fetching');
    expect(router.state.location.pathname).toBe('/');
    answer();
    router.dispose();
  });
});
