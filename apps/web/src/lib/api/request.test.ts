import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { saveTokens } from '@/lib/auth/token-storage';
import { server } from '@/test/msw-server';
import { request } from './request';

describe('request()', () => {
  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test expires the cookie it set
    document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['an empty string', ''],
    ['blanks', '   '],
    ['an object without endpoint', {}],
    ['an empty endpoint', { endpoint: '' }],
    ['an endpoint that is not a string', { endpoint: 42 }],
  ])('throws when the endpoint is %s', (_case, target) => {
    expect(() => request(target as never)).toThrow(TypeError);
  });

  it('takes the endpoint as a string and resolves to the body', async () => {
    server.use(http.get('/api/common/v1/ping/', () => HttpResponse.json({ result: 'pong' })));
    await expect(request('/common/v1/ping/')).resolves.toEqual({ result: 'pong' });
  });

  it('takes an object with endpoint, method, data and params, and sends the default headers', async () => {
    let seen: { headers: Headers; body: unknown; search: string } | undefined;
    server.use(
      http.post('/api/common/v1/echo/', async ({ request: sent }) => {
        seen = { headers: sent.headers, body: await sent.json(), search: new URL(sent.url).search };
        return HttpResponse.json({ result: { ok: true } });
      }),
    );
    saveTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server that sets the cookie
    document.cookie = 'csrftoken=csrf-42';

    await request({ endpoint: '/common/v1/echo/', method: 'POST', data: { a: 1 }, params: { page: 2 } });

    expect(seen?.body).toEqual({ a: 1 });
    expect(seen?.search).toBe('?page=2');
    expect(seen?.headers.get('content-type')).toContain('application/json');
    expect(seen?.headers.get('cache-control')).toBe('no-cache');
    expect(seen?.headers.get('authorization')).toBe('Bearer access-1');
    expect(seen?.headers.get('x-csrftoken')).toBe('csrf-42');
  });

  it('sends no Authorization header without a stored token', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.get('/api/common/v1/ping/', ({ request: sent }) => {
        authorization = sent.headers.get('authorization');
        return HttpResponse.json({ result: 'pong' });
      }),
    );
    await request('/common/v1/ping/');
    expect(authorization).toBeNull();
  });
});
