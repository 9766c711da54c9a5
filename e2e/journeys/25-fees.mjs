// Issue 20, the office's own money: the demo lawyer makes a fee agreement from the tariff with three
// instalments and texts the client a payment link; the client finds it in the SMS outbox, pays the overdue
// instalment from the portal at the sandbox bank and downloads the receipt; the lawyer records a
// card-to-card payment with a slip photo and an expense; the case, the client's account, the books, their
// CSV and the dashboard show all of it; a lawyer of another office sees none of it (404).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '../expect.mjs';
import {
  api,
  arrive,
  checkScreen,
  DEMO_PASSWORD,
  fa,
  go,
  grouped,
  shoot,
  signIn,
  visit,
  waitForRequestBudget,
} from '../journey-kit.mjs';

export const name =
  'a lawyer agrees a fee from the tariff in three instalments; the client pays one online and gets the receipt; the lawyer records a card payment and an expense; the books, CSV and dashboard show it; another office sees none of it';

const LAWYER = '09120000001';
const CLIENT = '09120000003';
const CASE_TITLE = 'مطالبه وجه چک برگشتی';
const FEE = 195_000_000;
const INSTALMENT = 65_000_000;
const EXPENSE = 3_500_000;

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Rials as the fee screens show them: in Toman. */
const toman = (rials) => `${grouped(rials / 10)} تومان`;

/** The Tehran day `days` from today as the Jalali picker takes it typed: «yyyyMMdd». */
function jalaliTyped(days) {
  const parts = new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', {
    timeZone: 'Asia/Tehran',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(Date.now() + days * 86_400_000));
  const part = (type) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}${part('month')}${part('day')}`;
}

async function signOut(page) {
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
}

/** The file the page downloads when `button` is clicked, saved at `saveAs`. */
async function download(page, button, saveAs) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  await file.saveAs(saveAs);
  return { name: file.suggestedFilename(), path: saveAs };
}

/** The status of a request the signed-in page makes, for what must be a 404. */
const statusOf = (page, url) =>
  page.evaluate(
    async (path) =>
      (await fetch(path, { headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` } }))
        .status,
    url,
  );

async function payAtBank(page) {
  await page.getByLabel('شماره کارت').fill('6037991234567890');
  await page.getByLabel('CVV2').fill('123');
  await page.getByLabel('ماه انقضا').fill('08');
  await page.getByLabel('سال انقضا').fill('07');
  await page.getByLabel('رمز دوم (رمز پویا)').fill('123456');
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await arrive(page, /\/payment\/result\?/);
}

/** Another office: a lawyer who registers on their own. */
async function registerOtherLawyer(baseUrl, codeFromOutbox) {
  const phone = `0938${String(Date.now()).slice(-7)}`;
  const post = async (path, body) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  };
  await post('/api/auth/v1/send-register-code/', { username: phone });
  await post('/api/auth/v1/register/', {
    username: phone,
    code: await codeFromOutbox(phone),
    first_name: 'سارا',
    last_name: 'مرادی',
    role: 'lawyer',
    password: DEMO_PASSWORD,
  });
  return phone;
}

