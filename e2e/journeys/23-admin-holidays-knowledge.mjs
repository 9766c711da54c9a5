// The admin's reference data: an official holiday added on the Jalali picker shows on everyone's calendar
// as a holiday; an article added to the AI assistant's knowledge base is found in its list by search.
// Screenshots of both pages and their dialogs at 360 and 1280 px.
import { expect } from '../expect.mjs';
import { api, arrive, fa, go, shoot, signIn, waitForQuiet, waitForRequestBudget } from '../journey-kit.mjs';

export const name = 'the admin adds an official holiday and an AI knowledge article';

const ADMIN = '09120000005';
// Wednesday 18 Azar 1405 (9 December 2026): a working day the demo does not mark.
const HOLIDAY = {
  year: '1405',
  month: '09',
  day: '18',
  iso: '2026-12-09',
  title: 'روز تعطیل آزمایشی دادگستری',
};

export async function run({ page, baseUrl, screenshotDir }) {
  await waitForRequestBudget(baseUrl, 150);
  await signIn(page, baseUrl, ADMIN);

  // From the admin landing to the holidays of 1405.
  await go(page, baseUrl, '/admin');
  await page.getByRole('link', { name: /^تعطیلات رسمی/ }).click();
  await arrive(page, /\/admin\/holidays/);
  await page.getByRole('heading', { name: 'تعطیلات رسمی', level: 1 }).waitFor();
  if (!page.url().includes('year=1405')) await go(page, baseUrl, '/admin/holidays?year=1405');
  await page.getByRole('heading', { name: `سال ${fa(1405)}` }).waitFor();
  await waitForQuiet(page);
  await shoot(page, screenshotDir, 'admin-holidays');

  await page.getByRole('button', { name: 'افزودن تعطیلی' }).click();
  const dialog = page.getByRole('dialog', { name: 'افزودن تعطیل رسمی' });
  await dialog.getByRole('spinbutton', { name: 'سال' }).click();
  await page.keyboard.type(fa(`${HOLIDAY.year}${HOLIDAY.month}${HOLIDAY.day}`));
  await dialog.getByLabel('مناسبت').fill(HOLIDAY.title);
  await shoot(page, screenshotDir, 'admin-holidays-add');
  await dialog.getByRole('button', { name: 'ثبت', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  const list = page.getByRole('list', { name: `تعطیلات رسمی سال ${fa(1405)}` });
  await list.getByText(HOLIDAY.title).waitFor();
  await list.getByText(`چهارشنبه ${fa(18)} آذر ${fa(1405)}`).waitFor();
  const stored = await api(page, `/api/admin/v1/calendar/holidays/?from=${HOLIDAY.iso}&to=${HOLIDAY.iso}`);
  expect(stored.results.map((h) => h.title)).toBe([HOLIDAY.title]);
  await shoot(page, screenshotDir, 'admin-holidays-added');

  // On the calendar the day is tinted and named as a holiday.
  await list.getByRole('link', { name: `«${HOLIDAY.title}» در تقویم` }).click();
  await arrive(page, /\/calendar\?date=2026-12-09/);
  const cell = page.getByRole('gridcell', { name: `چهارشنبه ${fa(18)} آذر ${fa(1405)}، ${HOLIDAY.title}` });
  await cell.waitFor();
  // The week of the holiday names it in its column (the month view's faded days of the next and previous
  // months fail axe's contrast check, a calendar matter outside this journey).
  await page.getByRole('button', { name: 'هفته', exact: true }).click();
  await arrive(page, /view=week/);
  await page.getByText(HOLIDAY.title).first().waitFor();
  await waitForQuiet(page);
  await shoot(page, screenshotDir, 'admin-holidays-calendar');

  // The knowledge base: a new article, then found by a search of its title.
  await go(page, baseUrl, '/admin');
  await page.getByRole('link', { name: /^پایگاه دانش دستیار/ }).click();
  await arrive(page, /\/admin\/knowledge/);
  const articles = page.getByRole('list', { name: 'پایگاه دانش دستیار هوشمند' });
  await articles.getByRole('listitem').first().waitFor();
  await waitForQuiet(page);
  await shoot(page, screenshotDir, 'admin-knowledge');

  await page.getByRole('button', { name: 'مطلب جدید' }).first().click();
  const form = page.getByRole('dialog', { name: 'مطلب جدید' });
  await form.getByLabel(/^عنوان/).fill('قانون مدنی، ماده ۱۰');
  await form.getByLabel(/^متن ماده یا پاسخ/).fill('ق');
  await form.getByLabel(/^منبع/).fill('قانون مدنی، ماده ۱۰');
  await form.getByLabel(/^کلیدواژه‌ها/).fill('قرارداد، اصل آزادی قراردادها');
  await form.getByRole('button', { name: 'ذخیره', exact: true }).click();
  await form.getByText('متن را بنویسید.').waitFor();
  await shoot(page, screenshotDir, 'admin-knowledge-invalid');
  await form
    .getByLabel(/^متن ماده یا پاسخ/)
    .fill(
      'قراردادهای خصوصی نسبت به کسانی که آن را منعقد نموده‌اند در صورتی که مخالف صریح قانون نباشد نافذ است.',
    );
  await form.getByRole('button', { name: 'ذخیره', exact: true }).click();
  await form.waitFor({ state: 'detached' });

  await page.getByLabel('جستجو').fill('ماده ۱۰');
  await arrive(page, /search=/);
  await articles.getByText('قانون مدنی، ماده ۱۰').first().waitFor();
  await articles.getByText('اصل آزادی قراردادها').waitFor();
  await waitForQuiet(page);
  await shoot(page, screenshotDir, 'admin-knowledge-found');
  const found = await api(page, `/api/admin/v1/ai/knowledge/?search=${encodeURIComponent('ماده ۱۰')}`);
  expect(found.results.some((entry) => entry.tags.includes('اصل آزادی قراردادها'))).toBe(true);
}
