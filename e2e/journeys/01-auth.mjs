// Issue 2: a new number registers with the texted code, lands on its dashboard, edits its profile,
// logs out and is back on /login; screenshots at phone and desktop width, right-to-left.
import { expect } from '../expect.mjs';

export const name = 'a new client registers, edits the profile and logs out';

export async function run({ page, baseUrl, codeFromOutbox, screenshotDir }) {
  const phone = `0935${String(Date.now()).slice(-7)}`;
  await page.goto(`${baseUrl}/login`);
  expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${screenshotDir}/login-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${screenshotDir}/login-1280.png` });

  await page.getByLabel('شماره موبایل', { exact: true }).fill(phone.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[d]));
  await page.getByRole('button', { name: 'ادامه', exact: true }).click();
  await page.getByRole('heading', { name: 'ثبت‌نام در وکیل‌یار' }).waitFor();

  await page.getByLabel('کد تأیید', { exact: true }).fill(await codeFromOutbox(phone));
  await page.getByLabel('نام', { exact: true }).fill('پریسا');
  await page.getByLabel('نام خانوادگی', { exact: true }).fill('موسوی');
  await page.getByLabel('رمز عبور (اختیاری)', { exact: true }).fill('Parisa-Pass-1');
  await page.getByRole('button', { name: 'ثبت‌نام', exact: true }).click();

  await page.waitForURL(`${baseUrl}/dashboard`);
  await page.getByText('پریسا').first().waitFor();
  await page.screenshot({ path: `${screenshotDir}/dashboard-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${screenshotDir}/dashboard-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'منوی حساب کاربری' }).click();
  await page.getByRole('menuitem', { name: 'پروفایل', exact: true }).click();
  await page.waitForURL(`${baseUrl}/profile`);
  const lastName = page.getByLabel('نام خانوادگی', { exact: true });
  await expect.eventually(
    async () => (await lastName.inputValue()) === 'موسوی',
    'the profile form is filled',
  );
  await lastName.fill('موسوی‌نژاد');
  await page.getByRole('button', { name: 'ذخیره تغییرات', exact: true }).click();
  await page.getByText('مشخصات شما ذخیره شد.').waitFor();
  await page.screenshot({ path: `${screenshotDir}/profile-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${screenshotDir}/profile-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  const saved = await page.evaluate(async () => {
    const response = await fetch('/api/user/v1/profile/get-profile/', {
      headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` },
    });
    return (await response.json()).result.last_name;
  });
  expect(saved).toBe('موسوی‌نژاد');

  await page.getByRole('button', { name: 'خروج', exact: true }).click();
  await page.waitForURL(`${baseUrl}/login`);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBe(null);
}
