// Issue 2: a new number registers with the texted code, lands on its dashboard, edits its profile,
// logs out and is back on /login; screenshots at phone and desktop width, right-to-left.
import { expect } from '../expect.mjs';
import { arrive, checkScreen, fa, shoot } from '../journey-kit.mjs';

export const name = 'a new client registers, edits the profile and logs out';

export async function run({ page, baseUrl, codeFromOutbox, screenshotDir }) {
  const phone = `0935${String(Date.now()).slice(-7)}`;
  await page.goto(`${baseUrl}/login`);
  expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  await shoot(page, screenshotDir, 'login');

  await page.getByLabel('شماره موبایل', { exact: true }).fill(fa(phone));
  await page.getByRole('button', { name: 'ادامه', exact: true }).click();
  await page.getByRole('heading', { name: 'ثبت‌نام در وکیل‌یار' }).waitFor();
  await checkScreen(page);

  await page.getByLabel('کد تأیید', { exact: true }).fill(await codeFromOutbox(phone));
  await page.getByLabel('نام', { exact: true }).fill('پریسا');
  await page.getByLabel('نام خانوادگی', { exact: true }).fill('موسوی');
  await page.getByLabel('رمز عبور (اختیاری)', { exact: true }).fill('Parisa-Pass-1');
  await page.getByRole('button', { name: 'ثبت‌نام', exact: true }).click();

  await arrive(page, `${baseUrl}/dashboard`);
  await page.getByText('پریسا').first().waitFor();
  await shoot(page, screenshotDir, 'dashboard');

  await page.getByRole('button', { name: 'منوی حساب کاربری' }).click();
  await page.getByRole('menuitem', { name: 'پروفایل', exact: true }).click();
  await arrive(page, `${baseUrl}/profile`);
  const lastName = page.getByLabel('نام خانوادگی', { exact: true });
  await expect.eventually(
    async () => (await lastName.inputValue()) === 'موسوی',
    'the profile form is filled',
  );
  await lastName.fill('موسوی‌نژاد');
  await page.getByRole('button', { name: 'ذخیره تغییرات', exact: true }).click();
  await page.getByText('مشخصات شما ذخیره شد.').waitFor();
  await shoot(page, screenshotDir, 'profile');

  const saved = await page.evaluate(async () => {
    const response = await fetch('/api/user/v1/profile/get-profile/', {
      headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` },
    });
    return (await response.json()).result.last_name;
  });
  expect(saved).toBe('موسوی‌نژاد');

  await page.getByRole('button', { name: 'خروج', exact: true }).click();
  await arrive(page, `${baseUrl}/login`);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBe(null);
}
