// Temporary: CPU profile of a cold signed-in page load (not committed).
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';

const base = process.env.BASE ?? 'http://127.0.0.1:4500';
const path = process.env.PAGE ?? '/cases';
const phone = process.env.PHONE ?? '09120000001';
const runs = Number(process.env.RUNS ?? 4);
const dist = '/work/main/apps/web/dist';
const login = await fetch(`${base}/api/auth/v1/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: phone, password: 'Demo-1234' }) }).then((r) => r.json());
const tokens = login.result;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const maps = new Map();
function consumer(url) {
  const file = join(dist, new URL(url).pathname) + '.map';
  if (!maps.has(file)) maps.set(file, existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null);
  return maps.get(file);
}
function origin(frame) {
  const { url, lineNumber, columnNumber, functionName } = frame;
  if (!url.startsWith('http')) return { pkg: url || '(native)', fn: functionName || '(anon)' };
  const c = consumer(url);
  if (!c) return { pkg: new URL(url).pathname, fn: functionName };
  const pos = c.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  const src = pos.source ?? '?';
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(src);
  return { pkg: m ? m[1] : src.replace(/^.*\/src\//, 'src/'), fn: pos.name ?? functionName };
}
const totals = { byPkg: new Map(), byFn: new Map(), all: 0 };
for (let i = 0; i < runs; i++) {
  const context = await browser.newContext({ locale: 'fa-IR', viewport: { width: 360, height: 780 }, serviceWorkers: 'block' });
  await context.addInitScript((t) => { localStorage.setItem('access_token', t.access_token); localStorage.setItem('refresh_token', t.refresh_token); }, tokens);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const t0 = Date.now();
  await page.goto(`${base}${path}`);
  await page.waitForSelector(process.env.SELECTOR ?? 'main h1', { timeout: 30000 });
  await page.waitForTimeout(1500);
  const { profile } = await cdp.send('Profiler.stop');
  const ms = Date.now() - t0;
  if (i === 0) { await context.close(); continue; }
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const dt = profile.timeDeltas; let sum = 0;
  const self = new Map();
  profile.samples.forEach((id, k) => { const d = (dt[k + 1] ?? 0) / 1000; self.set(id, (self.get(id) ?? 0) + d); });
  for (const [id, t] of self) {
    const n = byId.get(id); const o = origin(n.callFrame);
    if (o.pkg === '(idle)' || n.callFrame.functionName === '(idle)') continue;
    sum += t;
    totals.byPkg.set(o.pkg, (totals.byPkg.get(o.pkg) ?? 0) + t);
    const key = `${o.pkg} ${o.fn}`; totals.byFn.set(key, (totals.byFn.get(key) ?? 0) + t);
  }
  totals.all += sum;
  console.log(`run ${i}: ${ms} ms wall, ${sum.toFixed(0)} ms busy`);
  await context.close();
}
const n = runs - 1;
console.log(`mean busy ${(totals.all / n).toFixed(0)} ms`);
for (const [k, v] of [...totals.byPkg].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log((v / n).toFixed(1).padStart(8), k);
console.log('--');
for (const [k, v] of [...totals.byFn].sort((a, b) => b[1] - a[1]).slice(0, 35)) console.log((v / n).toFixed(1).padStart(8), k);
await browser.close();
