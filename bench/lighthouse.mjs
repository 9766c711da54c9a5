// Issue 14 (first paint) and the design issue: Lighthouse's mobile profile (default simulated throttling,
// a slow 4G phone) on `/` and `/login` of the built server (`npm run build` first), each figure beside its
// target. LIGHTHOUSE_REPORTS=<dir> keeps the full reports. «JS before first paint» sums the scripts whose download ended before the observed first paint.
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { BUILT_SERVER } from './foundation.mjs';
import { benchPort, freshDatabase, startProcess, stopProcess, verdict, waitFor } from './lib.mjs';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Accessibility, SEO and best practices are the design issue's targets for `/`; `/login` reports them. */
const PAGES = [
  { path: '/', designTargets: true },
  { path: '/login', designTargets: false },
];

/** Script bytes on the wire that finished loading by `atMs` (from the navigation's first request). */
function scriptKiBBefore(lhr, atMs) {
  const requests = lhr.audits['network-requests'].details.items;
  const bytes = requests
    .filter((item) => item.resourceType === 'Script' && item.networkEndTime <= atMs)
    .reduce((sum, item) => sum + item.transferSize, 0);
  return bytes / 1024;
}

function reportPage(path, lhr, designTargets) {
  const score = (category) => Math.round((lhr.categories[category].score ?? 0) * 100);
  const seconds = (audit) => lhr.audits[audit].numericValue / 1000;
  const observed = lhr.audits.metrics.details.items[0];
  const fcp = seconds('first-contentful-paint');
  const lcp = seconds('largest-contentful-paint');
  const jsBeforePaint = scriptKiBBefore(lhr, observed.observedFirstContentfulPaint);
  const jsBeforeLargest = scriptKiBBefore(lhr, observed.observedLargestContentfulPaint);
  // Lighthouse scales the CPU time it observes to a mid-range phone from this index: below ~1000 (a busy or
  // slow machine) its blocking-time and interactivity figures are inflated.
  console.log(
    `\nLighthouse mobile, ${path} (machine benchmark index ${Math.round(lhr.environment.benchmarkIndex)})`,
  );
  verdict('performance', score('performance'), '≥ 90', score('performance') >= 90);
  verdict('first contentful paint', `${fcp.toFixed(2)} s`, '≤ 2.0 s', fcp <= 2);
  verdict('largest contentful paint', `${lcp.toFixed(2)} s`, '(reported)', true);
  verdict(
    'total blocking time',
    `${Math.round(lhr.audits['total-blocking-time'].numericValue)} ms`,
    '(reported)',
    true,
  );
  verdict(
    'cumulative layout shift',
    lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3),
    '(reported)',
    true,
  );
  verdict('JS before first paint', `${jsBeforePaint.toFixed(1)} KiB`, '≤ 150 KB', jsBeforePaint <= 150);
  verdict('JS before largest paint', `${jsBeforeLargest.toFixed(1)} KiB`, '(reported)', true);
  for (const category of ['accessibility', 'seo', 'best-practices']) {
    verdict(
      category,
      score(category),
      designTargets ? '≥ 95' : '(reported)',
      !designTargets || score(category) >= 95,
    );
  }
  const failing = Object.values(lhr.audits).filter(
    (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
  );
  if (failing.length > 0) console.log(`  below 90: ${failing.map((audit) => audit.id).join(', ')}`);
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
  let chrome;
  try {
    await waitFor(`${base}/api/health`);
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    for (const { path, designTargets } of PAGES) {
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      if (result.lhr.runtimeError) throw new Error(`${path}: ${result.lhr.runtimeError.message}`);
      reportPage(path, result.lhr, designTargets);
      // LIGHTHOUSE_REPORTS=<dir> keeps each full report (open it in the Lighthouse viewer) to see why.
      const keep = process.env.LIGHTHOUSE_REPORTS;
      if (keep) writeFileSync(join(keep, `lighthouse${path.replaceAll('/', '-')}.json`), result.report);
    }
  } finally {
    chrome?.kill();
    await stopProcess(server);
    await database.drop();
  }
}
