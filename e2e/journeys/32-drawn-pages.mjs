import { expect } from '../expect.mjs';
import { api, arrive, PHONE, shoot, signIn } from '../journey-kit.mjs';

export const name =
  "a signed-in page arrives drawn with the lawyer's own data, is hydrated in place, and is never drawn for a token signed out, another case or another page";

const LAWYER = '09120000001';
const SHOWN = { timeout: 15_000 };
const PAGE_COOKIE = 'vakilyar_page_session';

/** The HTML the server answers this browser for `path`, with the browser's own cookies, before any script. */
async function htmlOf(context, baseUrl, path, cookie) {
  const response = await context.request.get(`${baseUrl}${path}`, {
    headers: { accept: 'text/html', ...(cookie ? { cookie: `${PAGE_COOKIE}=${cookie}` } : {}) },
  });
  return { html: await response.text(), cacheControl: response.headers()['cache-control'] };
}

const drawn = (html) => html.includes('data-server-drawn=');

export async function run({ page, context, baseUrl, screenshotDir }) {
  await signIn(page, baseUrl, LAWYER);
  await page.getByRole('heading', { name: 'داشبورد' }).waitFor(SHOWN);
  const cookie = (await context.cookies()).find((entry) => entry.name === PAGE_COOKIE);
  expect(Boolean(cookie?.value)).toBe(true);
  expect(cookie.value).toBe(await page.evaluate(() => localStorage.getItem('access_token')));

  // The HTML itself holds the lawyer's cases: what a phone paints before the app's scripts arrive.
  const [first] = (await api(page, '/api/lawyer-office/v1/cases/')).results;
  const cases = await htmlOf(context, baseUrl, '/cases');
  expect(drawn(cases.html)).toBe(true);
  expect(cases.html.includes(first.title)).toBe(true);
  expect(cases.cacheControl).toBe('private, no-store');
  const casePage = await htmlOf(context, baseUrl, `/cases/${first.pid}`);
  expect(casePage.html.includes(`<title>${first.title}`) || casePage.html.includes(first.title)).toBe(true);

  // Hydrated in place: the title painted from the HTML is the one the app keeps, no page error, no refetch
  // of what came with it.
  const calls = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/lawyer-office/v1/cases/')) calls.push(request.url());
  });
  // At the width the server guessed from the user agent (a desktop browser's here): a phone's layout
  // drawn for a desktop would be redrawn as its table once hydrated.
  await page.goto(`${baseUrl}/cases`);
  const heading = page.getByText(first.title, { exact: true }).first();
  await heading.waitFor(SHOWN);
  // React has taken the page over (hydrateRoot marks its container).
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
  );
  const marked = await heading.evaluate((element) => {
    element.dataset.painted = 'from-html';
    return true;
  });
  expect(marked).toBe(true);
  await page.waitForTimeout(1500);
  expect(await heading.evaluate((element) => element.dataset.painted ?? 'replaced')).toBe('from-html');
  expect(calls).toBe([]);
  page.removeAllListeners('request');
  await page.setViewportSize(PHONE);
  await shoot(page, screenshotDir, 'drawn-cases', { fullPage: false });

  // Not drawn: another case's address, a forged token, a public page.
  expect(drawn((await htmlOf(context, baseUrl, '/cases/not-a-case')).html)).toBe(false);
  expect(drawn((await htmlOf(context, baseUrl, '/cases', 'forged.token.value')).html)).toBe(false);
  expect(drawn((await htmlOf(context, baseUrl, '/consultants')).html)).toBe(false);

  // Signed out: the cookie goes with the session, and its token no longer draws anything.
  await page.getByRole('button', { name: 'منوی حساب کاربری' }).click();
  await page.getByRole('menuitem', { name: 'خروج' }).click();
  await arrive(page, `${baseUrl}/login`);
  expect((await context.cookies()).some((entry) => entry.name === PAGE_COOKIE)).toBe(false);
  const revoked = await htmlOf(context, baseUrl, '/cases', cookie.value);
  expect(drawn(revoked.html)).toBe(false);
  expect(revoked.html.includes(first.title)).toBe(false);
}
