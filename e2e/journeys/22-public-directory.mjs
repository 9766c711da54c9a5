// Issue 5: the consultants directory and a consultant's profile are public. A visitor opens them without
// signing in (the public site's header, prices with their Toman value, a page description of its own),
// asks for a chat, is sent to sign in, and after signing in is back on the same profile, where the
// request form now opens. Screenshots at 360 and 1280 px, axe-core at each.
import { expect } from '../expect.mjs';
import { arrive, DEMO_PASSWORD, shoot, visit, waitForQuiet, waitForRequestBudget } from '../journey-kit.mjs';

export const name =
  'a visitor browses the consultants, signs in to ask for a chat and is back on the profile';

const CLIENT = '09120000003';
const CONSULTANT_NAME = 'حسین محمدی';

export async function run({ page, baseUrl, screenshotDir }) {
  await waitForRequestBudget(baseUrl, 150);

  // The directory, from the public site's header; no login wall.
  await visit(page, baseUrl, `/`);
  await page.getByRole('banner').getByRole('link', { name: 'مشاوران', exact: true }).click();
  await arrive(page, `${baseUrl}/consultants`);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBe(null);
  const card = page.getByRole('article').filter({ hasText: CONSULTANT_NAME });
  await card
    .getByText(/سکه \(≈ [۰-۹٬]+ تومان\)$/)
    .first()
    .waitFor();
  await expect.eventually(
    async () => (await page.title()) === 'مشاوران | وکیل‌یار',
    'the tab reads «مشاوران»',
  );
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description.startsWith('فهرست مشاوران حقوقی تأییدشده')).toBe(true);
  await waitForQuiet(page);
  await shoot(page, screenshotDir, 'public-consultants');

  // The consultant's own page.
  await card.getByRole('link', { name: CONSULTANT_NAME, exact: true }).click();
  await arrive(page, (url) => url.pathname.startsWith('/consultants/'));
  const profilePath = new URL(page.url()).pathname;
  await page.getByRole('heading', { level: 1, name: CONSULTANT_NAME }).waitFor();
  await page.getByText(/برای درخواست گفتگو یا مشاوره وارد شوید/).waitFor();
  await expect.eventually(
    async () => (await page.title()) === `${CONSULTANT_NAME} | وکیل‌یار`,
    'the tab names the consultant',
  );
  await waitForQuiet(page);
  await shoot(page, screenshotDir, 'public-consultant-profile');

  // Asking for a chat needs an account: to /login, then back to this very page.
  await page.getByRole('button', { name: 'درخواست گفتگو', exact: true }).click();
  await arrive(page, `${baseUrl}/login`);
  await page.getByLabel('شماره موبایل', { exact: true }).fill(CLIENT);
  await page.getByRole('button', { name: 'ادامه', exact: true }).click();
  await page.getByLabel('رمز عبور', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await arrive(page, `${baseUrl}${profilePath}`);

  // Signed in, the same page sits in the app's frame and the request form opens.
  await page.getByRole('heading', { level: 1, name: CONSULTANT_NAME }).waitFor();
  await page.getByRole('button', { name: 'درخواست گفتگو', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: CONSULTANT_NAME });
  await sheet.getByLabel(/پیام شما به مشاور/).waitFor();
  await waitForQuiet(page);
  await shoot(page, screenshotDir, 'public-consultant-signed-in');
}
