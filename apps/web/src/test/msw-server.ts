import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The fake API of every test; each test adds the handlers it needs with `server.use`. The defaults answer
 * what the shell asks on every signed-in page (the cookie, the alarm bell), as an empty account would.
 */
export const server = setupServer(
  http.get('/api/common/v1/ensure-cookie/', () => HttpResponse.json({ result: { message: 'ok' } })),
  http.get('/api/notification/v1/alarms/', () =>
    HttpResponse.json({ result: { count: 0, next: null, previous: null, results: [], unseen_count: 0 } }),
  ),
  http.get('/api/banner/v1/', () => HttpResponse.json({ result: [] })),
  // The public coin rate every coin price is shown at (decision 016): 10,000 Rials, 1,000 Toman a coin.
  http.get('/api/wallet/v1/coin-settings/current/', () =>
    HttpResponse.json({ result: { exchange_rate: -10000, currency: 'IRR' } }),
  ),
  // The alarm stream stays open and quiet, as when nothing happens.
  http.get(
    '/api/notification/v1/alarms/stream/',
    () => new HttpResponse(new ReadableStream(), { headers: { 'Content-Type': 'text/event-stream' } }),
  ),
  http.get('/api/lawyer-office/v1/secretary-invitations/', () =>
    HttpResponse.json({ result: { count: 0, next: null, previous: null, results: [] } }),
  ),
  http.get('/api/lawyer-office/v1/co-counsel-invitations/', () =>
    HttpResponse.json({ result: { count: 0, next: null, previous: null, results: [] } }),
  ),
);
