// One clock: the demo lawyer's hearings read the same on a device in UTC, in Tehran and in New York.
// Two hearings are made at fixed Tehran times: tonight at 23:30 (20:00 UTC, the afternoon in New York)
// and tomorrow at 00:30 (still "today" in UTC and New York). On each device the dashboard's greeting
// and its today / this-week lists, and the calendar's month cells and week grid must say the same thing,
// Tehran's. Last, the New York device makes a hearing through the calendar's dialog, typing a Tehran
// date and time into its Jalali picker: the calendar shows that Tehran time on its Tehran day, and the
// API keeps the instant that time names. Screenshots of the New York device's dashboard, calendar and
// event dialog at 360 and 1280 px.
import { expect } from '../expect.mjs';
import { api, fa, shoot, signIn, visit } from '../journey-kit.mjs';

export const name = 'a hearing reads the same hour and day on a device in UTC, Tehran and New York';

const LAWYER = '09120000001';
const ZONES = ['UTC', 'Asia/Tehran', 'America/New_York'];

/** Tehran's date today, `YYYY-MM-DD`, and the same a day later. */
function tehranDays() {
  const day = (date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(date);
  const today = day(new Date());
  const tomorrow = day(new Date(Date.parse(`${today}T12:00:00+03:30`) + 86_400_000));
  return { today, tomorrow };
}

/** A Tehran day `YYYY-MM-DD` as typed into the Jalali picker (`14050912`) and as a month cell names it. */
function jalaliOf(day) {
  const noon = new Date(`${day}T12:00:00+03:30`);
  const parts = new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'Asia/Tehran',
  }).formatToParts(noon);
  const part = (type) => parts.find((item) => item.type === type)?.value ?? '';
  const named = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Tehran',
  }).format(noon);
  return { typed: `${part('year')}${part('month')}${part('day')}`, named };
}

/**
 * On the New York device: a hearing at 06:30 Tehran two days on (22:00 or 23:00 of the evening before in
 * New York) made through the calendar's «رویداد تازه» dialog, its start typed into the Jalali date and
 * time picker. The month shows it on its Tehran day at ۰۶:۳۰, and the API keeps 06:30 Tehran.
 */
async function createThroughDialog(page, baseUrl, screenshotDir, title) {
  const { tomorrow } = tehranDays();
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(
    new Date(Date.parse(`${tomorrow}T12:00:00+03:30`) + 86_400_000),
  );
  const jalali = jalaliOf(day);

  await visit(page, baseUrl, `/calendar?view=month&date=${day}`);
  await page.getByRole('button', { name: 'رویداد تازه', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'رویداد تازه' });
  await form.getByRole('textbox', { name: 'عنوان' }).fill(title);
  const start = form.getByRole('group', { name: /^شروع/ });
  await start.getByRole('spinbutton', { name: 'سال' }).click();
  await page.keyboard.type(jalali.typed);
  await start.getByRole('spinbutton', { name: 'ساعت‌ها' }).click();
  await page.keyboard.type('0630');
  await expect.eventually(
    async () =>
      (await start.getByRole('spinbutton', { name: 'ساعت‌ها' }).textContent()) === '۰۶' &&
      (await start.getByRole('spinbutton', { name: 'دقیقه‌ها' }).textContent()) === '۳۰',
    'the typed start shows ۰۶:۳۰',
  );
  await shoot(page, screenshotDir, 'one-clock-event-dialog-new-york', { fullPage: false });
  const created = page.waitForResponse(
    (response) => response.url().endsWith('/events/create_event/') && response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'ثبت رویداد' }).click();
  const { pid } = (await (await created).json()).result;
  const details = page.getByRole('dialog', { name: title });
  await details.getByRole('button', { name: 'بستن' }).click();
  await details.waitFor({ state: 'detached' });

  await page
    .getByRole('grid', { name: /^تقویم / })
    .getByRole('gridcell')
    .filter({ has: page.getByRole('button', { name: new RegExp(jalali.named) }) })
    .getByRole('button', { name: new RegExp(`^۰۶:۳۰ ?${title} ?، جلسه رسیدگی$`) })
    .waitFor();
  const stored = await api(page, `/api/court-calendar/v1/events/${pid}/`);
  expect(new Date(stored.starts_at).toISOString()).toBe(new Date(`${day}T06:30:00+03:30`).toISOString());
}

