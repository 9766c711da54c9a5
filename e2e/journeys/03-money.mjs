import { expect } from '../expect.mjs';
import { api, arrive, fa, go, grouped, shoot, signIn, waitForRequestBudget } from '../journey-kit.mjs';

export const name =
  'a client buys coins at the sandbox bank and SMS, and is offered no office plan; a consultant tops up';

/**
 * The server allows 300 requests a minute from one address, and a full load of the app costs about
 * thirty (scripts and fonts count): wait for a fresh window when fewer than `needed` are left.
 */
/** Leaves through the account menu, as a person would. */
async function signOut(page, baseUrl) {
  await page.getByRole('button', { name: 'منوی حساب کاربری' }).click();
  await page.getByRole('menuitem', { name: 'خروج' }).click();
  await arrive(page, `${baseUrl}/login`);
}

async function expectBalance(page, coins) {
  const summary = page.getByRole('region', { name: 'موجودی', exact: true });
  await summary.getByText(`${grouped(coins)} سکه`).waitFor();
  expect((await api(page, '/api/wallet/v1/balance/')).balance).toBe(coins);
}

/** From a coin package's «خرید» to the bank page. */
async function openBank(page, packageName) {
  await page.getByRole('button', { name: `خرید ${packageName}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'خرید سکه' });
  await dialog.getByRole('button', { name: 'رفتن به درگاه پرداخت' }).click();
  await arrive(page, /\/api\/payment\/v1\/sandbox\/A\d+\/$/);
}

async function payAtBank(page) {
  await page.getByLabel('شماره کارت').fill('6037991234567890');
  await page.getByLabel('CVV2').fill('123');
  await page.getByLabel('ماه انقضا').fill('08');
  await page.getByLabel('سال انقضا').fill('07');
  await page.getByLabel('رمز دوم (رمز پویا)').fill('123456');
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await arrive(page, /\/payment\/result\?/);
}

export async function run({ page, baseUrl, screenshotDir }) {
  await waitForRequestBudget(baseUrl, 200);
  await signIn(page, baseUrl, '09120000003');

  // The wallet: whatever the demo client holds now (the demo chats spent some); 10,000 Rials a coin.
  await go(page, baseUrl, '/wallet');
  expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  const start = (await api(page, '/api/wallet/v1/balance/')).balance;
  expect(start >= 150).toBe(true);
  await expectBalance(page, start);
  await page.getByText('۱۰۰٬۰۰۰ ریال', { exact: true }).first().waitFor();
  await page.getByText('۱۰٬۰۰۰ تومان', { exact: true }).first().waitFor();
  await shoot(page, screenshotDir, 'money-wallet');

  // A package through the sandbox bank: verified, credited once.
  await openBank(page, 'بسته آغاز');
  await page.getByText('۱۰۰٬۰۰۰ ریال').first().waitFor();
  await shoot(page, screenshotDir, 'money-sandbox-bank');
  await payAtBank(page);
  await page.getByRole('heading', { name: 'پرداخت موفق' }).waitFor();
  await page.getByText('سکه‌ها به کیف پول شما افزوده شد', { exact: false }).waitFor();
  const paidPid = new URL(page.url()).searchParams.get('pid');
  expect((await api(page, `/api/payment/v1/${paidPid}/`)).status).toBe('paid');
  await shoot(page, screenshotDir, 'money-payment-result');
  await page.getByRole('link', { name: 'بازگشت به کیف پول' }).click();
  await arrive(page, `${baseUrl}/wallet`);
  await expectBalance(page, start + 10);
  await page.getByText('خرید ۱۰ سکه با کارت بانکی').first().waitFor();

  // A payment cancelled at the bank changes nothing.
  await openBank(page, 'بسته اقتصادی');
  await page.getByRole('button', { name: 'انصراف', exact: true }).click();
  await arrive(page, /\/payment\/result\?/);
  await page.getByRole('heading', { name: 'پرداخت لغو شد' }).waitFor();
  await shoot(page, screenshotDir, 'money-payment-cancelled');
  await page.getByRole('link', { name: 'بازگشت به کیف پول' }).click();
  await expectBalance(page, start + 10);

  // Plans are an office's: the client is told so and offered nothing to buy.
  await go(page, baseUrl, '/subscription');
  await page.getByText('این بخش مخصوص دفاتر وکالت است').waitFor();
  expect(await page.getByRole('button', { name: /خرید اشتراک/ }).count()).toBe(0);
  await shoot(page, screenshotDir, 'money-subscription-office-only');

  // SMS credit from the wallet: «۵۰ پیامک» for 5 coins.
  await go(page, baseUrl, '/sms-credit');
  const credit = page.getByRole('region', { name: 'اعتبار شما' });
  await credit
    .getByText(/پیامک$/)
    .first()
    .waitFor();
  const smsBefore = (await api(page, '/api/messaging/v1/balance/my-balance/')).balance;
  await page.getByRole('button', { name: 'خرید ۵۰ پیامک', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'خرید بسته پیامک' })
    .getByRole('button', { name: 'پرداخت از کیف پول' })
    .click();
  await credit.getByText(`${fa(smsBefore + 50)} پیامک`).waitFor();
  await shoot(page, screenshotDir, 'money-sms-credit');
  expect((await api(page, '/api/wallet/v1/balance/')).balance).toBe(start + 10 - 5);

  // The payment history: one paid, one cancelled.
  await go(page, baseUrl, '/payments');
  await page.getByText('پرداخت‌شده').first().waitFor();
  await page.getByText('لغوشده').first().waitFor();
  await shoot(page, screenshotDir, 'money-payments');

  // The demo consultant is not offered the office plans either.
  await signOut(page, baseUrl);
  await waitForRequestBudget(baseUrl, 120);
  await signIn(page, baseUrl, '09120000004');
  await go(page, baseUrl, '/subscription');
  await page.getByText('این بخش مخصوص دفاتر وکالت است').waitFor();

  // The consultant's wallet has the withdraw form.
  await go(page, baseUrl, '/wallet');
  await page.getByRole('region', { name: 'برداشت به حساب بانکی' }).waitFor();
  await shoot(page, screenshotDir, 'money-wallet-consultant');
}
