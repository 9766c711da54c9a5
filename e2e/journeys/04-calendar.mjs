// The court calendar: the demo lawyer keeps only the one-hour default reminder, creates a hearing next
// week from its day in the month view, adds a one-day reminder to it, finds it in the month, week and
// agenda views, then computes an appeal deadline from a date of service typed in the Jalali picker (in
// Persian and Latin digits, as either keyboard types them) and adds it to the calendar. Screenshots of month,
// week, agenda, the event dialog and the deadline calculator at 360 and 1280 px; last, the private ICS
// feed is made in the settings and read without signing in.
import { expect } from '../expect.mjs';
import { arrive, checkScreen, DESKTOP, fa, PHONE, shoot, signIn, visit } from '../journey-kit.mjs';

export const name = 'a lawyer plans a hearing with a reminder and adds a legal deadline to the calendar';

const LAWYER = '09120000001';

/** «۱۰ آذر ۱۴۰۵», as the calendar names a day after its weekday. */
const jalaliDay = (date) =>
  new Intl.DateTimeFormat('fa-IR-u-ca-persian', { day: 'numeric', month: 'long', year: 'numeric' }).format(
    date,
  );

/** The Jalali year, month and day in Latin digits, as typed into a date field. */
function jalaliParts(date) {
  const parts = new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date);
  const part = (type) => parts.find((item) => item.type === type)?.value ?? '';
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** A local day as the address spells it: Gregorian `YYYY-MM-DD`. */
const dayParam = (date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

const daysFromToday = (days) => {
  const date = new Date();
  date.setHours(12, 0, 0, 0);
  date.setDate(date.getDate() + days);
  return date;
};

/** A day's button in the month grid, whatever its weekday or holiday. */
const dayButton = (page, date) =>
  page
    .getByRole('grid', { name: /^تقویم / })
    .getByRole('button', { name: new RegExp(` ${jalaliDay(date)}(،|$)`) })
    .first();

const drawerLink = (page, label) =>
  page.getByRole('navigation', { name: 'منوی ناوبری' }).getByRole('link', { name: label, exact: true });

/**
 * In a browser set to Tehran's time, as an Iranian office's is (the harness's own runs on the machine's
 * zone): hearings at ten show at ten, all-day deadlines on their Tehran day.
 */
export async function run({ context, baseUrl, screenshotDir }) {
  const tehran = await context.browser().newContext({
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
    viewport: DESKTOP,
  });
  const page = await tehran.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await planHearingAndDeadline(page, baseUrl, screenshotDir);
    if (errors.length) throw new Error(`uncaught page errors: ${errors.join('; ')}`);
  } catch (error) {
    await page
      .screenshot({ path: `${screenshotDir}/failure-04-calendar-tehran.png`, fullPage: true })
      .catch(() => {});
    throw error;
  } finally {
    await tehran.close();
  }
}

