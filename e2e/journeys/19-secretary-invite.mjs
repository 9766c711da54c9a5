// Consent (issue 13): the demo lawyer invites an existing account (the demo consultant) to be her
// secretary; he signs in, finds the invitation with the office's name on his dashboard and accepts; the
// lawyer then sees him among her secretaries. Screens at phone and desktop widths, axe on each.
// At the end the lawyer removes him again, which takes the role away, so the demo data stays as seeded.
import { api, go, shoot, signIn, waitForRequestBudget } from '../journey-kit.mjs';

export const name = 'a lawyer invites a secretary; the person accepts on the dashboard and joins the office';

const LAWYER = '09120000001';
const INVITEE = '09120000004';
const INVITEE_NAME = 'حسین محمدی';

export async function run({ context, baseUrl, screenshotDir }) {
  const browser = context.browser();
  const tehran = { locale: 'fa-IR', timezoneId: 'Asia/Tehran', viewport: { width: 1280, height: 900 } };
  const lawyerContext = await browser.newContext(tehran);
  const inviteeContext = await browser.newContext(tehran);
  const lawyer = await lawyerContext.newPage();
  const invitee = await inviteeContext.newPage();
  const errors = [];
  for (const page of [lawyer, invitee]) page.on('pageerror', (error) => errors.push(error.message));
  try {
    await waitForRequestBudget(baseUrl, 100);

    // The lawyer invites the number; he is not her secretary yet, only invited.
    await signIn(lawyer, baseUrl, LAWYER);
    await go(lawyer, baseUrl, '/secretaries');
    const form = lawyer.getByRole('form', { name: 'افزودن منشی' });
    await form.getByLabel('شماره موبایل منشی').fill(INVITEE);
    await form.getByRole('button', { name: 'ارسال دعوت' }).click();
    await lawyer.getByText('دعوت‌نامه برای منشی پیامک شد').first().waitFor();
    const pending = lawyer.getByRole('list', { name: 'دعوت‌های در انتظار پاسخ' });
    await pending.getByText(INVITEE_NAME).waitFor();
    await shoot(lawyer, screenshotDir, 'secretary-invite-sent');

    // He signs in and answers on his dashboard.
    await signIn(invitee, baseUrl, INVITEE);
    await go(invitee, baseUrl, '/dashboard');
    const card = invitee.getByRole('list', { name: 'دعوت‌های همکاری به عنوان منشی' });
    await card.getByRole('heading', { name: /دعوت به همکاری با «/ }).waitFor();
    await card.getByText('مریم احمدی از شما دعوت کرده است', { exact: false }).waitFor();
    await shoot(invitee, screenshotDir, 'secretary-invite-card');
    await card.getByRole('button', { name: 'پذیرفتن دعوت' }).click();
    // The toast may be gone before a loaded machine looks; the dashboard itself shows he joined.
    await card.waitFor({ state: 'detached' });
    await invitee.getByText('دفتر: دفتر وکالت مریم احمدی', { exact: false }).first().waitFor();
    await shoot(invitee, screenshotDir, 'secretary-invite-accepted-dashboard');

    // The lawyer sees him among her secretaries, and no invitation left waiting.
    await lawyer.reload();
    const secretaries = lawyer.getByRole('list', { name: 'منشی‌ها' });
    await secretaries.getByText(INVITEE_NAME).waitFor();
    await pending.waitFor({ state: 'detached' });
    await shoot(lawyer, screenshotDir, 'secretary-invite-joined');

    const { results } = await api(lawyer, `/api/lawyer/v1/secretaries/?search=${INVITEE}`);
    const joined = results.find((s) => s.mobile === INVITEE);
    if (!joined) throw new Error('the invitee is not among the secretaries');
    await api(lawyer, `/api/lawyer/v1/secretaries/${joined.pid}/`, 'DELETE');

    if (errors.length) throw new Error(`uncaught page errors: ${errors.join('; ')}`);
  } catch (error) {
    await lawyer
      .screenshot({ path: `${screenshotDir}/failure-19-lawyer.png`, fullPage: true })
      .catch(() => {});
    await invitee
      .screenshot({ path: `${screenshotDir}/failure-19-invitee.png`, fullPage: true })
      .catch(() => {});
    throw error;
  } finally {
    await lawyerContext.close();
    await inviteeContext.close();
  }
}
