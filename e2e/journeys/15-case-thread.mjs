// The case thread: the demo client writes to the office about her case and sends a PDF from her case page;
// the lawyer finds the message under «گفتگو با موکل» and the file among the case's documents, marked
// «از طرف موکل», and answers. Screenshots of both sides at 360 and 1280 px.
import { api, DESKTOP, shoot, signIn, visit, waitForRequestBudget } from '../journey-kit.mjs';

export const name = 'a client sends a file in the case thread and the lawyer sees it in the documents';

const LAWYER = '09120000001';
const CLIENT = '09120000003';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

export async function run({ context, baseUrl, screenshotDir }) {
  const browser = context.browser();
  const tehran = { locale: 'fa-IR', timezoneId: 'Asia/Tehran', viewport: DESKTOP };
  const lawyerContext = await browser.newContext(tehran);
  const clientContext = await browser.newContext(tehran);
  const lawyer = await lawyerContext.newPage();
  const client = await clientContext.newPage();
  const errors = [];
  for (const page of [lawyer, client]) page.on('pageerror', (error) => errors.push(error.message));
  try {
    await waitForRequestBudget(baseUrl, 100);
    await signIn(client, baseUrl, CLIENT);
    const [kase] = (await api(client, '/api/lawyer-office/v1/my-cases/')).results;
    if (!kase) throw new Error('the demo client has no case');
    const stamp = String(Date.now()).slice(-5);
    const question = `سلام، رسید پرداخت مهریه را فرستادم (${stamp}).`;
    const fileName = `receipt-${stamp}.pdf`;

    // The client writes, then sends the file with a line of text.
    await visit(client, baseUrl, `/my-cases/${kase.pid}`);
    const messages = client.getByRole('list', { name: 'پیام‌های پرونده' });
    await client.getByRole('textbox', { name: 'متن پیام' }).fill(question);
    await client.getByRole('button', { name: 'فرستادن' }).click();
    await messages.getByText(question).waitFor();
    await client
      .getByLabel('پیوست فایل', { exact: true })
      .and(client.locator('input[type=file]'))
      .setInputFiles({
        name: fileName,
        mimeType: 'application/pdf',
        buffer: PDF,
      });
    await messages.getByRole('button', { name: new RegExp(fileName) }).waitFor();
    await shoot(client, screenshotDir, 'case-thread-client');

    // The lawyer: the file among the documents, from the client; the thread; an answer.
    await signIn(lawyer, baseUrl, LAWYER);
    await visit(lawyer, baseUrl, `/cases/${kase.pid}?tab=documents`);
    const row = lawyer.getByRole('listitem').filter({ hasText: fileName });
    await row.getByText('از طرف موکل').waitFor();
    await shoot(lawyer, screenshotDir, 'case-thread-documents');
    await lawyer.getByRole('tab', { name: 'گفتگو با موکل' }).click();
    await lawyer.getByRole('list', { name: 'پیام‌های پرونده' }).getByText(question).waitFor();
    await lawyer.getByRole('textbox', { name: 'متن پیام' }).fill('رسید دریافت شد؛ در جلسه ارائه می‌شود.');
    await lawyer.getByRole('button', { name: 'فرستادن' }).click();
    await lawyer.getByText('رسید دریافت شد؛ در جلسه ارائه می‌شود.').waitFor();
    await shoot(lawyer, screenshotDir, 'case-thread-lawyer');

    if (errors.length) throw new Error(`uncaught page errors: ${errors.join('; ')}`);
  } catch (error) {
    await lawyer
      .screenshot({ path: `${screenshotDir}/failure-15-lawyer.png`, fullPage: true })
      .catch(() => {});
    await client
      .screenshot({ path: `${screenshotDir}/failure-15-client.png`, fullPage: true })
      .catch(() => {});
    throw error;
  } finally {
    await lawyerContext.close();
    await clientContext.close();
  }
}
