// Issues 14 and 23: Lighthouse's mobile profile (default simulated throttling, a slow 4G phone, 4× CPU) on the
// built server (`npm run build` first): the public `/` and `/login`, and, signed in as the lawyer and as the
// client, the pages people work on. Every visit is cold (no cache, no service worker, only the session's
// tokens in localStorage). LIGHTHOUSE_RUNS runs of each page (default 3), the median printed beside its target
// with the machine's benchmark index and load average; LIGHTHOUSE_PAGES=/,/cases picks pages (by path or
// by name, e.g. `/cases/:pid (lawyer)`);
// LIGHTHOUSE_REPORTS=<dir> keeps the full report of each page's last run.
import { existsSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { BUILT_SERVER } from './foundation.mjs';
import { benchPort, freshDatabase, startProcess, stopProcess, verdict, waitFor } from './lib.mjs';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// Headless Chromium 156 preloads the address bar's WebUI popups at launch and while a page loads: browser UI a
// phone's page does not share a core with, whose script would compete with the page's on this 2-core machine.
const BROWSER_UI_FEATURES = 'WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  `--disable-features=${BROWSER_UI_FEATURES}`,
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const LAWYER = '09120000001';
const CLIENT = '09120000003';

/** `path` may be a function of the signed-in user's first case (`pids`). */
const PAGES = [
  { name: '/', path: '/', designTargets: true },
  { name: '/login', path: '/login' },
  { name: '/dashboard (lawyer)', path: '/dashboard', as: LAWYER },
  { name: '/cases (lawyer)', path: '/cases', as: LAWYER },
  { name: '/cases/:pid (lawyer)', path: (pids) => `/cases/${pids.lawyerCase}`, as: LAWYER },
  { name: '/calendar (lawyer)', path: '/calendar', as: LAWYER },
  { name: '/dashboard (client)', path: '/dashboard', as: CLIENT },
  { name: '/my-cases/:pid (client)', path: (pids) => `/my-cases/${pids.clientCase}`, as: CLIENT },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function signIn(base, phone) {
  const response = await fetch(`${base}/api/auth/v1/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: phone, password: 'Demo-1234' }),
  });
  const { result } = await response.json();
  return { access_token: result.access_token, refresh_token: result.refresh_token };
}

/** The first `pid` anywhere in an API answer (a page of cases). */
function firstPid(answer) {
  if (Array.isArray(answer)) {
    for (const item of answer) {
      const pid = firstPid(item);
      if (pid) return pid;
    }
  } else if (answer && typeof answer === 'object') {
    if (typeof answer.pid === 'string') return answer.pid;
    for (const value of Object.values(answer)) {
      const pid = firstPid(value);
      if (pid) return pid;
    }
  }
  return undefined;
}

async function firstCase(base, tokens, path) {
  const response = await fetch(`${base}${path}`, {
    headers: { authorization: `Bearer ${tokens.access_token}` },
  });
  const pid = firstPid(await response.json());
  if (!pid) throw new Error(`${path} listed no case`);
  return pid;
}

/** Script requests and bytes on the wire that finished loading by `atMs` (from the navigation's start). */
function scriptsBefore(lhr, atMs) {
  const scripts = lhr.audits['network-requests'].details.items.filter(
    (item) => item.resourceType === 'Script' && item.networkEndTime <= atMs,
  );
  return { count: scripts.length, kib: scripts.reduce((sum, item) => sum + item.transferSize, 0) / 1024 };
}

/** The figures of one run. */
function figuresOf(lhr) {
  const observed = lhr.audits.metrics.details.items[0];
  const requests = lhr.audits['network-requests'].details.items;
  const score = (category) => Math.round((lhr.categories[category].score ?? 0) * 100);
  const beforeLcp = scriptsBefore(lhr, observed.observedLargestContentfulPaint);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    bestPractices: score('best-practices'),
    fcp: lhr.audits['first-contentful-paint'].numericValue / 1000,
    lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    jsBeforePaint: scriptsBefore(lhr, observed.observedFirstContentfulPaint).kib,
    scriptsBeforeLcp: beforeLcp.count,
    jsBeforeLcp: beforeLcp.kib,
    files: requests.length,
    kib: requests.reduce((sum, item) => sum + item.transferSize, 0) / 1024,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

function reportPage(page, runs) {
  const m = (key) => median(runs.map((run) => run[key]));
  const load = runs.map((run) => run.load.toFixed(1)).join('/');
  const indexes = runs.map((run) => Math.round(run.benchmarkIndex)).join('/');
  console.log(
    `\nLighthouse mobile, ${page.name}: median of ${runs.length} run(s) (benchmark index ${indexes}, load average ${load})`,
  );
  verdict('performance', m('performance'), '≥ 90', m('performance') >= 90);
  verdict('first contentful paint', `${m('fcp').toFixed(2)} s`, '≤ 2.0 s', m('fcp') <= 2);
  verdict('largest contentful paint', `${m('lcp').toFixed(2)} s`, '≤ 2.5 s', m('lcp') <= 2.5);
  verdict('total blocking time', `${Math.round(m('tbt'))} ms`, '≤ 300 ms', m('tbt') <= 300);
  verdict('cumulative layout shift', m('cls').toFixed(3), '≤ 0.1', m('cls') <= 0.1);
  verdict(
    'scripts before largest paint',
    `${m('scriptsBeforeLcp')} files, ${m('jsBeforeLcp').toFixed(1)} KiB`,
    '(reported)',
    true,
  );
  verdict('requests in all', `${m('files')} files, ${m('kib').toFixed(0)} KiB`, '(reported)', true);
  if (page.path === '/')
    verdict(
      'JS before first paint',
      `${m('jsBeforePaint').toFixed(1)} KiB`,
      '≤ 150 KB',
      m('jsBeforePaint') <= 150,
    );
  verdict('accessibility', m('accessibility'), '100', m('accessibility') === 100);
  for (const [label, key] of [
    ['seo', 'seo'],
    ['best-practices', 'bestPractices'],
  ])
    verdict(label, m(key), page.designTargets ? '≥ 95' : '(reported)', !page.designTargets || m(key) >= 95);
}

/**
 * A cold visit: nothing cached, no service worker, the tokens of `tokens` (or none) stored as the app
 * stores them at sign-in: in localStorage, and the access token in the page-session cookie
 * (apps/web/src/lib/auth/token-storage.ts) unless `LIGHTHOUSE_NO_PAGE_COOKIE` measures the frame alone.
 */
async function coldStart(browserPage, base, tokens) {
  const cdp = await browserPage.createCDPSession();
  await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'all' });
  await cdp.send('Network.clearBrowserCache');
  await browserPage.goto(`${base}/api/health`);
  const pageCookie = tokens && !process.env.LIGHTHOUSE_NO_PAGE_COOKIE ? tokens.access_token : undefined;
  await browserPage.evaluate(
    (saved, cookie) => {
      localStorage.clear();
      for (const [key, value] of Object.entries(saved)) localStorage.setItem(key, value);
      // biome-ignore lint/suspicious/noDocumentCookie: a plain page's script, as the app writes it.
      if (cookie) document.cookie = `vakilyar_page_session=${cookie}; path=/; samesite=lax`;
    },
    tokens ?? {},
    pageCookie,
  );
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

export async function benchLighthouse() {
  if (!existsSync(BUILT_SERVER)) throw new Error('Build first: npm run build');
  const database = await freshDatabase();
  const port = benchPort(0);
  const base = `http://127.0.0.1:${port}`;
  const server = startProcess([BUILT_SERVER], {
    DATABASE_URL: database.url,
    PORT: String(port),
    HOST: '127.0.0.1',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    SEED_DEMO: 'true',
  });
  const only = process.env.LIGHTHOUSE_PAGES?.split(',');
  let chrome;
  let browser;
  try {
    await waitFor(`${base}/api/health`);
    const lawyer = await signIn(base, LAWYER);
    const client = await signIn(base, CLIENT);
    const pids = {
      lawyerCase: await firstCase(base, lawyer, '/api/lawyer-office/v1/cases/'),
      clientCase: await firstCase(base, client, '/api/lawyer-office/v1/my-cases/'),
    };
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    const browserPage = await browser.newPage();
    for (const page of PAGES) {
      const path = typeof page.path === 'function' ? page.path(pids) : page.path;
      if (only && ![page.name, page.path, path].some((key) => only.includes(key))) continue;
      const runs = [];
      let last;
      for (let run = 0; run < RUNS; run++) {
        // A fresh session each run: the access token must not expire between the first run and the last.
        await coldStart(browserPage, base, page.as ? await signIn(base, page.as) : undefined);
        const load = loadavg()[0];
        const result = await lighthouse(
          `${base}${path}`,
          { output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, disableStorageReset: true },
          undefined,
          browserPage,
        );
        // A trace Lighthouse could not read (a loaded machine drops one now and then) costs that run only.
        if (!result || result.lhr.runtimeError) {
          console.log(
            `  (${path}: run ${run + 1} failed: ${result?.lhr.runtimeError?.message ?? 'no result'})`,
          );
          continue;
        }
        if (new URL(result.lhr.finalDisplayedUrl).pathname !== path)
          console.log(`  (${path} ended on ${result.lhr.finalDisplayedUrl})`);
        runs.push({ ...figuresOf(result.lhr), load });
        last = result;
      }
      if (runs.length > 0) reportPage(page, runs);
      const keep = process.env.LIGHTHOUSE_REPORTS;
      if (keep && last) {
        const file = page.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
        writeFileSync(join(keep, `lighthouse-${file}.json`), last.report);
      }
    }
  } finally {
    await browser?.disconnect();
    chrome?.kill();
    await stopProcess(server);
    await database.drop();
  }
}
