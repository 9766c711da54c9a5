import { api, arrive, shoot, signIn, visit, waitForQuiet } from '../journey-kit.mjs';

export const name =
  'a client sends feedback, the admin opens its detail and answers, the client opens the answer from its link';

const ADMIN = '09120000005';
const CLIENT = '09120000003';
const SUBJECT = 'پیشنهاد دربارهٔ یادآور جلسات';
const MESSAGE = 'لطفاً امکان یادآوری دو روز پیش از جلسه را هم اضافه کنید؛ ۲ روز زمان مناسبی است.';
const REPLY = 'سپاس از پیشنهاد شما؛ در تنظیمات تقویم می‌توانید یادآور دو روز پیش را انتخاب کنید.';

async function signOut(page) {
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
}

export async function run({ page, baseUrl, screenshotDir }) {
  await signIn(page, baseUrl, CLIENT);
  const sent = await api(page, '/api/feedback/v1/send-feedback/', 'POST', {
    subject: SUBJECT,
    message: MESSAGE,
    category: 'suggestion',
    rating: 4,
  });
  await signOut(page);

  await signIn(page, baseUrl, ADMIN);
  await visit(page, baseUrl, `/admin/content/feedback`);
  const row = page.getByRole('listitem').filter({ hasText: SUBJECT });
  await row.getByRole('button', { name: 'نمایش جزئیات' }).click();
  await row.getByText(MESSAGE).waitFor();
  await waitForQuiet(page);
  await shoot(page, screenshotDir, 'admin-feedback-detail');
  await api(page, `/api/admin/v1/content/feedback/${sent.feedback.pid}/reply/`, 'POST', { reply: REPLY });
  await signOut(page);

  await signIn(page, baseUrl, CLIENT);
  await visit(page, baseUrl, `/feedback?item=${sent.feedback.pid}`);
  const dialog = page.getByRole('dialog', { name: SUBJECT });
  await dialog.getByText(REPLY).waitFor();
  await dialog.getByText(MESSAGE).waitFor();
  await waitForQuiet(page);
  await shoot(page, screenshotDir, 'feedback-detail');
  await dialog.getByRole('button', { name: 'بستن' }).click();
  await arrive(page, `${baseUrl}/feedback`);
}
