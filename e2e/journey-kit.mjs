// What several journeys do the same way: sign in and out, navigate inside the app, ask the API with the
// page's token, respect the rate limit, take the phone and desktop screenshots, and run axe-core on every
// screen a journey reaches.
import { setTimeout as sleep } from 'node:timers/promises';
import { checkAccessibility, checkAccessibilityOnce } from './accessibility.mjs';

export const DEMO_PASSWORD = 'Demo-1234';
export const PHONE = { width: 360, height: 780 };
export const DESKTOP = { width: 1280, height: 900 };

/** Latin digits as Persian ones, as every screen writes them. */
export const fa = (text) => String(text).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[d]);
/** A whole number as the app writes it: Persian digits, «٬» between thousands. */
export const grouped = (n) => fa(n.toLocaleString('en-US')).replace(/,/g, '٬');

/** Who a page is signed in as, for telling one role's screen from another's at the same address. */
const signedInAs = new WeakMap();

/**
 * A screen as axe tells screens apart: who looks, the route with its ids (pids, tokens, a payment's
 * number) as «:id», the view or tab the address picks, and the width. A page with a different list or
 * search is still the same screen.
 */
function screenKey(page) {
  const url = new URL(page.url());
  const route = url.pathname
    .split('/')
    .map((segment) =>
      (segment.length >= 16 && /[0-9A-Z]/.test(segment)) || /^[A-Z]?\d{4,}$/.test(segment) ? ':id' : segment,
    )
    .join('/');
  const picked = ['view', 'tab']
    .filter((param) => url.searchParams.has(param))
    .map((param) => `${param}=${url.searchParams.get(param)}`)
    .join('&');
  const width = page.viewportSize()?.width ?? 0;
  return `${signedInAs.get(page) ?? 'visitor'} ${route}${picked ? `?${picked}` : ''} @${width}`;
}

/**
 * axe-core on the screen the page shows now, at its current width, once per distinct screen in the whole
 * run (see screenKey); called by go(), visit(), arrive() and signIn(), and by a journey that reaches a
 * screen some other way.
 */
export async function checkScreen(page) {
  await waitForQuiet(page, 5000).catch(() => {});
  await finiteAnimationsDone(page);
  await checkAccessibilityOnce(page, screenKey(page));
}

/**
 * Waits (at most 2 s) for the animations that end, such as a toast fading in: axe measures a colour
 * half-way through its fade as the text's contrast. The endless ones (a skeleton's pulse) are left running.
 */
async function finiteAnimationsDone(page) {
  await page
    .evaluate(() =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, 2000)),
      ]),
    )
    .catch(() => {});
}

/**
 * `name-360.png` and `name-1280.png` once the page is still, with open toasts closed first so they hide
 * nothing; axe-core checks the screen at each width. `sizes` photographs one width only, for a screen
 * that differs between them (a day's list tapped open on a phone); the page is left at the last size.
 */
