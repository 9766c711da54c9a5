import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { PAGE_SESSION_COOKIE } from '@vakilyar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, registerUser } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * The web build's drawing module stands in here by one that draws the profile's first name: what is tested
 * is the server's part (the cookie, the in-process calls as that user, the fallback, the headers). The real
 * module is tested in apps/web (draw-for-server.test.tsx) and end to end in e2e/ (journey 31).
 */
const DRAWING = `
export async function drawPageForServer(path, token, callApi, { frameStyleIds, desktop }) {
  const profile = await callApi('/api/user/v1/profile/get-profile/');
  if (profile.status !== 200) return undefined;
  return {
    html: '<main>' + profile.body.result.first_name + ' ' + path + ' ' + (desktop ? 'desktop' : 'phone') + ' ' + [...frameStyleIds].join(',') + '</main>',
    styleTags: '<style data-emotion="muirtl p1">.p{}</style>',
    title: 'پرونده‌ها <b>',
    state: '{"queries":[]}',
  };
}`;

const FRAME =
  '<!doctype html><html lang="fa" dir="rtl"><head><title>وکیل‌یار</title>' +
  '<style data-emotion="muirtl f1 f2">.f{}</style></head><body><div id="root" data-frame="signed-in">' +
  '<!--frame--><p>frame</p><!--/frame--></div><template id="page-styles"></template></body></html>';

let t: TestApp;
beforeAll(async () => {
  const build = mkdtempSync(join(tmpdir(), 'vakilyar-drawing-'));
  const dist = join(build, 'dist');
  mkdirSync(dist);
  mkdirSync(join(build, 'dist-server'));
  writeFileSync(join(build, 'dist-server', 'draw-for-server.js'), DRAWING);
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><body>home</body></html>');
  writeFileSync(join(dist, 'app.html'), '<!doctype html><html><body>shell</body></html>');
  writeFileSync(join(dist, 'app-frame.html'), FRAME);
  writeFileSync(
    join(dist, 'signed-in-frame.json'),
    JSON.stringify({ file: 'app-frame.html', paths: ['/dashboard', '/cases'] }),
  );
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(() => t.close());

const page = (url: string, token?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    url,
    headers: {
      accept: 'text/html',
      ...headers,
      ...(token ? { cookie: `${PAGE_SESSION_COOKIE}=${token}` } : {}),
    },
  });

describe("signed-in pages drawn with their user's data (issue 23)", () => {
  it("draws the page as the cookie's user, with the answers, the layout and private caching", async () => {
    const { access } = await registerUser(t.app, 'lawyer');
    const phone = await page('/cases?page=2', access, {
      'user-agent': 'Mozilla/5.0 (Linux; Android 11) Mobile Safari',
      'accept-encoding': 'br',
    });
    expect(phone.statusCode).toBe(200);
    expect(phone.headers['cache-control']).toBe('private, no-store');
    expect(phone.headers.vary).toMatch(/Cookie/);
    expect(phone.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(phone.rawPayload).toString();
    expect(html).toContain('<html data-server-drawn="phone" lang="fa"');
    expect(html).toContain('<main>سارا /cases?page=2 phone f1,f2</main>');
    expect(html).not.toContain('<p>frame</p>');
    // The hot pages' styles are the frame's boot's: a drawn page carries its own.
    expect(html).not.toContain('<template id="page-styles">');
    expect(html).toContain('<title>پرونده‌ها &lt;b&gt;</title>');
    expect(html).toMatch(/<style data-emotion="muirtl p1">.*<\/head>/s);
    expect(html).toContain('<script type="application/json" id="server-state">{"queries":[]}</script>');
    const desktop = await page('/dashboard', access, { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' });
    expect(desktop.body).toContain('data-server-drawn="desktop"');
  });

  it('sends the frame without the cookie, with a forged or revoked token, and on other pages', async () => {
    const { access } = await registerUser(t.app, 'lawyer');
    for (const token of [undefined, 'not-a-jwt']) {
      const frame = await page('/cases', token);
      expect(frame.body).toContain('<p>frame</p>');
      expect(frame.body).toContain('<template id="page-styles">');
      expect(frame.body).not.toContain('data-server-drawn');
    }
    expect((await page('/login', access)).body).toContain('shell');
    expect((await post(t.app, '/api/user/v1/devices/deactivate-all/', {}, access)).statusCode).toBe(200);
    const revoked = await page('/cases', access);
    expect(revoked.body).toContain('<p>frame</p>');
    expect(revoked.headers['cache-control']).toBe('no-cache');
  });
});
