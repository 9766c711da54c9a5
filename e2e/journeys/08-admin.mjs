import { expect } from '../expect.mjs';
import { api, arrive, go, grouped, shoot, signIn, waitForRequestBudget } from '../journey-kit.mjs';

export const name =
  'the admin finds a user, reads their wallet, reprices a subscription and checks the ledger';

const ADMIN = '09120000005';

export async function run({ page, baseUrl, screenshotDir }) {
  await waitForRequestBudget(baseUrl, 200);
  await signIn(page, baseUrl, ADMIN);

  // The users: the demo consultant by a mobile typed in Persian digits.
  await go(page, baseUrl, '/admin/users');
  expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  // On a desktop the users are a table, one link per row.
  const list = page.getByRole('table', { name: 'کاربران و نقش‌ها' });
  await list.getByText('نرگس صادقی').waitFor();
  await shoot(page, screenshotDir, 'admin-users');
  await page.getByLabel('جست‌وجو').fill('۰۹۱۲۰۰۰۰۰۰۴');
  await list.getByText('حسین محمدی').waitFor();
  await expect.eventually(async () => (await list.getByRole('link').count()) === 1, 'one user is listed');
  await list.getByText('۰۹۱۲۰۰۰۰۰۰۴', { exact: false }).waitFor();
  await shoot(page, screenshotDir, 'admin-users-search');

  // Their page: details, roles, and the wallet as the finance API reports it.
  await list.getByRole('link').first().click();
  await arrive(page, /\/admin\/users\/[^/]+$/);
  await page.getByRole('heading', { name: 'حسین محمدی' }).waitFor();
  const pid = new URL(page.url()).pathname.split('/').at(-1);
  const wallet = await api(page, `/api/admin/v1/finance/users/${pid}/wallet/`);
  const walletRegion = page.getByRole('region', { name: 'کیف پول' });
  await walletRegion.getByText(`${grouped(wallet.balance)} سکه`, { exact: true }).waitFor();
  await page.getByRole('group', { name: 'نقش‌های کاربر' }).getByRole('button', { name: 'مشاور' }).waitFor();
  await shoot(page, screenshotDir, 'admin-user');

  // The money pages: the rate tab first, then the price of «پایه» from 150 to 175 coins.
  await go(page, baseUrl, '/admin/finance');
  await arrive(page, `${baseUrl}/admin/finance/rate`);
  await page.getByText('هر سکه ۱۰٬۰۰۰ ریال (۱٬۰۰۰ تومان)').waitFor();
  await page.getByLabel('نرخ هر سکه (ریال)').fill('۱۲۰۰۰');
  await page
    .getByRole('listitem', { name: 'بسته آغاز' })
    .getByText('۱۲۰٬۰۰۰ ریال', { exact: false })
    .waitFor();
  await shoot(page, screenshotDir, 'admin-finance-rate');
  await page.getByLabel('نرخ هر سکه (ریال)').fill('');

  await page.getByRole('tab', { name: 'بسته‌های اشتراک' }).click();
  await arrive(page, `${baseUrl}/admin/finance/subscriptions`);
  await page.getByRole('button', { name: 'ویرایش پایه', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'ویرایش پایه' });
  await dialog.getByLabel('قیمت (سکه)').fill('۱۷۵');
  await shoot(page, screenshotDir, 'admin-finance-subscription-dialog');
  await dialog.getByRole('button', { name: 'ذخیره', exact: true }).click();
  await page.getByText('بسته «پایه» ذخیره شد.').waitFor();
  await page.getByText(/^۱۷۵ سکه، ۳۰ روز/).waitFor();
  const plans = await api(page, '/api/admin/v1/finance/subscription-packages/');
  expect(plans.find((plan) => plan.name === 'پایه').price).toBe(175);
  expect((await api(page, '/api/subscription/v1/packages/')).find((p) => p.name === 'پایه').price).toBe(175);
  await shoot(page, screenshotDir, 'admin-finance-subscriptions');

  await page.getByRole('tab', { name: 'درخواست‌های برداشت' }).click();
  await arrive(page, `${baseUrl}/admin/finance/payouts`);
  await page.getByRole('combobox', { name: 'وضعیت' }).waitFor();
  await page.waitForTimeout(300);
  await shoot(page, screenshotDir, 'admin-finance-payouts');

  // The ledger check: balanced after every movement the journeys made.
  await page.getByRole('tab', { name: 'بررسی دفتر کل' }).click();
  await arrive(page, `${baseUrl}/admin/finance/ledger`);
  await page.getByRole('button', { name: 'اجرای بررسی' }).click();
  await page.getByText('دفتر کل تراز است').waitFor();
  await shoot(page, screenshotDir, 'admin-finance-ledger');

  // Later journeys see the demo price again.
  const basic = plans.find((plan) => plan.name === 'پایه');
  await api(page, `/api/admin/v1/finance/subscription-packages/${basic.pid}/`, 'PATCH', { price: 150 });
}
