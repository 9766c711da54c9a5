import { expect } from '../expect.mjs';
import { api, arrive, fa, go, grouped, shoot, signIn, visit, waitForRequestBudget } from '../journey-kit.mjs';

export const name = 'a short wallet pays the difference at the sandbox bank and comes back to the same form';

const CONSULTATION_FEE = 200;

async function balance(page) {
  return (await api(page, '/api/wallet/v1/balance/')).balance;
}

/** Spends the demo client's coins on SMS packages (an idempotent POST each) until the wallet is below `limit`. */
async function spendBelow(page, limit) {
  const packages = (await api(page, '/api/messaging/v1/packages/')).sort((a, b) => b.price - a.price);
  while ((await balance(page)) >= limit) {
    const left = await balance(page);
    const chosen = packages.find((item) => item.price <= left) ?? packages.at(-1);
    const status = await page.evaluate(async (pkg) => {
      const response = await fetch('/api/messaging/v1/purchases/', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${localStorage.getItem('access_token')}`,
          'content-type': 'application/json',
          'idempotency-key': crypto.randomUUID(),
        },
        body: JSON.stringify({ package: pkg }),
      });
      return response.status;
    }, chosen.pid);
    expect(status).toBe(201);
  }
}

async function fillCard(page) {
  await page.getByLabel('شماره کارت').fill('6037991234567890');
  await page.getByLabel('CVV2').fill('123');
  await page.getByLabel('ماه انقضا').fill('08');
  await page.getByLabel('سال انقضا').fill('07');
  await page.getByLabel('رمز دوم (رمز پویا)').fill('123456');
}

async function openConsultationForm(page) {
  await page.getByRole('button', { name: /^مشاهده و درخواست از حسین محمدی/ }).click();
  const sheet = page.getByRole('dialog', { name: /حسین محمدی/ });
  await sheet.getByRole('button', { name: 'درخواست مشاوره', exact: true }).click();
  return sheet;
}

export async function run({ page, baseUrl, screenshotDir }) {
  await waitForRequestBudget(baseUrl, 200);
  await signIn(page, baseUrl, '09120000003');
  await spendBelow(page, CONSULTATION_FEE);
  const start = await balance(page);
  const short = CONSULTATION_FEE - start;

  // The consultation request knows the wallet is short before the click: coins and Toman (10,000 Rials a coin).
  // A fresh load, so the app reads the balance the spending left.
  await visit(page, baseUrl, `/consultants`);
  let sheet = await openConsultationForm(page);
  await sheet
    .getByText(`موجودی کیف پول شما ${grouped(short)} سکه (${grouped(short * 1000)} تومان)`, { exact: false })
    .waitFor();
  await shoot(page, screenshotDir, 'pay-difference-consultation');
  // The sheet changes from a bottom sheet to a dialog between the shot's widths, so typing comes after it.
  await sheet.getByLabel(/موضوع مشاوره/).fill('تقسیم ترکه');
  await sheet.getByLabel(/شرح مسئله/).fill('وراث درباره سهم خانه پدری توافق ندارند.');
  await sheet.getByRole('combobox', { name: 'نوع مشاوره' }).click();
  await page.getByRole('option', { name: 'حضوری' }).click();

  // Cancelled at the bank: back to the same form with what was typed.
  await sheet.getByRole('button', { name: 'پرداخت مابه‌التفاوت و ارسال درخواست' }).click();
  await arrive(page, /\/api\/payment\/v1\/sandbox\/A\d+\/$/);
  await page
    .getByText(`${grouped(short * 10_000)} ریال`)
    .first()
    .waitFor();
  await page.getByRole('button', { name: 'انصراف', exact: true }).click();
  await arrive(page, `${baseUrl}/consultants`);
  sheet = page.getByRole('dialog', { name: /حسین محمدی/ });
  expect(await sheet.getByLabel(/موضوع مشاوره/).inputValue()).toBe('تقسیم ترکه');
  expect(await sheet.getByLabel(/شرح مسئله/).inputValue()).toBe('وراث درباره سهم خانه پدری توافق ندارند.');
  await sheet.getByRole('combobox', { name: 'نوع مشاوره' }).getByText('حضوری').waitFor();
  await page.getByText('پرداخت انجام نشد؛ آنچه وارد کرده بودید سر جایش است.').waitFor();
  expect(await balance(page)).toBe(start);

  // Paid at the bank: back again, the wallet now covers the fee, one click sends the request.
  await sheet.getByRole('button', { name: 'پرداخت مابه‌التفاوت و ارسال درخواست' }).click();
  await arrive(page, /\/api\/payment\/v1\/sandbox\/A\d+\/$/);
  await fillCard(page);
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await arrive(page, `${baseUrl}/consultants`);
  sheet = page.getByRole('dialog', { name: /حسین محمدی/ });
  expect(await sheet.getByLabel(/موضوع مشاوره/).inputValue()).toBe('تقسیم ترکه');
  await sheet.getByText('آنچه پیش از رفتن به درگاه وارد کرده بودید برگردانده شد.').waitFor();
  expect(await balance(page)).toBe(CONSULTATION_FEE);
  await shoot(page, screenshotDir, 'pay-difference-consultation-restored');
  await sheet.getByRole('button', { name: 'ارسال درخواست مشاوره' }).click();
  await arrive(page, /\/consultations\/[^/]+$/);
  await page.getByText('تقسیم ترکه').first().waitFor();
  expect(await balance(page)).toBe(0);

  // The SMS purchase with an empty wallet: pay the package's price at the bank, then buy it.
  await go(page, baseUrl, '/sms-credit');
  const smsBefore = (await api(page, '/api/messaging/v1/balance/my-balance/')).balance;
  await page.getByRole('button', { name: 'خرید ۵۰ پیامک', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: 'خرید بسته پیامک' });
  await dialog.getByText(`موجودی کیف پول شما ${fa(5)} سکه`, { exact: false }).waitFor();
  await shoot(page, screenshotDir, 'pay-difference-sms');
  await dialog.getByRole('button', { name: 'پرداخت مابه‌التفاوت و خرید بسته' }).click();
  await arrive(page, /\/api\/payment\/v1\/sandbox\/A\d+\/$/);
  await fillCard(page);
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await arrive(page, `${baseUrl}/sms-credit`);
  dialog = page.getByRole('dialog', { name: 'خرید بسته پیامک' });
  await dialog.getByText(`موجودی فعلی شما ${fa(5)} سکه است`, { exact: false }).waitFor();
  await dialog.getByRole('button', { name: 'پرداخت از کیف پول' }).click();
  await page
    .getByText(`${grouped(smsBefore + 50)} پیامک`)
    .first()
    .waitFor();
  expect(await balance(page)).toBe(0);

  // The office plans are not the client's to buy: no dialog, no payment.
  await go(page, baseUrl, '/subscription');
  await page.getByText('این بخش مخصوص دفاتر وکالت است').waitFor();
}