export async function shoot(page, screenshotDir, name, { fullPage = true, sizes = [PHONE, DESKTOP] } = {}) {
  for (const toast of await page.locator('.Toastify__toast').all()) await toast.click().catch(() => {});
  await page
    .locator('.Toastify__toast')
    .first()
    .waitFor({ state: 'detached', timeout: 2000 })
    .catch(() => {});
  // A page that keeps a request open (a live stream) is photographed all the same.
  await waitForQuiet(page, 10_000).catch(() => {});
  await page.evaluate(() => document.fonts.ready);
  for (const size of sizes) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${screenshotDir}/${name}-${size.width}.png`, fullPage });
    await checkAccessibility(page, `${name}-${size.width}`, screenKey(page));
  }
}

/** Waits for a fresh rate-limit window when fewer than `needed` requests are left in this one. */
export async function waitForRequestBudget(baseUrl, needed) {
  const response = await fetch(`${baseUrl}/api/ready`);
  const remaining = Number(response.headers.get('x-ratelimit-remaining') ?? Number.POSITIVE_INFINITY);
  const reset = Number(response.headers.get('x-ratelimit-reset') ?? 0);
  if (remaining < needed) await sleep((reset + 1) * 1000);
}

/** An in-app navigation, as a link would do it: no reload of the app. */
export async function go(page, baseUrl, path) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await arrive(page, `${baseUrl}${path}`);
}

/** Waits until the page is at `url` (anything page.waitForURL takes), then axe on the screen there. */
export async function arrive(page, url) {
  await page.waitForURL(url);
  await checkScreen(page);
}

/** A full load of an address of the app (a link opened from outside, or a reload), then axe on it. */
export async function visit(page, baseUrl, path) {
  await page.goto(`${baseUrl}${path}`);
  await checkScreen(page);
}

/** Signs in a demo account with its password, from /login; axe checks /login and where it lands. */
export async function signIn(page, baseUrl, phone) {
  await page.goto(`${baseUrl}/login`);
  await signInHere(page, phone);
}

/** Signs in a demo account with its password on the /login page the browser shows. */
export async function signInHere(page, phone) {
  signedInAs.delete(page);
  await checkScreen(page);
  await page.getByLabel('شماره موبایل', { exact: true }).fill(phone);
  await page.getByRole('button', { name: 'ادامه', exact: true }).click();
  await page.getByLabel('رمز عبور', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  signedInAs.set(page, phone);
  await checkScreen(page);
}

/** The `result` the server answers, called with the page's own access token. */
export async function api(page, path, method = 'GET', body = undefined) {
  const { status, answer } = await page.evaluate(
    async ({ url, method, body }) => {
      const response = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${localStorage.getItem('access_token')}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, answer: response.status === 204 ? undefined : await response.json() };
    },
    { url: path, method, body },
  );
  if (status >= 400) console.log(`    (${method} ${path} answered ${status}: ${JSON.stringify(answer)})`);
  return answer?.result;
}

const inFlight = new WeakMap();
/**
 * Requests a page has open, without the alarm stream, which stays open as long as the page does; counted
 * from the first call, which the runner makes as soon as it opens the page.
 */
export function openRequests(page) {
  if (!inFlight.has(page)) {
    const open = new Set();
    inFlight.set(page, open);
    page.on('request', (request) => {
      if (!request.url().includes('/alarms/stream/')) open.add(request);
    });
    page.on('requestfinished', (request) => open.delete(request));
    page.on('requestfailed', (request) => open.delete(request));
  }
  return inFlight.get(page);
}

/**
 * Waits until the page has had no request open for half a second: Playwright's 'networkidle' never comes
 * while the bell's alarm stream is connected.
 */
export async function waitForQuiet(page, timeout = 30_000) {
  const open = openRequests(page);
  await page.waitForLoadState('load');
  const deadline = Date.now() + timeout;
  let quietSince = open.size ? 0 : Date.now();
  while (Date.now() < deadline) {
    if (open.size) quietSince = 0;
    else if (!quietSince) quietSince = Date.now();
    else if (Date.now() - quietSince >= 500) return;
    await sleep(50);
  }
  throw new Error(`the page kept ${open.size} requests open for ${timeout} ms`);
}

/**
 * Makes sure the signed-in user holds at least `coins`, buying the difference at the sandbox bank (a real
 * payment: started, paid on the bank's form, verified on the callback), as earlier journeys spend coins.
 */
export async function ensureCoins(page, coins) {
  const { balance } = await api(page, '/api/wallet/v1/balance/');
  if (balance >= coins) return;
  const start = await api(page, '/api/payment/v1/create_payment/', 'POST', { coins: coins - balance });
  await page.goto(start.payment_url);
  await page.getByLabel('شماره کارت').fill('6037991234567890');
  await page.getByLabel('CVV2').fill('123');
  await page.getByLabel('ماه انقضا').fill('08');
  await page.getByLabel('سال انقضا').fill('07');
  await page.getByLabel('رمز دوم (رمز پویا)').fill('123456');
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await page.waitForURL(/\/payment\/result\?/);
  await page.getByRole('heading', { name: 'پرداخت موفق' }).waitFor();
}
