// The law office: the lawyer registers a client and opens a case, uploads a PDF and an image, shares the
// PDF with the client, adds a co-counsel (a second lawyer registered through the API) and the client, and
// texts the client an access link. The client opens the link from the SMS and sees that case and the
// shared PDF only. Screenshots of the lists and of the case at phone and desktop width.
import { expect } from '../expect.mjs';
import { arrive, checkScreen, fa, PHONE, shoot, signIn } from '../journey-kit.mjs';

export const name =
  'a lawyer opens a case with documents and co-counsel; the client reads it through the access link';

const LAWYER = '09120000001';

const unique = () => String(Date.now()).slice(-7);
/** Digits as letters, for names that differ per run (the server keeps digits in Latin). */
const asLetters = (digits) => digits.replace(/\d/g, (d) => 'ابپتثجچحخد'[d]);

/** A random Iranian national code with a valid checksum. */
function nationalCode() {
  for (;;) {
    const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
    const sum = digits.reduce((total, digit, index) => total + digit * (10 - index), 0) % 11;
    const code = [...digits, sum < 2 ? sum : 11 - sum].join('');
    if (!/^(\d)\1{9}$/.test(code)) return code;
  }
}

/** A one-page PDF with a heading and a frame, its cross-reference table computed from the offsets. */
function tinyPdf() {
  const stream =
    'BT /F1 28 Tf 72 720 Td (Vakilyar - test petition) Tj ET 0.12 0.23 0.37 RG 4 w 60 600 480 80 re S';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function api(baseUrl, path, body) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The access link texted to a number, as a path of this server. */
async function accessPathFromOutbox(baseUrl, phone) {
  for (let i = 0; i < 20; i++) {
    const body = await fetch(`${baseUrl}/api/dev/v1/sms-outbox/?phone=${phone}`).then((r) => r.json());
    const token = /\/access\/([A-Za-z0-9_-]+)/.exec(body.result.results[0]?.text ?? '')?.[1];
    if (token) return `/access/${token}`;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no access link was texted to ${phone}`);
}

/** A section of the drawer, by its name. */
const drawerLink = (page, label) =>
  page.getByRole('navigation', { name: 'منوی ناوبری' }).getByRole('link', { name: label, exact: true });

/** An input by its label, with or without the «*» of a required field. */
const field = (scope, label) => scope.getByLabel(new RegExp(`^${label}[\\s\u2009*]*$`));

export async function run({ page, context, baseUrl, codeFromOutbox, screenshotDir }) {
  const stamp = unique();
  const coCounsel = { phone: `0936${stamp}`, first: 'کاوه', last: `نوروزی ${asLetters(stamp.slice(-3))}` };
  const client = { phone: `0937${stamp}`, first: 'نسرین', last: `کاظمی ${asLetters(stamp.slice(-3))}` };
  const caseTitle = `مطالبه وجه چک ${fa(stamp.slice(-4))}`;

  // A second lawyer, to be added as co-counsel.
  await api(baseUrl, '/api/auth/v1/send-register-code/', { username: coCounsel.phone });
  await api(baseUrl, '/api/auth/v1/register/', {
    username: coCounsel.phone,
    code: await codeFromOutbox(coCounsel.phone),
    first_name: coCounsel.first,
    last_name: coCounsel.last,
    role: 'lawyer',
    password: 'Kaveh-Pass-1',
  });

  // The lawyer signs in with a password and sees the week's work: deadlines and recently changed cases.
  await signIn(page, baseUrl, LAWYER);
  expect(page.url()).toBe(`${baseUrl}/dashboard`);
  await page.getByRole('region', { name: 'مهلت‌های هفت روز آینده' }).waitFor();
  await page.getByRole('region', { name: 'پرونده‌های اخیراً تغییرکرده' }).waitFor();
  await shoot(page, screenshotDir, 'office-dashboard');

  // A new client.
  await drawerLink(page, 'موکلان').click();
  await arrive(page, `${baseUrl}/clients`);
  await page.getByRole('link', { name: 'موکل جدید' }).first().click();
  await arrive(page, `${baseUrl}/clients/new`);
  await field(page, 'نام').fill(client.first);
  await field(page, 'نام خانوادگی').fill(client.last);
  await field(page, 'کد ملی').fill(fa(nationalCode()));
  await field(page, 'شماره موبایل').fill(fa(client.phone));
  await page.getByLabel('نام پدر', { exact: true }).fill('حسن');
  // The birth date on the shared Jalali picker, typed from a Persian keyboard.
  await page.getByRole('group', { name: 'تاریخ تولد' }).getByRole('spinbutton', { name: 'سال' }).click();
  await page.keyboard.type('۱۳۶۹۰۱۰۱');
  await page.getByRole('button', { name: 'ثبت موکل', exact: true }).click();
  await arrive(page, /\/clients\/(?!new$)[^/]+$/);
  await page.getByRole('heading', { name: `${client.first} ${client.last}`, level: 1 }).waitFor();
  await page.getByText('۱ فروردین ۱۳۶۹').waitFor();
  await checkScreen(page);

  await drawerLink(page, 'موکلان').click();
  await page.getByRole('table', { name: 'موکلان' }).getByText(`${client.first} ${client.last}`).waitFor();
  await shoot(page, screenshotDir, 'clients');

  // A new case.
  await drawerLink(page, 'پرونده‌ها').click();
  await page.getByRole('link', { name: 'پرونده جدید' }).first().click();
  await arrive(page, `${baseUrl}/cases/new`);
  await field(page, 'عنوان پرونده').fill(caseTitle);
  await page.getByLabel('شماره پرونده', { exact: true }).fill('۱۴۰۳۰۹۸۷۶۵۴۳۲۱');
  await page.getByLabel('مرجع رسیدگی', { exact: true }).fill('دادگاه عمومی حقوقی تهران');
  await page.getByLabel('شعبه', { exact: true }).fill('۱۲');
  await page.getByLabel('طرف دعوا', { exact: true }).fill('شرکت بازرگانی نمونه');
  await page.getByRole('group', { name: 'تاریخ شروع' }).getByRole('spinbutton', { name: 'سال' }).click();
  await page.keyboard.type('14030512');
  await page.getByRole('button', { name: 'ثبت پرونده', exact: true }).click();
  await arrive(page, /\/cases\/(?!new$)[^/]+$/);
  const casePid = new URL(page.url()).pathname.split('/').at(-1);
  await page.getByRole('heading', { name: caseTitle, level: 1 }).waitFor();
  await page.getByText('۱۲ مرداد ۱۴۰۳').waitFor();

  // Documents: a PDF and an image, dropped on the upload box's input; the PDF is shared with the client.
  await page.getByRole('tab', { name: 'اسناد' }).click();
  const chooser = page.getByLabel('انتخاب فایل');
  await chooser.setInputFiles({ name: 'dadkhast.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
  const documents = page.getByRole('list', { name: 'اسناد پرونده' });
  await documents.getByText('dadkhast.pdf').waitFor();
  await chooser.setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await documents.getByText('pixel.png').waitFor();
  const pdfRow = documents.getByRole('listitem').filter({ hasText: 'dadkhast.pdf' });
  await pdfRow.getByRole('switch', { name: 'قابل مشاهده برای موکل' }).click();
  await page.getByText('موکل این سند را می‌بیند.').waitFor();
  expect(
    await documents
      .getByRole('listitem')
      .filter({ hasText: 'pixel.png' })
      .getByRole('switch', { name: 'قابل مشاهده برای موکل' })
      .isChecked(),
  ).toBe(false);

  // The PDF drawn by pdf.js in the preview dialog, fetched with the lawyer's token.
  await pdfRow.getByRole('button', { name: 'پیش‌نمایش dadkhast.pdf' }).click();
  const preview = page.getByRole('dialog', { name: 'dadkhast.pdf' });
  await preview.locator('canvas').waitFor({ state: 'visible' });
  await expect.eventually(
    () => preview.locator('canvas').evaluate((canvas) => canvas.width > 100),
    'the PDF page is drawn',
  );
  await shoot(page, screenshotDir, 'case-pdf-preview', { fullPage: false });
  await preview.getByRole('button', { name: 'بستن' }).click();
  await documents
    .getByRole('listitem')
    .filter({ hasText: 'pixel.png' })
    .getByRole('button', { name: 'پیش‌نمایش pixel.png' })
    .click();
  await page.getByRole('dialog', { name: 'pixel.png' }).getByRole('img', { name: 'pixel.png' }).waitFor();
  await page.getByRole('dialog', { name: 'pixel.png' }).getByRole('button', { name: 'بستن' }).click();
  await shoot(page, screenshotDir, 'case-documents');

  // Lawyers and clients: the co-counsel found by name, the client from the office's clients.
  await page.getByRole('tab', { name: 'وکلا و موکلان' }).click();
  // The directory answers a whole name or an exact mobile only (issue 19).
  await page.getByLabel('جستجوی وکیل', { exact: true }).fill(`${coCounsel.first} ${coCounsel.last}`);
  await page.getByRole('option', { name: new RegExp(`${coCounsel.first} ${coCounsel.last}`) }).click();
  await page.getByRole('button', { name: 'افزودن وکیل همکار', exact: true }).click();
  const lawyers = page.getByRole('list', { name: 'وکلای پرونده' });
  await lawyers.getByText(`${coCounsel.first} ${coCounsel.last}`).waitFor();
  await page.getByLabel('جستجوی موکل دفتر', { exact: true }).fill(client.last);
  await page.getByRole('option', { name: new RegExp(client.last) }).click();
  await page.getByRole('button', { name: 'افزودن موکل', exact: true }).click();
  const clients = page.getByRole('list', { name: 'موکلان پرونده' });
  await clients.getByText(`${client.first} ${client.last}`).waitFor();

  // The access link, texted to the client.
  await clients.getByRole('button', { name: `ارسال لینک دسترسی ${client.first} ${client.last}` }).click();
  const linkDialog = page.getByRole('dialog', { name: 'ارسال لینک دسترسی به موکل' });
  await linkDialog.getByRole('button', { name: 'ارسال پیامک' }).click();
  await linkDialog.getByText(/پیامک شد/).waitFor();
  await linkDialog.getByRole('button', { name: 'بستن' }).click();

  await shoot(page, screenshotDir, 'case-people');
  await page.getByRole('tab', { name: 'خلاصه' }).click();
  await shoot(page, screenshotDir, 'case');

  await page.getByRole('tab', { name: 'رویدادهای پرونده' }).click();
  await page
    .getByText(/ارسال لینک دسترسی/)
    .first()
    .waitFor();
  await shoot(page, screenshotDir, 'case-timeline');

  await drawerLink(page, 'پرونده‌ها').click();
  // The list's filters are the browser's own selects (the phone's picker).
  await page.getByRole('combobox', { name: /^وضعیت/ }).selectOption({ label: 'جاری' });
  await arrive(page, /status=open/);
  await page.getByRole('table', { name: 'پرونده‌ها' }).getByText(caseTitle).waitFor();
  await shoot(page, screenshotDir, 'cases');
  await page.getByRole('button', { name: 'جستجوی پیشرفته' }).click();
  const advanced = page.getByRole('form', { name: 'جستجوی پیشرفته' });
  await advanced.getByLabel('نام خانوادگی موکل').fill(client.last);
  // Once in CI the apply was lost while the list was still settling after the status filter; the form
  // is submitted again until the address carries the filter (a person would click twice too).
  for (let attempt = 1; !new URL(page.url()).searchParams.has('client_last_name'); attempt++) {
    await advanced.getByRole('button', { name: 'اعمال جستجو' }).click();
    await page.waitForURL(/client_last_name=/, { timeout: attempt < 3 ? 5000 : 30_000 }).catch((error) => {
      if (attempt >= 3) throw error;
    });
  }
  await expect.eventually(
    async () => (await page.getByRole('table', { name: 'پرونده‌ها' }).getByRole('link').count()) === 1,
    'the advanced search finds only the client’s case',
  );
  await page.getByRole('table', { name: 'پرونده‌ها' }).getByText(caseTitle).waitFor();
  await shoot(page, screenshotDir, 'cases-advanced-search');

  // The client opens the texted link in their own browser: signed in, on that case, with the PDF only.
  const browser = context.browser();
  const clientContext = await browser.newContext({ locale: 'fa-IR', viewport: PHONE });
  try {
    const clientPage = await clientContext.newPage();
    const errors = [];
    clientPage.on('pageerror', (error) => errors.push(error.message));
    await clientPage.goto(`${baseUrl}${await accessPathFromOutbox(baseUrl, client.phone)}`);
    await arrive(clientPage, `${baseUrl}/my-cases/${casePid}`);
    expect(await clientPage.evaluate(() => Boolean(localStorage.getItem('access_token')))).toBe(true);
    await clientPage.getByRole('heading', { name: caseTitle, level: 1 }).waitFor();
    const shared = clientPage.getByRole('list', { name: 'اسناد پرونده' });
    await shared.getByText('dadkhast.pdf').waitFor();
    expect(await shared.getByText('pixel.png').count()).toBe(0);
    await shoot(clientPage, screenshotDir, 'my-case');
    await clientPage.setViewportSize(PHONE);

    await clientPage.getByRole('button', { name: 'باز کردن منوی ناوبری' }).click();
    // On a phone the drawer opens over the page, outside the navigation landmark.
    await clientPage.getByRole('dialog').getByRole('link', { name: 'پرونده‌های من', exact: true }).click();
    await arrive(clientPage, `${baseUrl}/my-cases`);
    const mine = clientPage.getByRole('list', { name: 'پرونده‌های من' });
    await mine.getByText(caseTitle).waitFor();
    expect(await mine.getByRole('link').count()).toBe(1);

    // The link worked once: opening it again says so.
    await clientPage.goto(`${baseUrl}${await accessPathFromOutbox(baseUrl, client.phone)}`);
    await clientPage.getByText('این لینک دیگر معتبر نیست').waitFor();
    await checkScreen(clientPage);
    if (errors.length) throw new Error(`uncaught errors on the client's page: ${errors.join('; ')}`);
  } finally {
    await clientContext.close();
  }
}
