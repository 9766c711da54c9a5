// Browser journeys against the built app, in Debian's Chromium. Runs the journeys (or those whose file name
// starts with one of E2E_ONLY's comma-separated prefixes) in E2E_LANES lanes side by side (2 by default): each lane starts its own server on an
// embedded PostgreSQL in a temporary data folder and its own browser, and takes the next journey from one
// queue when it is free, so no journey shares a database with one running beside it. Prints
// "N passed, N failed".
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from 'playwright-core';
import { accessibilityCounts, accessibilityReport } from './accessibility.mjs';
import { openRequests } from './journey-kit.mjs';

const ROOT = join(import.meta.dirname, '..');
const FIRST_PORT = Number(process.env.E2E_PORT ?? 3300);
const LANES = Math.max(1, Number(process.env.E2E_LANES ?? 2));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SCREENSHOTS = join(import.meta.dirname, 'screenshots');

for (const required of [
  join(ROOT, 'apps/server/dist/main.js'),
  join(ROOT, 'apps/web/dist/index.html'),
  CHROMIUM,
]) {
  if (!existsSync(required)) {
    console.error(`e2e: ${required} is missing (run npm run build; install Debian's chromium)`);
    process.exit(1);
  }
}

/** One lane's server: the built app on its own port and its own embedded PostgreSQL. */
function startServer(port) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vakilyar-e2e-'));
  const { DATABASE_URL: _unused, ...env } = process.env;
  const server = spawn(process.execPath, [join(ROOT, 'apps/server/dist/main.js')], {
    env: {
      ...env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  let stopping = false;
  // A server that stops in the middle fails every later journey with «connection refused»: say why once.
  server.once('exit', (code, signal) => {
    if (!stopping) console.log(`  ✗ the server on ${port} stopped (exit code ${code}, signal ${signal})`);
  });

  return {
    baseUrl,
    async ready() {
      for (let i = 0; i < 240; i++) {
        if (
          await fetch(`${baseUrl}/api/ready`).then(
            (r) => r.ok,
            () => false,
          )
        )
          return;
        await sleep(250);
      }
      throw new Error(`the server on ${port} did not become ready`);
    },
    /** The newest one-time code texted to a number, from the dev outbox. */
    async codeFromOutbox(phone) {
      for (let i = 0; i < 20; i++) {
        const body = await fetch(`${baseUrl}/api/dev/v1/sms-outbox/?phone=${phone}`).then((r) => r.json());
        const code = /(\d{6})/.exec(body.result.results[0]?.text ?? '')?.[1];
        if (code) return code;
        await sleep(250);
      }
      throw new Error(`no code was texted to ${phone}`);
    },
    async stop() {
      stopping = true;
      // A server that has stopped already never says «exit» again: the run would never end.
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const only = (process.env.E2E_ONLY ?? '').split(',');
const queue = readdirSync(join(import.meta.dirname, 'journeys'))
  .filter((f) => f.endsWith('.mjs') && only.some((prefix) => f.startsWith(prefix)))
  .sort();
let passed = 0;
let failed = 0;
// A wait a journey started and left behind (one that outlived its step) must fail the run, not end the
// runner at once with the lanes' servers and their databases left running.
process.on('unhandledRejection', (error) => {
  failed++;
  console.log(`  ✗ a journey left a wait that failed: ${error?.stack ?? error}`);
});

async function runJourney(file, browser, server) {
  const journey = await import(join(import.meta.dirname, 'journeys', file));
  // The app's service worker precaches every hashed file (several MB) in each new context; only the journey
  // that tests it (`export const serviceWorkers = 'allow'`) pays for that, the others block it.
  const serviceWorkers = journey.serviceWorkers ?? 'block';
  const openContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) => openContext({ serviceWorkers, ...options });
  const context = await browser.newContext({ locale: 'fa-IR', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  openRequests(page);
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) errors.push(`CSP: ${message.text()}`);
  });
  const started = Date.now();
  try {
    await journey.run({
      page,
      context,
      baseUrl: server.baseUrl,
      codeFromOutbox: server.codeFromOutbox,
      screenshotDir: SCREENSHOTS,
    });
    if (errors.length) throw new Error(`uncaught page errors: ${errors.join('; ')}`);
    passed++;
    console.log(`  ✓ ${journey.name} (${Date.now() - started} ms)`);
  } catch (error) {
    failed++;
    console.log(`  ✗ ${journey.name}: ${error.stack ?? error}`);
    await page.screenshot({ path: join(SCREENSHOTS, `failure-${file}.png`), fullPage: true }).catch(() => {});
  } finally {
    await context.close();
    browser.newContext = openContext;
  }
}

async function lane(index) {
  const server = startServer(FIRST_PORT + index);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
  try {
    await server.ready();
    for (let file = queue.shift(); file; file = queue.shift()) await runJourney(file, browser, server);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await Promise.all(Array.from({ length: Math.min(LANES, queue.length) }, (_, i) => lane(i)));
const violations = accessibilityReport();
for (const line of violations) console.log(`  ✗ axe ${line}`);
const axe = accessibilityCounts();
console.log(
  `e2e: ${passed} passed, ${failed} failed, ${violations.length} serious or critical axe violations ` +
    `(axe ran ${axe.runs} times; ${axe.minor} moderate or minor violations)`,
);
process.exit(failed || !passed || violations.length ? 1 : 0);
