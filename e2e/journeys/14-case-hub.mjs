// The case as the hub: the demo lawyer opens a case of the demo client, reads its header strip, schedules a
// hearing from the case's «جلسات» tab (shown to the client by default, the SMS count asked before saving),
// looks over the notices, timeline and the cabinet page; the client then finds the hearing on her case
// page and in her calendar. Screenshots of every tab at 360 and 1280 px.
import { expect } from '../expect.mjs';
import {
  api,
  DESKTOP,
  fa,
  shoot,
  signIn,
  visit,
  waitForQuiet,
  waitForRequestBudget,
} from '../journey-kit.mjs';

export const name = 'a lawyer schedules a hearing from the case page and the client sees it';

const LAWYER = '09120000001';
const CLIENT = '09120000003';

/** The day the case page offers a new hearing on (a week ahead), as the address spells it. */
function weekAhead() {
  const date = new Date();
  date.setDate(date.getDate() + 7);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

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
    await waitForRequestBudget(baseUrl, 120);
    await signIn(client, baseUrl, CLIENT);
    const [kase] = (await api(client, '/api/lawyer-office/v1/my-cases/')).results;
    if (!kase) throw new Error('the demo client has no case');
    const title = `جلسه رسیدگی ${String(Date.now()).slice(-5)}`;
    // Screens write an event's digits in Persian.
    const shown = fa(title);

    // The lawyer: the case's header strip, then a hearing from the «جلسات» tab.
    await signIn(lawyer, baseUrl, LAWYER);
    await visit(lawyer, baseUrl, `/cases/${kase.pid}`);
    const strip = lawyer.getByRole('region', { name: 'نمای کلی پرونده' });
    await strip.getByText('جلسه بعدی').waitFor();
    await strip.getByText('موکلان').waitFor();
    await shoot(lawyer, screenshotDir, 'case-hub-overview');

    await lawyer.getByRole('tab', { name: 'جلسات' }).click();
    await lawyer.getByRole('button', { name: 'افزودن جلسه یا رویداد' }).click();
    const form = lawyer.getByRole('dialog', { name: 'رویداد تازه' });
    await form.getByRole('textbox', { name: 'عنوان' }).fill(title);
    await form.getByRole('textbox', { name: 'مرجع رسیدگی' }).fill('دادگاه خانواده تهران');
    await form.getByRole('textbox', { name: 'شعبه' }).fill('۲۱۴');
    const shared = form.getByRole('switch', { name: 'نمایش به موکلان پرونده' });
    expect(await shared.isChecked()).toBe(true);
    await form.getByRole('switch', { name: /پیامک یادآوری به موکلان/ }).check();
    const count = form.getByRole('status').filter({ hasText: 'پیامک برای' });
    await count.waitFor();
    expect(/^[۰-۹]+ پیامک برای [۰-۹]+ موکل؛/.test(await count.textContent())).toBe(true);
    await form.getByText(/شعبه ۲۱۴ برگزار می‌شود/).waitFor();
    await shoot(lawyer, screenshotDir, 'case-hub-event-dialog');
    await form.getByRole('button', { name: 'ثبت رویداد' }).click();
    await form.waitFor({ state: 'detached' });
    await lawyer.getByRole('list', { name: 'پیش رو' }).getByText(shown).waitFor();
    await shoot(lawyer, screenshotDir, 'case-hub-events');

    await lawyer.getByRole('tab', { name: 'ابلاغیه‌ها' }).click();
    await lawyer.getByRole('tabpanel').waitFor();
    await waitForQuiet(lawyer);
    await shoot(lawyer, screenshotDir, 'case-hub-notices');
    await lawyer.getByRole('tab', { name: 'رویدادهای پرونده' }).click();
    await lawyer.getByRole('tabpanel').getByText(shown).first().waitFor();
    await shoot(lawyer, screenshotDir, 'case-hub-timeline');

    // The cabinet page files a case too.
    const cabinets = (await api(lawyer, '/api/lawyer/v1/archive-cabinets/')).results;
    if (cabinets[0]) {
      await visit(lawyer, baseUrl, `/archive/${cabinets[0].pid}`);
      await lawyer.getByRole('button', { name: 'افزودن پرونده به قفسه' }).click();
      await lawyer.getByRole('dialog', { name: 'افزودن پرونده به این قفسه' }).waitFor();
      await shoot(lawyer, screenshotDir, 'case-hub-cabinet-file-case');
      await lawyer.getByRole('button', { name: 'انصراف' }).click();
    }

    // The client: the hearing on her case page, then in her calendar's week.
    await visit(client, baseUrl, `/my-cases/${kase.pid}`);
    const hearings = client.getByRole('list', { name: 'جلسات و مهلت‌ها' });
    await hearings.getByText(shown).waitFor();
    await shoot(client, screenshotDir, 'case-hub-client-case');
    await visit(client, baseUrl, `/calendar?view=week&date=${weekAhead()}`);
    await client
      .getByRole('button', { name: new RegExp(shown) })
      .first()
      .waitFor();
    await shoot(client, screenshotDir, 'case-hub-client-calendar');

    if (errors.length) throw new Error(`uncaught page errors: ${errors.join('; ')}`);
  } catch (error) {
    await lawyer
      .screenshot({ path: `${screenshotDir}/failure-14-lawyer.png`, fullPage: true })
      .catch(() => {});
    await client
      .screenshot({ path: `${screenshotDir}/failure-14-client.png`, fullPage: true })
      .catch(() => {});
    throw error;
  } finally {
    await lawyerContext.close();
    await clientContext.close();
  }
}
