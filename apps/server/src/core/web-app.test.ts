import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'vakilyar-web-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="fa" dir="rtl"><body>app</body></html>');
  writeFileSync(join(dist, 'app.js'), 'console.log(1)');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'index-3f9a.js'), 'console.log(2)');
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

  it('caches hashed assets for a year, keeps the page fresh, and never throttles static files', async () => {
    for (let i = 0; i < 25; i++) {
      const asset = await t.app.inject({ url: '/assets/index-3f9a.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const page = await t.app.inject({ url: '/cases/abc', headers: { accept: 'text/html' } });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('answers liveness and readiness', async () => {
    expect((await t.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/api/ready' })).json()).toEqual({ status: 'ready' });
  });

  it('publishes the OpenAPI document under /api/docs', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.paths['/api/auth/v1/login/'].post).toBeDefined();
    expect((await t.app.inject({ url: '/api/docs/' })).statusCode).toBe(200);
  });
});
