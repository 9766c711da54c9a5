// One clock: the demo lawyer's hearings read the same on a device in UTC, in Tehran and in New York.
// Two hearings are made at fixed Tehran times: tonight at 23:30 (20:00 UTC, the afternoon in New York)
// and tomorrow at 00:30 (still "today" in UTC and New York). On each device the dashboard's greeting
// and its today / this-week lists, and the calendar's month cells and week grid must say the same thing,
// Tehran's. Screenshots of the New York device's dashboard and calendar at 390 and 1280 px.
import { expect } from '../expect.mjs';
import { api, fa, shoot, signIn } from '../journey-kit.mjs';

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

/** What a device shows of the two hearings, as text to compare across zones. */
async function readScreens(page, baseUrl, titles, days) {
  const seen = {};
  await page.goto(`${baseUrl}/dashboard`);
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

  await page.goto(`${baseUrl}/calendar?view=month&date=${days.today}`);
  const month = page.getByRole('grid', { name: /^تقویم / });
  await month
    .getByRole('button', { name: new RegExp(titles.tonight) })
    .first()
    .waitFor();
  seen.month = await month.evaluate((grid, wanted) => {
    const rows = [];
    for (const cell of grid.querySelectorAll('[role="gridcell"]')) {
      for (const chip of cell.querySelectorAll('[aria-label]')) {
        const label = chip.getAttribute('aria-label') ?? '';
        if (wanted.some((title) => label.includes(title)))
          rows.push(`${cell.getAttribute('aria-label')} ← ${label}`);
      }
    }
    return rows.sort();
  }, Object.values(titles));

  await page.goto(`${baseUrl}/calendar?view=week&date=${days.today}`);
  await page
    .getByRole('button', { name: new RegExp(titles.tonight) })
    .first()
    .waitFor();
  seen.weekGrid = await page.evaluate((wanted) => {
    const labels = [...document.querySelectorAll('main [aria-label]')].map(
      (e) => e.getAttribute('aria-label') ?? '',
    );
    return labels.filter((label) => wanted.some((title) => label.includes(title))).sort();
  }, Object.values(titles));
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
        await page.goto(`${baseUrl}/dashboard`);
        await page.getByText(titles.tonight).first().waitFor();
        await shoot(page, screenshotDir, 'one-clock-dashboard-new-york');
        await page.goto(`${baseUrl}/calendar?view=week&date=${days.today}`);
        await page
          .getByRole('button', { name: new RegExp(titles.tonight) })
          .first()
          .waitFor();
        await shoot(page, screenshotDir, 'one-clock-week-new-york');
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
