// Issue 25, item 5: a «ابلاغ وقت رسیدگی» records when the hearing is. The demo lawyer uploads the notice's
// photo from a case's notices tab with the hearing's day and time typed on the Jalali picker; once saved,
// the app offers to put the hearing on the calendar, and one click makes it a hearing of that case at that
// time. Screens at phone and desktop widths, axe on each.
import { expect } from '../expect.mjs';
import { api, fa, go, shoot, signIn, waitForRequestBudget } from '../journey-kit.mjs';

export const name =
  'a hearing notice uploaded on a case records its hearing time and puts it on the calendar';

const LAWYER = '09120000001';

/** The Jalali day `days` from today in Tehran, as typed into a picker (yyyyMMdd), and its Gregorian day. */
function jalaliDayAhead(days) {
  const date = new Date(Date.now() + days * 86_400_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', {
      timeZone: 'Asia/Tehran',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const gregorian = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(date);
  return { typed: `${parts.year}${parts.month}${parts.day}`, gregorian };
}

/** A one-pixel PNG: the notice's photo. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export async function run({ page, baseUrl, screenshotDir }) {
  const stamp = String(Date.now()).slice(-5);
  const subject = `ابلاغ وقت رسیدگی ${fa(stamp)}`;
  const day = jalaliDayAhead(12);
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await waitForRequestBudget(baseUrl, 80);

  await signIn(page, baseUrl, LAWYER);
  const { results } = await api(page, '/api/lawyer-office/v1/cases/?status=open&page_size=1');
  const kase = results[0];
  if (!kase) throw new Error('the demo office has no open case');

  // From the case's notices tab: the photo, its subject and the hearing's day and time.
  await go(page, baseUrl, `/cases/${kase.pid}`);
  await page.getByRole('tab', { name: 'ابلاغیه‌ها' }).click();
  await page.getByRole('button', { name: 'بارگذاری ابلاغیه' }).click();
  const upload = page.getByRole('dialog', { name: 'بارگذاری ابلاغیه' });
  await upload.getByLabel(/^موضوع/).fill(subject);
  const hearing = upload.getByRole('group', { name: 'وقت رسیدگی (روز و ساعت)' });
  await hearing.getByRole('spinbutton').first().click();
  // The field reads its time before its day (the Jalali format of MUI's date-time field).
  await page.keyboard.type(`1030${day.typed}`);
  await expect.eventually(
    async () => (await hearing.textContent())?.includes(`${fa(day.typed.slice(0, 4))}/`),
    'the typed hearing day shows in Persian digits',
  );
  await upload.getByLabel('انتخاب فایل‌های ابلاغیه').setInputFiles({
    name: `ابلاغیه ${fa(stamp)}.png`,
    mimeType: 'image/png',
    buffer: PHOTO,
  });
  await upload.getByRole('img', { name: `ابلاغیه ${fa(stamp)}.png` }).waitFor();
  await shoot(page, screenshotDir, 'notice-hearing-upload', { fullPage: false });
  await upload.getByRole('button', { name: 'بارگذاری و ثبت' }).click();

  // Saved, the hearing is offered for the calendar; one click puts it there.
  const offer = page.getByRole('dialog', { name: 'افزودن به تقویم' });
  await offer.getByText(/جلسه رسیدگی: /).waitFor();
  await shoot(page, screenshotDir, 'notice-hearing-offer', { fullPage: false });
  await offer.getByRole('button', { name: 'افزودن جلسه به تقویم' }).click();
  await offer.getByText('در تقویم ثبت شد').waitFor();
  await offer.getByRole('button', { name: 'پایان' }).click();
  await offer.waitFor({ state: 'detached' });

  // The notice on the case shows its hearing; the hearing is the case's, at 10:30 in Tehran.
  const notices = page.getByRole('list', { name: 'ابلاغیه‌ها' });
  await notices.getByText(subject).waitFor();
  await notices
    .getByText(/وقت رسیدگی: /)
    .first()
    .waitFor();
  await shoot(page, screenshotDir, 'notice-hearing-case-notices');

  // The notice's own page shows the hearing; its edit form holds it for correcting.
  await notices.getByRole('link', { name: subject }).click();
  await page.getByText('وقت رسیدگی (روز و ساعت)').first().waitFor();
  await shoot(page, screenshotDir, 'notice-hearing-detail');
  await page.getByRole('button', { name: 'ویرایش اطلاعات' }).click();
  const edit = page.getByRole('dialog', { name: 'اطلاعات ابلاغیه' });
  await edit.getByRole('group', { name: 'وقت رسیدگی (روز و ساعت)' }).waitFor();
  await shoot(page, screenshotDir, 'notice-hearing-edit', { fullPage: false });
  await edit.getByRole('button', { name: 'انصراف' }).click();
  await edit.waitFor({ state: 'detached' });
  await go(page, baseUrl, `/cases/${kase.pid}`);
  const events = await api(
    page,
    `/api/court-calendar/v1/events/?case=${kase.pid}&event_type=hearing&page_size=100`,
  );
  const added = events.results.find((e) => e.starts_at === `${day.gregorian}T07:00:00.000Z`);
  if (!added) throw new Error(`no hearing at 10:30 on ${day.gregorian}: ${JSON.stringify(events.results)}`);
  expect(added.case?.pid).toBe(kase.pid);
  await page.getByRole('tab', { name: 'جلسات' }).click();
  await page.getByText(fa(added.title)).first().waitFor();
  await shoot(page, screenshotDir, 'notice-hearing-case-events');

  // Tidy: the demo case keeps its seeded hearings only (a DELETE without a JSON body).
  const removed = await page.evaluate(
    (url) =>
      fetch(url, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` },
      }).then((response) => response.status),
    `/api/court-calendar/v1/events/${added.pid}/delete_event/`,
  );
  expect(removed).toBe(204);
  if (errors.length) throw new Error(`uncaught page errors: ${errors.join('; ')}`);
}