/** What a device shows of the two hearings, as text to compare across zones. */
async function readScreens(page, baseUrl, titles, days) {
  const seen = {};
  await visit(page, baseUrl, `/dashboard`);
  const card = page.getByRole('region', { name: 'رویدادهای پیش رو' });
  await card.getByText(titles.tonight).waitFor();
  seen.greeting = await page
    .getByText(/^امروز /)
    .first()
    .innerText();
  seen.today = await card.getByRole('region', { name: 'امروز' }).innerText();
  seen.week = await card
    .getByRole('region', { name: 'ادامه این هفته' })
    .innerText()
    .catch(() => '');

  await visit(page, baseUrl, `/calendar?view=month&date=${days.today}`);
  const month = page.getByRole('grid', { name: /^تقویم / });
  await month
    .getByRole('button', { name: new RegExp(titles.tonight) })
    .first()
    .waitFor();
  // A day is named by its button («یک‌شنبه ۱ آذر ۱۴۰۵، …»); an event chip by what it shows (time and title).
  seen.month = await month.evaluate((grid, wanted) => {
    const shown = (element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    const rows = [];
    for (const cell of grid.querySelectorAll('[role="gridcell"]')) {
      const day = cell.querySelector('[aria-label]');
      for (const chip of cell.querySelectorAll('button, [role="button"]')) {
        if (chip === day) continue;
        if (wanted.some((title) => shown(chip).includes(title)))
          rows.push(`${day?.getAttribute('aria-label')} ← ${shown(chip)}`);
      }
    }
    return rows.sort();
  }, Object.values(titles));

  // Tehran's week ends on Friday: on a Friday the hearing after midnight is in the next week's grid.
  const weekLabels = new Set();
  for (const day of [days.today, days.tomorrow]) {
    await visit(page, baseUrl, `/calendar?view=week&date=${day}`);
    await page
      .getByRole('button', { name: new RegExp(day === days.today ? titles.tonight : titles.midnight) })
      .first()
      .waitFor();
    const labels = await page.evaluate((wanted) => {
      const labels = [...document.querySelectorAll('main button, main [role="button"]')].map((e) =>
        (e.textContent ?? '').replace(/\s+/g, ' ').trim(),
      );
      return labels.filter((label) => wanted.some((title) => label.includes(title)));
    }, Object.values(titles));
    for (const label of labels) weekLabels.add(label);
  }
  seen.weekGrid = [...weekLabels].sort();
  return seen;
}

export async function run({ context, baseUrl, screenshotDir }) {
  const browser = context.browser();
  const days = tehranDays();
  const stamp = fa(String(Date.now()).slice(-5));
  const titles = { tonight: `جلسه شبانه ${stamp}`, midnight: `جلسه بامداد ${stamp}` };
  const readings = {};

  for (const timezoneId of ZONES) {
    const device = await browser.newContext({
      locale: 'fa-IR',
      timezoneId,
      viewport: { width: 1280, height: 900 },
    });
    const page = await device.newPage();
    try {
      await signIn(page, baseUrl, LAWYER);
      if (timezoneId === ZONES[0]) {
        for (const [title, startsAt, endsAt] of [
          [titles.tonight, `${days.today}T23:30:00+03:30`, `${days.today}T23:50:00+03:30`],
          [titles.midnight, `${days.tomorrow}T00:30:00+03:30`, `${days.tomorrow}T01:30:00+03:30`],
        ]) {
          const created = await api(page, '/api/court-calendar/v1/events/create_event/', 'POST', {
            title,
            event_type: 'hearing',
            all_day: false,
            starts_at: new Date(startsAt).toISOString(),
            ends_at: new Date(endsAt).toISOString(),
          });
          expect(typeof created?.pid).toBe('string');
        }
      }
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId);
      readings[timezoneId] = await readScreens(page, baseUrl, titles, days);
      if (timezoneId === 'America/New_York') {
        await visit(page, baseUrl, `/dashboard`);
        await page.getByText(titles.tonight).first().waitFor();
        await shoot(page, screenshotDir, 'one-clock-dashboard-new-york');
        await visit(page, baseUrl, `/calendar?view=week&date=${days.today}`);
        await page
          .getByRole('button', { name: new RegExp(titles.tonight) })
          .first()
          .waitFor();
        await shoot(page, screenshotDir, 'one-clock-week-new-york');
        await createThroughDialog(page, baseUrl, screenshotDir, `جلسه صبح ${stamp}`);
      }
    } catch (error) {
      await page.screenshot({
        path: `${screenshotDir}/failure-12-${timezoneId.replace('/', '-')}.png`,
        fullPage: true,
      });
      throw error;
    } finally {
      await device.close();
    }
  }

  const tehran = readings['Asia/Tehran'];
  // Tehran's own reading is right: tonight's hearing at 23:30 today, the other at 00:30 on the next day.
  expect(tehran.today.includes(titles.tonight)).toBe(true);
  expect(tehran.today.includes('۲۳:۳۰')).toBe(true);
  expect(tehran.today.includes(titles.midnight)).toBe(false);
  expect(tehran.weekGrid.some((label) => label.includes(titles.tonight) && label.includes('۲۳:۳۰'))).toBe(
    true,
  );
  expect(tehran.weekGrid.some((label) => label.includes(titles.midnight) && label.includes('۰۰:۳۰'))).toBe(
    true,
  );
  expect(tehran.month.length > 0).toBe(true);
  for (const zone of ZONES) expect(JSON.stringify(readings[zone])).toBe(JSON.stringify(tehran));
}
