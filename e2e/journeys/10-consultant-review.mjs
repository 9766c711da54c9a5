import { expect } from '../expect.mjs';
import { arrive, go, shoot, signIn, waitForRequestBudget } from '../journey-kit.mjs';

export const name =
  'the admin rejects a consultant with a reason, the consultant reads it and sends credentials, the admin approves';

const ADMIN = '09120000005';
const CONSULTANT = '09120000004';
const REASON = 'شماره پروانه و کانون صادرکننده را در نمایه وارد کنید.';

async function signOut(page) {
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
}

export async function run({ page, baseUrl, screenshotDir }) {
  await waitForRequestBudget(baseUrl, 200);
  await signIn(page, baseUrl, ADMIN);

  // The queue opens on pending consultants; the demo consultant is already live, under «تأییدشده».
  await go(page, baseUrl, '/admin/consultants');
  await page.getByRole('tab', { name: 'در انتظار بررسی' }).waitFor();
  await page.getByRole('tab', { name: 'تأییدشده' }).click();
  const card = page.getByRole('article', { name: 'حسین محمدی' });
  await card.waitFor();
  await shoot(page, screenshotDir, 'admin-consultants');
  await card.getByRole('button', { name: 'رد', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'رد نمایه مشاور' });
  await dialog.getByLabel('علت رد').fill(REASON);
  await shoot(page, screenshotDir, 'admin-consultant-reject');
  await dialog.getByRole('button', { name: 'رد', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });

  // The consultant sees why on the dashboard and corrects the profile: licence number and bar association.
  await signOut(page);
  await signIn(page, baseUrl, CONSULTANT);
  await go(page, baseUrl, '/dashboard');
  await page.getByText(`علت: ${REASON}`).waitFor();
  await shoot(page, screenshotDir, 'consultant-dashboard-rejected');
  await page.getByRole('link', { name: 'اصلاح و ارسال دوباره' }).click();
  await arrive(page, `${baseUrl}/consultant/settings`);
  await page.getByLabel('شماره پروانه').fill('A-1234');
  await page.getByRole('combobox', { name: 'کانون یا مرکز صادرکننده پروانه' }).click();
  await page.getByRole('option', { name: 'مرکز وکلا، کارشناسان رسمی و مشاوران خانواده قوه قضاییه' }).click();
  await shoot(page, screenshotDir, 'consultant-settings-credentials');
  await page.getByRole('button', { name: 'ذخیره' }).click();
  await page.getByText('برای بررسی دوباره', { exact: false }).first().waitFor();
  await go(page, baseUrl, '/dashboard');
  await page.getByText('در انتظار بررسی مدیر سامانه', { exact: false }).waitFor();
  await shoot(page, screenshotDir, 'consultant-dashboard-pending');

  // Back to the admin: the consultant waits in the queue with the credentials, and is approved.
  await signOut(page);
  await signIn(page, baseUrl, ADMIN);
  await go(page, baseUrl, '/admin/consultants');
  const pending = page.getByRole('article', { name: 'حسین محمدی' });
  await pending.getByText('شماره پروانه: A-1234').waitFor();
  await pending.getByRole('button', { name: 'تأیید و انتشار' }).click();
  const approval = page.getByRole('dialog', { name: 'تأیید مشاور' });
  await approval.getByRole('button', { name: 'تأیید و انتشار' }).click();
  // While the dialog is open the page behind it is hidden from roles, so the card «leaves» at once: wait for
  // the answer first, or the journey ends and closes the page before the approval reaches the server.
  await approval.waitFor({ state: 'detached' });
  await expect.eventually(
    async () => (await page.getByRole('article', { name: 'حسین محمدی' }).count()) === 0,
    'the approved consultant leaves the pending queue',
  );
  // Live again, under «تأییدشده» with the day of approval: later journeys of this lane ask them for chats.
  await page.getByRole('tab', { name: 'تأییدشده' }).click();
  await page
    .getByRole('article', { name: 'حسین محمدی' })
    .getByText(/^تأیید: /)
    .waitFor();
}
