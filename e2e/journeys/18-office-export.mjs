import { readFileSync } from 'node:fs';
import { expect } from '../expect.mjs';
import { api, arrive, go, shoot, signIn, waitForRequestBudget } from '../journey-kit.mjs';

export const name =
  'the lawyer exports the whole office as a zip; the admin sees the last backup and takes one';

const LAWYER = '09120000001';
const ADMIN = '09120000005';

export async function run({ page, context, baseUrl, screenshotDir }) {
  await waitForRequestBudget(baseUrl, 150);
  await signIn(page, baseUrl, LAWYER);

  // From the audit log to the export screen; one export, built in the background, announced when ready.
  await go(page, baseUrl, '/audit');
  await page.getByRole('link', { name: 'خروجی کامل دفتر' }).click();
  await arrive(page, `${baseUrl}/office/export`);
  await page.getByText('هنوز خروجی‌ای ساخته نشده است.').waitFor();
  await page.getByRole('button', { name: 'ساخت خروجی تازه' }).click();
  await page.getByText('ساخت خروجی آغاز شد.').waitFor();
  await page.getByText('آماده‌ی دریافت').waitFor({ timeout: 30_000 });
  await shoot(page, screenshotDir, 'office-export');

  const [listed] = await api(page, '/api/lawyer-office/v1/exports/');
  expect(listed.status).toBe('ready');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'دریافت فایل' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(listed.file_name);
  const zip = readFileSync(await download.path());
  expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(zip.length).toBe(listed.size);

  const alarms = await api(page, '/api/notification/v1/alarms/');
  const items = alarms.results ?? alarms;
  expect(items.some((alarm) => alarm.title === 'خروجی کامل دفتر آماده است')).toBe(true);

  // The admin: the backup card on /admin, a backup taken now, its result in Persian with a Jalali time.
  await context.clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, baseUrl, ADMIN);
  await go(page, baseUrl, '/admin');
  const card = page.getByRole('region', { name: 'پشتیبان‌گیری' });
  await card.waitFor();
  await card.getByRole('button', { name: 'پشتیبان‌گیری اکنون' }).click();
  await page.getByText('پشتیبان‌گیری در صف انجام قرار گرفت.').waitFor();
  await card.getByText('موفق', { exact: true }).waitFor({ timeout: 60_000 });
  await card.getByText('به درخواست مدیر').waitFor();
  const status = await api(page, '/api/admin/v1/backups/');
  expect(status.last.status).toBe('succeeded');
  expect(status.scheduled).toBe(true);
  await shoot(page, screenshotDir, 'admin-backups');
}
