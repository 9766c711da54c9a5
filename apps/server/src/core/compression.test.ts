import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from './compression.ts';

const rows = Array.from({ length: 200 }, (_, i) => ({ pid: `case-${i}`, title: 'پرونده ملکی' }));

describe('API compression', () => {
  const app = Fastify();
  beforeAll(async () => {
    await registerCompression(app);
    app.get('/api/list/', async () => ({ result: rows }));
    app.get('/api/tiny/', async () => ({ result: 1 }));
    app.get('/api/stream/', (_request, reply) =>
      reply.type('text/event-stream; charset=utf-8').send(`data: ${JSON.stringify(rows)}\n\n`),
    );
    app.get('/api/file/', (_request, reply) =>
      reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="a.pdf"')
        .send(Buffer.alloc(8192, 1)),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, encoding = 'br, gzip') =>
    app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });

  it('sends a JSON answer as brotli, or gzip to a client without brotli', async () => {
    const brotli = await get('/api/list/');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(JSON.stringify({ result: rows }).length / 4);
    expect((await get('/api/list/', 'gzip')).headers['content-encoding']).toBe('gzip');
  });

  it('leaves small answers, the event stream and file downloads as they are', async () => {
    expect((await get('/api/tiny/')).headers['content-encoding']).toBeUndefined();
    expect((await get('/api/stream/')).headers['content-encoding']).toBeUndefined();
    const file = await get('/api/file/');
    expect(file.headers['content-encoding']).toBeUndefined();
    expect(file.rawPayload.length).toBe(8192);
  });
});