async function planHearingAndDeadline(page, baseUrl, screenshotDir) {
  const shot = (name, options) => shoot(page, screenshotDir, `calendar-${name}`, options);
  const hearingDay = daysFromToday(7);
  const servedOn = daysFromToday(-5);
  const hearingTitle = `جلسه رسیدگی مطالبه وجه ${fa(String(Date.now()).slice(-4))}`;

  await signIn(page, baseUrl, LAWYER);

  await drawerLink(page, 'تقویم').click();
  await arrive(page, `${baseUrl}/calendar`);
  await page.getByRole('grid', { name: /^تقویم / }).waitFor();
  await checkScreen(page);

  // Settings: new events get only the one-hour reminder.
  await page.getByRole('button', { name: 'تنظیمات تقویم' }).click();
  const settings = page.getByRole('dialog', { name: 'تنظیمات تقویم' });
  const defaults = settings.getByRole('group', { name: 'یادآورهای پیش‌فرض' });
  await defaults.getByRole('button', { name: '۱ ساعت قبل' }).waitFor();
  if ((await defaults.getByRole('button', { name: '۱ روز قبل' }).getAttribute('aria-pressed')) === 'true') {
    await defaults.getByRole('button', { name: '۱ روز قبل' }).click();
  }
  await shot('settings', { fullPage: false });
  await settings.getByRole('button', { name: 'ذخیره تنظیمات' }).click();
  await settings.waitFor({ state: 'detached' });

  // A hearing next week, from its day in the month.
  await visit(page, baseUrl, `/calendar?view=month&date=${dayParam(hearingDay)}`);
  await dayButton(page, hearingDay).click();
  const form = page.getByRole('dialog', { name: 'رویداد تازه' });
  await form.getByRole('textbox', { name: 'عنوان' }).fill(hearingTitle);
  await form.getByRole('textbox', { name: 'مرجع رسیدگی' }).fill('دادگاه عمومی حقوقی تهران');
  await form.getByRole('textbox', { name: 'شعبه' }).fill('۱۲');
  await form.getByRole('textbox', { name: 'مکان' }).fill('مجتمع قضایی شهید بهشتی، طبقه سوم');
  await shot('event-dialog', { fullPage: false });
  await form.getByRole('button', { name: 'ثبت رویداد' }).click();

  // It opens beside the calendar with the default reminder; a one-day reminder is added.
  const details = page.getByRole('dialog', { name: hearingTitle });
  const reminders = details.getByRole('list', { name: 'یادآورهای رویداد' });
  await reminders.getByText('۱ ساعت قبل').waitFor();
  expect(await reminders.getByText('۱ روز قبل').count()).toBe(0);
  await details
    .getByRole('form', { name: 'افزودن یادآور' })
    .getByRole('button', { name: 'افزودن یادآور' })
    .click();
  await reminders.getByText('۱ روز قبل').waitFor();
  await shot('event-details', { fullPage: false });
  await details.getByRole('button', { name: 'بستن' }).click();
  await details.waitFor({ state: 'detached' });

  // The month shows it on its day (a dot on a phone, and the day's list once tapped).
  const chip = page.getByRole('button', { name: new RegExp(`^۰۹:۰۰ ?${hearingTitle} ?، جلسه رسیدگی$`) });
  await chip.waitFor();
  await shot('month', { sizes: [DESKTOP] });
  await page.setViewportSize(PHONE);
  await dayButton(page, hearingDay).click();
  await page
    .getByRole('region', { name: /^رویدادهای / })
    .getByText(hearingTitle)
    .waitFor();
  await shot('month', { sizes: [PHONE] });
  await page.setViewportSize(DESKTOP);

  // The week: a time grid on a desktop, a list of days on a phone.
  await page.getByRole('button', { name: 'هفته', exact: true }).click();
  await arrive(page, /view=week/);
  await page
    .getByRole('button', { name: new RegExp(`^۰۹:۰۰ تا ۱۰:۰۰ ?${hearingTitle} ?، جلسه رسیدگی$`) })
    .waitFor();
  await shot('week');

  // The agenda: upcoming events by day, searchable.
  await page.getByRole('button', { name: 'فهرست', exact: true }).click();
  await arrive(page, /view=agenda/);
  await page
    .getByRole('region', { name: new RegExp(`${jalaliDay(hearingDay)}$`) })
    .getByText(hearingTitle)
    .waitFor();
  await shot('agenda');
  await page.getByRole('searchbox', { name: 'جستجو در رویدادها' }).fill(hearingTitle.split(' ').at(-1));
  await arrive(page, /search=/);
  await expect.eventually(
    async () => (await page.getByRole('region', { name: new RegExp(jalaliDay(hearingDay)) }).count()) === 1,
    'the search keeps the hearing',
  );

  // The deadline calculator: the date of service typed in the Jalali field, an appeal's twenty days.
  await page.getByRole('button', { name: 'محاسبه مهلت قانونی' }).click();
  const calculator = page.getByRole('dialog', { name: 'محاسبه مهلت قانونی' });
  const served = jalaliParts(servedOn);
  await calculator.getByRole('spinbutton', { name: 'سال' }).click();
  // The year from a Persian keyboard, the month and day from an English one.
  await page.keyboard.type(fa(served.year));
  await page.keyboard.type(`${served.month}${served.day}`);
  await expect.eventually(
    async () => (await calculator.getByRole('spinbutton', { name: 'روز' }).textContent()) === fa(served.day),
    'the typed day shows in Persian digits',
  );
  await calculator.getByRole('button', { name: 'محاسبه', exact: true }).click();
  const outcome = calculator.getByRole('region', { name: 'آخرین روز مهلت' });
  await outcome.getByText(/ماده/).first().waitFor();
  await shot('deadline-dialog', { fullPage: false });
  const deadlineTitle = await outcome.getByRole('textbox', { name: 'عنوان رویداد در تقویم' }).inputValue();
  expect(deadlineTitle).toBe('مهلت تجدیدنظرخواهی');
  await calculator.getByRole('button', { name: 'افزودن به تقویم' }).click();
  const deadline = page.getByRole('dialog', { name: deadlineTitle });
  await deadline.getByText(/تجدیدنظرخواهی \(۲۰ روز\)، از ابلاغ/).waitFor();
  await deadline.getByRole('list', { name: 'یادآورهای رویداد' }).getByText('۱ ساعت قبل').waitFor();
  await deadline.getByRole('button', { name: 'بستن' }).click();
  await page.getByRole('button', { name: 'ماه', exact: true }).click();
  await page
    .getByRole('button', { name: new RegExp(`^${deadlineTitle} ?، مهلت قانونی$`) })
    .first()
    .waitFor();

  // The private feed: made once in the settings, read by a phone's calendar without signing in.
  await page.getByRole('button', { name: 'تنظیمات تقویم' }).click();
  const feedSettings = page.getByRole('dialog', { name: 'تنظیمات تقویم' });
  await feedSettings.getByRole('button', { name: 'ساخت نشانی تقویم' }).click();
  const feedUrl = await feedSettings.getByRole('textbox', { name: 'نشانی تقویم شما' }).inputValue();
  await shot('feed', { fullPage: false });
  const ics = (await fetch(feedUrl).then((response) => response.text())).replace(/\r?\n[ \t]/g, '');
  expect(ics.startsWith('BEGIN:VCALENDAR')).toBe(true);
  expect(ics.split(/\r?\n/).some((line) => line.startsWith('SUMMARY:') && line.endsWith(hearingTitle))).toBe(
    true,
  );
}
