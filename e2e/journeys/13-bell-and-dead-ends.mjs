// The bell tells the truth at once, and a few dead ends are open: the secretary's bell counts a notice the
// lawyer records in another browser within seconds (the alarm stream, not the five-minute poll), and
// clears when she reads the notice (one read state); she completes the notice's fields; her /wallet and /subscription say whose they are;
// the lawyer's PDF preview draws a standard-font PDF with the font data the app serves itself.
// Screenshots of the role message pages and the preview at 360 and 1280 px.
import { expect } from '../expect.mjs';
import { api, fa, shoot, signIn, visit } from '../journey-kit.mjs';

export const name =
  'the bell hears a new notice at once; a secretary sees whose the money pages are; a PDF draws';

const LAWYER = '09120000001';
const SECRETARY = '09120000002';
const bellName = /^اعلان‌ها(: (.+) اعلان دیده‌نشده)?$/;

/** The bell's unseen count, from its accessible name. */
async function unseenCount(page) {
  const label = await page.getByRole('button', { name: bellName }).getAttribute('aria-label');
  const persian = bellName.exec(label ?? '')?.[2] ?? '۰';
  return Number(persian.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))));
}

/** A one-page PDF written with the standard Helvetica, not embedded: pdf.js needs its font data. */
function standardFontPdf() {
  const stream = 'BT /F1 30 Tf 72 700 Td (Standard font: Helvetica) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
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

export async function run({ page, context, baseUrl, screenshotDir }) {
  // The secretary's tab is open on her dashboard.
  await signIn(page, baseUrl, SECRETARY);
  await page.getByRole('button', { name: bellName }).waitFor();
  const before = (await api(page, '/api/notification/v1/alarms/')).unseen_count;
  await expect.eventually(
    async () => (await unseenCount(page)) === before,
    'the bell shows the unseen count',
  );

  // The lawyer records a notice in another browser.
  const lawyerContext = await context.browser().newContext({ locale: 'fa-IR' });
  const lawyer = await lawyerContext.newPage();
  try {
    await signIn(lawyer, baseUrl, LAWYER);
    const subject = `ابلاغ وقت رسیدگی ${fa(String(Date.now()).slice(-5))}`;
    const notice = await api(lawyer, '/api/court-notification/v1/court-notifications/create/', 'POST', {
      subject,
      notice_type: 'notice',
    });
    expect(typeof notice?.pid).toBe('string');

    // Her bell counts it within seconds, without a reload (the poll runs only every five minutes).
    await expect.eventually(
      async () => (await unseenCount(page)) === before + 1,
      'the bell counts the new notice',
    );

    // She reads the notice (from the notices list's API, as its page does): the bell's alarm is seen too.
    await api(page, '/api/court-notification/v1/court-notifications/mark-as-read/', 'POST', {
      notification_ids: [notice.pid],
    });
    await expect.eventually(
      async () => (await unseenCount(page)) === before,
      'the bell clears with the notice',
    );

    // She completes the notice (recorded with its subject only, as from photos): number and branch as typed.
    await visit(page, baseUrl, `/court-notices/${notice.pid}`);
    await page.getByRole('button', { name: 'ویرایش اطلاعات' }).click();
    const edit = page.getByRole('dialog', { name: 'اطلاعات ابلاغیه' });
    await edit.getByRole('textbox', { name: 'شماره ابلاغیه' }).fill('۱۴۰۳۱۰۹۱۰۰۰۰۱۲۳۴۵۶');
    await edit.getByRole('textbox', { name: 'مرجع قضایی' }).fill('دادگاه عمومی حقوقی تهران');
    await edit.getByRole('textbox', { name: 'شعبه' }).fill('شعبه ۲۱۴');
    await shoot(page, screenshotDir, 'court-notice-edit');
    await edit.getByRole('button', { name: 'ذخیره' }).click();
    await edit.waitFor({ state: 'detached' });
    await page.getByText('شعبه ۲۱۴').first().waitFor();
    await page.getByText('۱۴۰۳۱۰۹۱۰۰۰۰۱۲۳۴۵۶').first().waitFor();

    // The money pages tell a secretary whose they are, with no purchase button.
    for (const [path, shot] of [
      ['/wallet', 'secretary-wallet'],
      ['/subscription', 'secretary-subscription'],
    ]) {
      await visit(page, baseUrl, path);
      await page.getByText('این بخش برای نقش شما نیست').waitFor();
      expect(await page.getByRole('button', { name: /خرید|پرداخت|اشتراک/ }).count()).toBe(0);
      expect(await page.getByText('خطایی رخ داد.').count()).toBe(0);
      await shoot(page, screenshotDir, shot);
    }

    // The lawyer previews a PDF in the standard Helvetica: pdf.js asks the app for the font data.
    const fontRequests = [];
    const warnings = [];
    lawyerContext.on('response', (response) => {
      if (response.url().includes('/pdfjs/')) fontRequests.push(`${response.status()} ${response.url()}`);
    });
    lawyer.on('console', (message) => {
      if (/standardFontDataUrl|cMapUrl|Unable to load font data/i.test(message.text()))
        warnings.push(message.text());
    });
    const cases = await api(lawyer, '/api/lawyer-office/v1/cases/');
    const casePid = cases.results[0].pid;
    await visit(lawyer, baseUrl, `/cases/${casePid}`);
    await lawyer.getByRole('tab', { name: 'اسناد' }).click();
    await lawyer.getByLabel('انتخاب فایل').setInputFiles({
      name: 'helvetica.pdf',
      mimeType: 'application/pdf',
      buffer: standardFontPdf(),
    });
    const documents = lawyer.getByRole('list', { name: 'اسناد پرونده' });
    const row = documents.getByRole('listitem').filter({ hasText: 'helvetica.pdf' }).first();
    await row.waitFor();
    await row.getByRole('button', { name: 'پیش‌نمایش helvetica.pdf' }).click();
    const preview = lawyer.getByRole('dialog', { name: 'helvetica.pdf' });
    await expect.eventually(
      () => preview.locator('canvas').evaluate((canvas) => canvas.width > 100),
      'the PDF page is drawn',
    );
    await expect.eventually(
      () => fontRequests.length > 0,
      'pdf.js fetches the standard font data from the app',
    );
    expect(fontRequests.every((line) => line.startsWith('200 '))).toBe(true);
    expect(warnings).toBe([]);
    await shoot(lawyer, screenshotDir, 'pdf-preview-standard-font');
  } finally {
    await lawyerContext.close();
  }
}
