import { expect } from '../expect.mjs';
import { api, arrive, fa, shoot, signIn, visit } from '../journey-kit.mjs';

export const name =
  'a lawyer opens a family case and its checklist makes the tasks; one goes to the secretary, who ticks its checklist and closes it; the next morning’s digest lists what is due; the dashboard and the idle cases follow';

const LAWYER = '09120000001';
const SECRETARY = '09120000002';
const TITLE = 'طلاق توافقی خانم سارا نوری';
const POWER = 'تنظیم وکالت‌نامه و ابطال تمبر مالیاتی';
const FILING = 'تنظیم و ثبت دادخواست در دفتر خدمات الکترونیک قضایی';
const FILING_ITEMS = ['تنظیم متن دادخواست', 'پیوست مدارک اسکن‌شده', 'پرداخت هزینه دادرسی و دریافت کد رهگیری'];
const T = '/api/office-tasks/v1';

async function signOut(page) {
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
}

const idleCount = async (page) => (await api(page, `${T}/idle-cases/?page_size=1`)).count;
const tehranDay = (date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(date);

/** The office's digest as at 07:00 of the first working day after today (the development route). */
async function nextMorningDigest(page) {
  for (let ahead = 1; ahead <= 7; ahead++) {
    const date = tehranDay(new Date(Date.now() + ahead * 86_400_000));
    const run = await api(page, `${T}/dev/run-digest/`, 'POST', { date });
    if (run.working_day) return run;
  }
  throw new Error('no working day in the coming week');
}

export async function run({ page, baseUrl, screenshotDir }) {
  await signIn(page, baseUrl, LAWYER);
  const idleBefore = await idleCount(page);

  // A family case: «پرونده خانواده جدید» makes its four tasks, the secretary's and the lawyer's.
  await visit(page, baseUrl, '/cases/new');
  await page.getByLabel(/^عنوان پرونده[\s\u2009*]*$/).fill(TITLE);
  await page.getByRole('combobox', { name: 'نوع پرونده' }).click();
  await page.getByRole('option', { name: 'خانواده', exact: true }).click();
  await page.getByRole('button', { name: 'ثبت پرونده', exact: true }).click();
  await arrive(page, /\/cases\/(?!new$)[^/?]+$/);
  const casePid = new URL(page.url()).pathname.split('/').at(-1);
  await page.getByRole('tab', { name: 'کارها' }).click();
  const open = page.getByRole('list', { name: 'کارها' });
  await open.getByText(FILING).waitFor();
  expect(await open.getByRole('listitem').count()).toBe(4);
  expect(await idleCount(page)).toBe(idleBefore);
  await shoot(page, screenshotDir, 'case-tasks');

  // The lawyer gives the petition to the secretary.
  await open.getByRole('button', { name: new RegExp(FILING) }).click();
  const dialog = page.getByRole('dialog', { name: FILING });
  await dialog.getByRole('combobox', { name: 'مسئول' }).click();
  await page.getByRole('option', { name: 'زهرا کریمی (منشی)' }).click();
  await dialog.getByRole('combobox', { name: 'مسئول' }).filter({ hasText: 'زهرا کریمی' }).waitFor();
  await shoot(page, screenshotDir, 'task-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'بستن' }).click();
  await dialog.waitFor({ state: 'detached' });
  await signOut(page);

  // The secretary finds it among her tasks, ticks its checklist and closes it.
  await signIn(page, baseUrl, SECRETARY);
  await visit(page, baseUrl, '/tasks?view=open');
  const mine = page.getByRole('list', { name: 'همه کارهای باز' });
  // Other family cases of the office have the same checklist: this case's tasks are named with its title.
  const ofThisCase = (title) => mine.getByRole('button', { name: new RegExp(`${title}.*${TITLE}`) });
  await ofThisCase(FILING).waitFor();
  await ofThisCase(POWER).waitFor();
  await shoot(page, screenshotDir, 'my-tasks');
  await ofThisCase(FILING).click();
  const hers = page.getByRole('dialog', { name: FILING });
  for (const item of FILING_ITEMS) {
    await hers.getByRole('checkbox', { name: item }).click();
    await hers.getByRole('checkbox', { name: item, checked: true }).waitFor();
  }
  await hers.getByRole('button', { name: 'انجام شد', exact: true }).click();
  await hers.waitFor({ state: 'detached' });
  await ofThisCase(FILING).waitFor({ state: 'detached' });
  await page.getByRole('tab', { name: 'انجام‌شده' }).click();
  await page.getByRole('list', { name: 'انجام‌شده' }).getByText(FILING).waitFor();
  const closed = (await api(page, `${T}/tasks/?case=${casePid}&view=done`)).results;
  expect(closed.map((task) => [task.title, task.items_done, task.assignee.first_name])).toBe([
    [FILING, 3, 'زهرا'],
  ]);

  // The next morning (the digest's clock moved by the development route): her power of attorney is due.
  const digest = await nextMorningDigest(page);
  expect(digest.sent >= 1).toBe(true);
  const alarms = (await api(page, '/api/notification/v1/alarms/?page_size=20')).results;
  const morning = alarms.find((alarm) => alarm.title.startsWith('خلاصه کارهای امروز'));
  expect(Boolean(morning && /کار (امروز|عقب‌افتاده)/.test(morning.body))).toBe(true);
  await signOut(page);

  // The lawyer closes the rest from the case's tab: the case has nothing ahead, and the dashboard says so.
  await signIn(page, baseUrl, LAWYER);
  await visit(page, baseUrl, `/cases/${casePid}?tab=tasks`);
  for (const task of (await api(page, `${T}/tasks/?case=${casePid}&view=open`)).results) {
    await page.getByRole('checkbox', { name: `انجام شد: ${task.title}` }).click();
    await page.getByRole('list', { name: 'انجام‌شده' }).getByText(task.title).waitFor();
  }
  await page.getByText('کار بازی برای این پرونده نیست.').waitFor();
  expect(await idleCount(page)).toBe(idleBefore + 1);
  await visit(page, baseUrl, '/dashboard');
  const idleLink = page.getByRole('link', { name: `${fa(idleBefore + 1)} پرونده بدون اقدام` });
  await idleLink.waitFor();
  await shoot(page, screenshotDir, 'dashboard-tasks');
  await idleLink.click();
  await arrive(page, `${baseUrl}/tasks?view=idle`);
  await page.getByRole('list', { name: 'پرونده‌های بدون اقدام' }).getByText(TITLE).waitFor();
  await shoot(page, screenshotDir, 'idle-cases');
  await page.getByRole('tab', { name: 'فهرست‌ها و خلاصه روزانه' }).click();
  await page.getByText('پرونده خانواده جدید').first().waitFor();
  await shoot(page, screenshotDir, 'task-templates');
}
