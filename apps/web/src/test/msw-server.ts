import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

/** The fake API of every test; each test adds the handlers it needs with `server.use`. */
export const server = setupServer(
  http.get('/api/common/v1/ensure-cookie/', () => HttpResponse.json({ result: { message: 'ok' } })),
);
