import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'vakilyar-web-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="fa" dir="rtl"><body>home</body></html>',
  );
  writeFileSync(join(dist, 'app.html'), '<!doctype html><html lang="fa" dir="rtl"><body>shell</body></html>');
  writeFileSync(
    join(dist, 'app-frame.html'),
    '<!doctype html><html lang="fa" dir="rtl"><body>frame</body></html>',
  );
  writeFileSync(
    join(dist, 'signed-in-frame.json'),
    JSON.stringify({
      file: 'app-frame.html',
      paths: ['/dashboard', '/cases/:pid', '/cases/:pid/drafts/:draftPid'],
    }),
  );
  const login = `<!doctype html><html lang="fa" dir="rtl"><body>${'ورود به وکیل‌یار '.repeat(200)}</body></html>`;
  writeFileSync(join(dist, 'login.html'), login);
  writeFileSync(join(dist, 'login.html.br'), brotliCompressSync(login));
  writeFileSync(
    join(dist, 'prerendered.json'),
    JSON.stringify({ '/': 'index.html', '/login': 'login.html' }),
  );
  writeFileSync(join(dist, 'app.js'), 'console.log(1)');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'index-3f9a.js'), 'console.log(2)');
  const big = `console.log("${'وکیل‌یار '.repeat(400)}")`;
  writeFileSync(join(dist, 'assets', 'big-77aa.js'), big);
  writeFileSync(join(dist, 'assets', 'big-77aa.js.br'), brotliCompressSync(big));
  writeFileSync(join(dist, 'assets', 'big-77aa.js.gz'), gzipSync(big));
  t = await createTestApp({ WEB_DIST_DIR: dist, RATE_LIMIT_MAX: '20' });
});
afterAll(() => t.close());

describe('one port for the API and the web app', () => {
  it('serves files, falls back to index.html for page routes, and keeps API 404s in JSON', async () => {
    expect((await t.app.inject({ url: '/app.js' })).body).toBe('console.log(1)');
    for (const url of ['/', '/login', '/cases/abc']) {
      const page = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('dir="rtl"');
    }
    const api = await t.app.inject({ url: '/api/missing/' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('not_found');
  });

  it('answers a prerendered page with its own HTML, compressed, a signed-in page with the frame, and every other page with the empty shell', async () => {
    const html = { accept: 'text/html' };
    expect((await t.app.inject({ url: '/', headers: html })).body).toContain('home');
    expect((await t.app.inject({ url: '/login?next=%2Fcases', headers: html })).body).toContain('ورود');
    for (const url of ['/cases/abc', '/cases/abc/', '/cases/abc/drafts/d1', '/dashboard', '/dashboard?tab=1'])
      expect((await t.app.inject({ url, headers: html })).body, url).toContain('frame');
    for (const url of ['/login/extra', '/consultants', '/cases/abc/extra', '/dashboardx'])
      expect((await t.app.inject({ url, headers: html })).body, url).toContain('shell');
    const compressed = await t.app.inject({ url: '/login', headers: { ...html, 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toContain('ورود به وکیل‌یار');
  });

  it('caches hashed assets for a year, keeps the page fresh, and never throttles static files', async () => {
    for (let i = 0; i < 25; i++) {
      const asset = await t.app.inject({ url: '/assets/index-3f9a.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const page = await t.app.inject({ url: '/cases/abc', headers: { accept: 'text/html' } });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('sends the precompressed brotli or gzip file to browsers that accept it, varying by encoding', async () => {
    const url = '/assets/big-77aa.js';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('وکیل‌یار');
    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('وکیل‌یار');
    const plain = await t.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('وکیل‌یار');
  });

  it('answers robots.txt and sitemap.xml as files, not the app page', async () => {
    const robots = await t.app.inject({ url: '/robots.txt', headers: { host: 'vakilyar.example' } });
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toContain('Sitemap: http://vakilyar.example/sitemap.xml');
    const sitemap = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'vakilyar.example' } });
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(sitemap.body).toContain('<loc>http://vakilyar.example/login</loc>');
    expect(sitemap.body).not.toContain('dir="rtl"');
  });

  it('answers liveness and readiness', async () => {
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/api/ready' })).json()).toMatchObject({ status: 'ready' });
  });

  it('publishes the OpenAPI document under /api/docs', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.paths['/api/auth/v1/login/'].post).toBeDefined();
    expect((await t.app.inject({ url: '/api/docs/' })).statusCode).toBe(200);
  });

  it('keeps the documentation pages off in production unless API_DOCS is set (issue 19)', async () => {
    const production = await createTestApp({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      PAYMENT_GATEWAY: 'zarinpal',
      ZARINPAL_MERCHANT_ID: '00000000-0000-0000-0000-000000000000',
    });
    try {
      for (const url of ['/api/docs/', '/api/docs/json']) {
        expect((await production.app.inject({ url })).statusCode).toBe(404);
      }
      // The document is still built for the OpenAPI script; and a deep body is a 400 there too.
      expect(Object.keys((production.app.swagger() as { paths: object }).paths).length).toBeGreaterThan(100);
      const deep = await production.app.inject({
        method: 'POST',
        url: '/api/auth/v1/login/',
        headers: { 'content-type': 'application/json' },
        payload: '['.repeat(50_000),
      });
      expect(deep.statusCode).toBe(400);
    } finally {
      await production.close();
    }
  });
});