export async function run({ page, baseUrl, codeFromOutbox, screenshotDir }) {
  // Downloads are read, not kept: only the photographs go to the screenshots.
  const downloads = mkdtempSync(join(tmpdir(), 'vakilyar-fees-'));
  await waitForRequestBudget(baseUrl, 250);
  const otherLawyer = await registerOtherLawyer(baseUrl, codeFromOutbox);

  // The lawyer opens the case's money: nothing agreed yet.
  await signIn(page, baseUrl, LAWYER);
  const found = await api(page, `/api/lawyer-office/v1/cases/?search=${encodeURIComponent(CASE_TITLE)}`);
  const kase = found.results.find((c) => c.title === CASE_TITLE);
  await visit(page, baseUrl, `/cases/${kase.pid}?tab=fees`);
  await page.getByRole('button', { name: 'ثبت قرارداد حق‌الوکاله' }).click();

  // The agreement from the tariff: a claim of 3,000,000,000 rial, not final, is 195,000,000 (art. 9).
  const agreement = page.getByRole('dialog', { name: 'قرارداد حق‌الوکاله' });
  await agreement.getByLabel('بهای خواسته (ریال)').fill('۳۰۰۰۰۰۰۰۰۰');
  const tariff = agreement.getByRole('region', { name: 'رقم تعرفه (آیین‌نامه تعرفه حق‌الوکاله ۱۳۹۸)' });
  await tariff.getByText(`رقم تعرفه: ${grouped(FEE)} ریال`).waitFor();
  await tariff.getByText(`مرحله نخستین (بدوی): ${grouped(117_000_000)} ریال`).waitFor();
  await tariff.getByRole('button', { name: 'محاسبه گام به گام' }).click();
  await tariff.getByText('جمع: ۴۰٬۰۰۰٬۰۰۰ + ۱۰۵٬۰۰۰٬۰۰۰ + ۵۰٬۰۰۰٬۰۰۰ = ۱۹۵٬۰۰۰٬۰۰۰ ریال').waitFor();
  await agreement.getByRole('button', { name: 'درج رقم تعرفه به‌عنوان حق‌الوکاله' }).click();
  expect(await agreement.getByLabel('حق‌الوکاله توافقی (ریال)').inputValue()).toBe(grouped(FEE));
  await agreement.getByLabel('شماره ثبت در سامانه قراردادهای الکترونیکی').fill('۱۴۰۵۰۰۰۱۲۳۴');
  await agreement
    .getByRole('region', { name: 'تمبر مالیاتی و سهم کانون' })
    .getByText(`${grouped(9_750_000)} ریال`, { exact: true })
    .waitFor();
  await agreement.getByRole('button', { name: 'ذخیره', exact: true }).click();
  await agreement.waitFor({ state: 'detached' });

  // Three instalments of 65,000,000: the first fell due three weeks ago, the others within the week.
  await page.getByRole('button', { name: 'تنظیم اقساط' }).click();
  const schedule = page.getByRole('dialog', { name: 'جدول اقساط حق‌الوکاله' });
  for (const [row, days] of [
    [0, -21],
    [1, 2],
    [2, 6],
  ]) {
    await schedule
      .getByRole('group', { name: 'تاریخ سررسید' })
      .nth(row)
      .getByRole('spinbutton', { name: 'سال' })
      .click();
    await page.keyboard.type(jalaliTyped(days));
  }
  await schedule
    .getByRole('status')
    .getByText(`جمع اقساط ${toman(FEE)} از حق‌الوکاله ${toman(FEE)}`)
    .waitFor();
  await schedule.getByRole('button', { name: 'ذخیره', exact: true }).click();
  await schedule.waitFor({ state: 'detached' });
  const instalments = page.getByRole('list', { name: 'اقساط' });
  await instalments.getByText('۲۱ روز گذشته').waitFor();

  // A payment link for the overdue instalment, texted from the office's SMS credit.
  await instalments.getByRole('button', { name: 'ارسال پیوند پرداخت' }).first().click();
  const link = page.getByRole('dialog', { name: 'ارسال پیوند پرداخت به موکل' });
  await link.getByRole('button', { name: 'ارسال پیامک' }).click();
  await page.getByText('پیوند پرداخت برای موکل پیامک شد.').first().waitFor();
  const outbox = await fetch(`${baseUrl}/api/dev/v1/sms-outbox/?phone=${CLIENT}`).then((r) => r.json());
  const texted = outbox.result.results.map((m) => m.text).find((t) => t.includes('/pay/'));
  if (!texted?.includes(`${grouped(INSTALMENT)} ریال`))
    throw new Error(`no payment link was texted: ${texted}`);
  const payPath = new URL(/https?:\/\/\S+\/pay\/\S+/.exec(texted)[0]).pathname;

  // The dashboard: the overdue instalment first.
  await go(page, baseUrl, '/dashboard');
  const card = page.getByRole('region', { name: 'اقساط سررسیدشده' });
  await card.getByText('۲۱ روز معوق').waitFor();
  await shoot(page, screenshotDir, 'fees-dashboard-card');
  await signOut(page);

  // The client opens the texted link (no sign-in needed), then pays from the portal instead.
  await visit(page, baseUrl, payPath);
  await page.getByRole('heading', { name: 'پرداخت حق‌الوکاله' }).waitFor();
  await page.getByText(`${grouped(INSTALMENT)} ریال (${toman(INSTALMENT)})`).waitFor();
  await shoot(page, screenshotDir, 'fees-pay-link');

  await signIn(page, baseUrl, CLIENT);
  await visit(page, baseUrl, `/my-cases/${kase.pid}`);
  const portal = page.getByRole('region', { name: 'پرداخت‌ها' });
  await portal.getByRole('button', { name: 'پرداخت اینترنتی قسط ۱' }).waitFor();
  await shoot(page, screenshotDir, 'fees-portal-payments');
  await portal.getByRole('button', { name: 'پرداخت اینترنتی قسط ۱' }).click();
  await arrive(page, /\/api\/payment\/v1\/sandbox\/A\d+\/$/);
  await page
    .getByText(`${grouped(INSTALMENT)} ریال`)
    .first()
    .waitFor();
  await payAtBank(page);
  await page.getByRole('heading', { name: 'پرداخت موفق' }).waitFor();
  await page.getByText('حق‌الوکاله پرداخت شد', { exact: false }).waitFor();
  await page.getByRole('link', { name: 'بازگشت به پرونده‌های من' }).click();
  await visit(page, baseUrl, `/my-cases/${kase.pid}`);
  const receipts = portal.getByRole('list', { name: 'رسیدهای شما' });
  const mine = await api(page, `/api/fees/v1/my/cases/${kase.pid}/`);
  const onlineReceipt = mine.payments[0].receipt_no;
  expect(mine.payments[0].method).toBe('online');
  const pdf = await download(
    page,
    receipts.getByRole('button', { name: `دریافت رسید شماره ${fa(onlineReceipt)}` }),
    join(downloads, 'receipt.pdf'),
  );
  if (!readFileSync(pdf.path).subarray(0, 5).equals(Buffer.from('%PDF-'))) throw new Error('not a PDF');
  if (existsSync('/usr/bin/pdftoppm')) {
    execFileSync('/usr/bin/pdftoppm', [
      '-r',
      '80',
      '-png',
      '-f',
      '1',
      '-l',
      '1',
      pdf.path,
      `${screenshotDir}/fee-receipt`,
    ]);
    const rendered = ['fee-receipt-1.png', 'fee-receipt-01.png']
      .map((f) => `${screenshotDir}/${f}`)
      .find(existsSync);
    if (rendered) renameSync(rendered, `${screenshotDir}/fees-receipt-pdf.png`);
  }
  await signOut(page);

  // The lawyer records the second instalment paid card to card, with the slip's photo, and an expense.
  await signIn(page, baseUrl, LAWYER);
  await visit(page, baseUrl, `/cases/${kase.pid}?tab=fees`);
  await instalments.getByRole('button', { name: 'ثبت پرداخت' }).first().click();
  const payment = page.getByRole('dialog', { name: 'ثبت پرداخت موکل' });
  expect(await payment.getByLabel('مبلغ (ریال)').inputValue()).toBe(grouped(INSTALMENT));
  await payment.getByLabel('شماره پیگیری یا مرجع').fill('۷۸۹۴۵۶');
  await payment.getByLabel('انتخاب تصویر رسید').setInputFiles({
    name: 'fish.png',
    mimeType: 'image/png',
    buffer: PNG_1X1,
  });
  await payment.getByText('تصویر انتخاب‌شده: fish.png').waitFor();
  await payment.getByRole('button', { name: 'ثبت پرداخت' }).click();
  await page
    .getByText(`رسید شماره ${fa(onlineReceipt + 1)} صادر شد`, { exact: false })
    .first()
    .waitFor();

  await page.getByRole('button', { name: 'ثبت هزینه' }).click();
  const expense = page.getByRole('dialog', { name: 'ثبت هزینه پرونده' });
  await expense.getByLabel('مبلغ (ریال)').fill('3,500,000');
  await expense.getByLabel('شرح').fill('هزینه دادرسی مرحله بدوی');
  await expense.getByRole('button', { name: 'ثبت هزینه' }).click();
  await expense.waitFor({ state: 'detached' });

  const totals = page.getByRole('region', { name: 'خلاصه حساب پرونده' });
  await totals.getByText(toman(2 * INSTALMENT)).waitFor();
  await totals.getByText(toman(FEE + EXPENSE - 2 * INSTALMENT)).waitFor();
  const paid = page.getByRole('list', { name: 'پرداخت‌ها و رسیدها' });
  await paid.getByRole('button', { name: 'تصویر فیش' }).waitFor();
  await paid.getByText('پرداخت اینترنتی', { exact: false }).waitFor();
  await shoot(page, screenshotDir, 'fees-case-tab');
  const caseCsv = await download(
    page,
    page.getByRole('button', { name: 'دریافت CSV حساب پرونده' }),
    join(downloads, 'case.csv'),
  );
  const caseRows = readFileSync(caseCsv.path, 'utf8');
  for (const cell of [
    `"${2 * INSTALMENT}"`,
    '"کارت به کارت"',
    '"پرداخت اینترنتی"',
    `"${EXPENSE}"`,
    '"قسط ۳"',
  ])
    if (!caseRows.includes(cell)) throw new Error(`the case CSV lacks ${cell}`);

  // The client's account, the books and their CSV, and the dashboard show it.
  const clientPid = (await api(page, `/api/fees/v1/cases/${kase.pid}/`)).clients[0].pid;
  await go(page, baseUrl, `/clients/${clientPid}`);
  const account = page.getByRole('region', { name: 'حساب موکل' });
  await account
    .getByText(toman(FEE + EXPENSE - 2 * INSTALMENT))
    .first()
    .waitFor();
  await shoot(page, screenshotDir, 'fees-client-panel');

  await go(page, baseUrl, '/fees');
  const receivables = page.getByRole('tabpanel', { name: 'مطالبات از موکلان' });
  await receivables.getByText('علی رضایی').first().waitFor();
  await page.getByRole('tab', { name: 'درآمد ماهانه' }).click();
  await checkScreen(page);
  await page
    .getByRole('tabpanel', { name: 'درآمد ماهانه' })
    .getByText(toman(2 * INSTALMENT))
    .first()
    .waitFor();
  const income = await download(
    page,
    page.getByRole('button', { name: 'دریافت CSV' }),
    join(downloads, 'income.csv'),
  );
  const incomeRows = readFileSync(income.path, 'utf8');
  if (!incomeRows.startsWith('\uFEFF') || !incomeRows.includes(`"${2 * INSTALMENT}","${INSTALMENT}","2"`))
    throw new Error(`the income CSV lacks this month's payments: ${incomeRows.slice(0, 400)}`);
  await page.getByRole('tab', { name: 'گزارش سالانه' }).click();
  await page
    .getByRole('tabpanel', { name: 'گزارش سالانه' })
    .getByText(`${grouped(9_750_000)}`, { exact: false })
    .first()
    .waitFor();
  await shoot(page, screenshotDir, 'fees-books-yearly');

  await go(page, baseUrl, '/dashboard');
  await card.getByText('۲۱ روز معوق').waitFor({ state: 'detached' });
  await card.getByText(`علی رضایی، ${toman(INSTALMENT)}`).waitFor();
  await signOut(page);

  // A lawyer of another office reaches none of it.
  await signIn(page, baseUrl, otherLawyer);
  const paymentPid = mine.payments[0].pid;
  for (const url of [
    `/api/fees/v1/cases/${kase.pid}/`,
    `/api/fees/v1/cases/${kase.pid}/export/`,
    `/api/fees/v1/payments/${paymentPid}/receipt/`,
    `/api/fees/v1/clients/${clientPid}/`,
  ])
    expect(`${url} ${await statusOf(page, url)}`).toBe(`${url} 404`);
  await go(page, baseUrl, '/fees');
  await page.getByText('هیچ موکلی بدهی ندارد.').waitFor();
  await go(page, baseUrl, '/dashboard');
  await page
    .getByRole('region', { name: 'اقساط سررسیدشده' })
    .getByText('قسط معوق یا نزدیک به سررسید ندارید.')
    .waitFor();
  rmSync(downloads, { recursive: true, force: true });
}
