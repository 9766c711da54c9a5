import { render, screen } from '@testing-library/react';
import { STORAGE_KEYS } from '@vakilyar/contract';
import { delay, HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from '@/app/toasts';
import { onSessionEnd } from '@/lib/auth/session';
import { saveTokens } from '@/lib/auth/token-storage';
import { apiText } from '@/locales/fa/api';
import { server } from '@/test/msw-server';
import { request } from './request';

const NEW_ACCESS = 'access-2';
let refreshCalls: { body: unknown; authorization: string | null }[];
let retriedWith: string[];

/** A protected endpoint that only takes the refreshed token. */
function protectedEndpoint() {
  return http.get('/api/test/v1/items/:id/', ({ request: sent, params }) => {
    const authorization = sent.headers.get('authorization');
    if (authorization !== `Bearer ${NEW_ACCESS}`) {
      return HttpResponse.json({ code: 'token_not_valid', detail: 'expired' }, { status: 401 });
    }
    retriedWith.push(authorization);
    return HttpResponse.json({ result: params.id });
  });
}

function refreshEndpoint(status: 200 | 401) {
  return http.post('/api/auth/v1/refresh/', async ({ request: sent }) => {
    refreshCalls.push({ body: await sent.json(), authorization: sent.headers.get('authorization') });
    await delay(30);
    return status === 200
      ? HttpResponse.json({ result: { access_token: NEW_ACCESS, refresh_token: 'refresh-2' } })
      : HttpResponse.json({ code: 'token_not_valid', detail: 'revoked' }, { status: 401 });
  });
}

const getItems = (count: number) =>
  Array.from({ length: count }, (_, id) => request<{ result: string }>(`/test/v1/items/${id}/`));

describe('a 401 refreshes the session once', () => {
  beforeEach(() => {
    refreshCalls = [];
    retriedWith = [];
    saveTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
  });

  it.each([2, 10])(
    '%i simultaneous 401s make one refresh and are all retried with the new token',
    async (count) => {
      server.use(protectedEndpoint(), refreshEndpoint(200));

      const bodies = await Promise.all(getItems(count));

      expect(bodies).toEqual(Array.from({ length: count }, (_, id) => ({ result: String(id) })));
      expect(refreshCalls).toEqual([
        { body: { refresh_token: 'refresh-1' }, authorization: 'Bearer refresh-1' },
      ]);
      expect(retriedWith).toHaveLength(count);
      expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe(NEW_ACCESS);
      expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
    },
  );

  it('rejects every waiting request with auth_failed when the refresh fails, and ends the session', async () => {
    server.use(protectedEndpoint(), refreshEndpoint(401));
    const sessionEnded = vi.fn();
    const stopListening = onSessionEnd(sessionEnded);
    render(<Toasts />);

    const outcomes = await Promise.allSettled(getItems(10));

    expect(refreshCalls).toHaveLength(1);
    for (const outcome of outcomes) {
      expect(outcome).toMatchObject({ status: 'rejected', reason: { type: 'auth_failed' } });
    }
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(sessionEnded).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(apiText.sessionExpired)).toBeInTheDocument();
    stopListening();
  });

  it('ends the session when the retried request is refused again', async () => {
    server.use(
      http.get('/api/test/v1/items/:id/', () =>
        HttpResponse.json({ code: 'token_not_valid' }, { status: 401 }),
      ),
      refreshEndpoint(200),
    );

    await expect(request('/test/v1/items/1/')).rejects.toMatchObject({ type: 'auth_failed' });
    expect(refreshCalls).toHaveLength(1);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('does not refresh for a 401 of the login form itself', async () => {
    server.use(
      http.post('/api/auth/v1/login/', () =>
        HttpResponse.json({ code: 'token_not_valid', detail: 'نادرست' }, { status: 401 }),
      ),
      refreshEndpoint(200),
    );

    await expect(request({ endpoint: '/auth/v1/login/', method: 'POST' })).rejects.toMatchObject({
      type: 'http_error',
      status: 401,
    });
    expect(refreshCalls).toHaveLength(0);
  });
});
