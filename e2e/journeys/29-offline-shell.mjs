import { expect } from '../expect.mjs';
import { PHONE, signIn } from '../journey-kit.mjs';

export const name =
  'the installed app: a returning user loads no script from the network, the shell opens with the line cut, and no API answer comes from the worker';

/** This journey is the one that lets the service worker run (run.mjs blocks it elsewhere). */
export const serviceWorkers = 'allow';

const LAWYER = '09120000001';
const SHOWN = { timeout: 15_000 };

/** Every URL the service worker's caches hold. */
const cachedUrls = (page) =>
  page.evaluate(async () => {
    const urls = [];
    for (const key of await caches.keys()) {
      const cache = await caches.open(key);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });

export async function run({ page, context, baseUrl, screenshotDir }) {
  // First visit: the worker installs and precaches the app while the lawyer signs in.
  await signIn(page, baseUrl, LAWYER);
  await page.getByRole('heading', { name: 'داشبورد' }).waitFor(SHOWN);
  await page.evaluate(() => navigator.serviceWorker.ready);
  const manifest = await page.evaluate(async () => {
    const link = document.querySelector('link[rel="manifest"]');
    return link ? (await fetch(link.href)).json() : null;
  });
  expect(manifest?.name).toBe('وکیل‌یار');
  expect([manifest?.lang, manifest?.dir]).toBe(['fa', 'rtl']);

  // Second visit, online: the worker serves the page and every script; the API answers from the server.
  const responses = [];
  page.on('response', (response) => responses.push(response));
  await page.reload();
  await page.getByRole('heading', { name: 'داشبورد' }).waitFor(SHOWN);
  await expect.eventually(
    () => page.evaluate(() => Boolean(navigator.serviceWorker.controller)),
    'the service worker controls the page',
  );
  const scripts = responses.filter((response) => /\/assets\/.*\.js$/.test(response.url()));
  const fromNetwork = scripts.filter((response) => !response.fromServiceWorker()).map((r) => r.url());
  expect({ scripts: scripts.length > 0, fromNetwork }).toBe({ scripts: true, fromNetwork: [] });
  const apiAnswers = responses.filter((response) => new URL(response.url()).pathname.startsWith('/api/'));
  expect(apiAnswers.length > 0).toBe(true);
  expect(apiAnswers.filter((response) => response.fromServiceWorker()).map((r) => r.url())).toBe([]);
  page.removeAllListeners('response');
  const cached = await cachedUrls(page);
  expect(cached.includes('/app.html')).toBe(true);
  expect(cached.filter((path) => path.startsWith('/api/') || path.startsWith('/ws/'))).toBe([]);

  // The line cut: the signed-in shell of the last page still opens from the worker; the API does not answer.
  await context.setOffline(true);
  try {
    await page.reload();
    await page.getByRole('navigation', { name: 'منوی ناوبری' }).waitFor(SHOWN);
    await page.getByRole('heading', { name: 'داشبورد' }).waitFor(SHOWN);
    const apiOffline = await page.evaluate(() =>
      fetch('/api/health').then(
        (response) => `answered ${response.status}`,
        () => 'failed',
      ),
    );
    expect(apiOffline).toBe('failed');
    await page.screenshot({ path: `${screenshotDir}/offline-dashboard-1280.png` });

    // Signed out, offline, on a phone: the sign-in page opens from the worker.
    await page.evaluate(() => localStorage.clear());
    await page.setViewportSize(PHONE);
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('شماره موبایل', { exact: true }).waitFor(SHOWN);
    await page.screenshot({ path: `${screenshotDir}/offline-login-360.png` });
  } finally {
    await context.setOffline(false);
  }
}
