// Court notices and alarms: the demo lawyer uploads a photo of a notice with a subject and finds it in the
// list, then completes it from the photo (number, date of service on the Jalali picker, court, branch and
// case) and finds those on the notice and in the list; the demo secretary sees its alarm in the bell and
// the notice unread, and opening it from the bell reads it. Screenshots of the list, the notice, the
// completing form and the open bell at phone and desktop width.
import { expect } from '../expect.mjs';
import {
  api,
  arrive,
  checkScreen,
  DESKTOP,
  fa,
  PHONE,
  shoot,
  signIn,
  visit,
  waitForQuiet,
} from '../journey-kit.mjs';

export const name = 'a lawyer uploads a court notice; the secretary is alarmed and reads it from the bell';

const LAWYER = '09120000001';
const SECRETARY = '09120000002';

/** A photographed notice as the browser draws it: a PNG with a Persian heading, lines and a seal. */
async function noticePhoto(page, number) {
  const dataUrl = await page.evaluate((text) => {
    const canvas = document.createElement('canvas');
    canvas.width = 720;
    canvas.height = 960;
    const g = canvas.getContext('2d');
    g.fillStyle = '#f7f5ef';
    g.fillRect(0, 0, 720, 960);
    g.fillStyle = '#1e3a5f';
    g.fillRect(40, 40, 640, 90);
    g.fillStyle = '#ffffff';
    g.font = 'bold 34px Vazirmatn, sans-serif';
    g.textAlign = 'center';
    g.direction = 'rtl';
    g.fillText('ابلاغیه الکترونیک قضایی', 360, 98);
    g.fillStyle = '#333333';
    g.font = '24px Vazirmatn, sans-serif';
    g.textAlign = 'right';
    g.fillText(`شماره ابلاغیه: ${text}`, 660, 190);
    g.fillStyle = '#9a9a9a';
    for (let y = 240; y < 760; y += 40) g.fillRect(80 + ((y * 7) % 160), y, 580 - ((y * 7) % 160), 12);
    g.strokeStyle = '#7a1f1f';
    g.lineWidth = 6;
    g.beginPath();
    g.arc(170, 840, 60, 0, Math.PI * 2);
    g.stroke();
    return canvas.toDataURL('image/png');
  }, number);
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

export async function run({ page, baseUrl, screenshotDir }) {
  const stamp = String(Date.now()).slice(-6);
  const subject = `ابلاغ وقت رسیدگی جلسه ${fa(stamp)}`;

  // The lawyer uploads a photo of a notice with its subject.
  await signIn(page, baseUrl, LAWYER);
  expect(page.url()).toBe(`${baseUrl}/dashboard`);
  await visit(page, baseUrl, '/court-notices');
  const list = page.getByRole('list', { name: 'ابلاغیه‌ها' });
  await list.waitFor();
  await page.getByRole('button', { name: 'بارگذاری ابلاغیه' }).first().click();
  const upload = page.getByRole('dialog', { name: 'بارگذاری ابلاغیه' });
  await upload.getByLabel(/^موضوع/).fill(subject);
  await upload.getByLabel('انتخاب فایل‌های ابلاغیه').setInputFiles({
    name: `ابلاغیه ${fa(stamp)}.png`,
    mimeType: 'image/png',
    buffer: await noticePhoto(page, fa(`14031091${stamp}`)),
  });
  await upload.getByRole('img', { name: `ابلاغیه ${fa(stamp)}.png` }).waitFor();
  await shoot(page, screenshotDir, 'court-notice-upload', { fullPage: false });
  await upload.getByRole('button', { name: 'بارگذاری و ثبت' }).click();
  await upload.waitFor({ state: 'detached' });
  await list.getByText(subject).waitFor();
  const mine = list.getByRole('link', { name: new RegExp(subject) });
  expect(await mine.getByText('خوانده‌نشده').count()).toBe(0);
  await shoot(page, screenshotDir, 'court-notices');
  await completeFromPhoto(page, baseUrl, screenshotDir, { subject, number: `14031091${stamp}` });

  // A notice typed in by hand: its date of service picked on the Jalali month.
  const manual = `اخطاریه رفع نقص دادخواست ${fa(stamp)}`;
  await page.getByRole('button', { name: 'ثبت دستی' }).click();
  const create = page.getByRole('dialog', { name: 'ثبت دستی ابلاغیه' });
  await create.getByLabel(/^موضوع/).fill(manual);
  // The date of service is the form's first date (the hearing and the reply deadline follow it).
  await create
    .getByRole('button', { name: /^تاریخ را انتخاب کنید/ })
    .first()
    .click();
  const month = page.getByRole('dialog').filter({ has: page.getByRole('grid') });
  await month.waitFor();
  await shoot(page, screenshotDir, 'court-notice-create', { fullPage: false });
  await month.getByRole('gridcell', { name: '۱', exact: true }).click();
  await month.waitFor({ state: 'detached' });
  await create.getByRole('button', { name: 'ثبت ابلاغیه' }).click();
  await create.waitFor({ state: 'detached' });
  const manualRow = list.getByRole('link', { name: new RegExp(manual) });
  await manualRow.waitFor();
  await manualRow.getByText(/ابلاغ: ۱ [^ ]+ ۱۴[۰-۹]{2}/).waitFor();

  // The secretary signs in: the bell counts the new alarm, the notice is unread for her.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, baseUrl, SECRETARY);
  expect(page.url()).toBe(`${baseUrl}/dashboard`);
  const bell = page.getByRole('button', { name: /^اعلان‌ها: .+ اعلان دیده‌نشده$/ });
  await bell.waitFor();
  await bell.click();
  const alarms = page.getByRole('list', { name: 'اعلان‌ها' });
  const alarm = alarms.getByRole('link', { name: new RegExp(subject) });
  await alarm.waitFor();
  await shoot(page, screenshotDir, 'alarm-bell', { fullPage: false, sizes: [DESKTOP] });
  await page.keyboard.press('Escape');
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: /^اعلان‌ها/ }).click();
  await alarm.waitFor();
  await shoot(page, screenshotDir, 'alarm-bell', { fullPage: false, sizes: [PHONE] });
  await page.keyboard.press('Escape');
  await page.setViewportSize(DESKTOP);

  await visit(page, baseUrl, '/court-notices?view=unread');
  await page.getByRole('list', { name: 'ابلاغیه‌ها' }).getByText(subject).waitFor();

  // She opens it from the bell, which reads the notice too.
  await page.getByRole('button', { name: /^اعلان‌ها/ }).click();
  await alarms.getByRole('link', { name: new RegExp(subject) }).click();
  await arrive(page, /\/court-notices\/[^/?]+$/);
  await page.getByRole('heading', { name: subject }).waitFor();
  await page.getByRole('img', { name: `ابلاغیه ${fa(stamp)}.png` }).waitFor();
  await shoot(page, screenshotDir, 'court-notice');
  // A notice and its alarm share one read state: opening it from the bell has read it.
  await page.getByRole('button', { name: 'علامت‌گذاری به‌عنوان خوانده‌شده' }).waitFor({ state: 'detached' });
  expect(await page.getByRole('main').getByText('خوانده‌نشده', { exact: true }).count()).toBe(0);

  await visit(page, baseUrl, `/court-notices?view=unread`);
  await page.getByRole('heading', { name: 'ابلاغیه‌ها', level: 1 }).waitFor();
  await waitForQuiet(page);
  expect(await page.getByText(subject).count()).toBe(0);
}

/** Tehran's day `daysAgo` days back: as typed into the Jalali picker, as shown, and as the API keeps it. */
function tehranDayAgo(daysAgo) {
  const day = new Date(Date.now() - daysAgo * 86_400_000);
  const parts = new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'Asia/Tehran',
  }).formatToParts(day);
  const part = (type) => parts.find((item) => item.type === type)?.value ?? '';
  return {
    typed: `${part('year')}${part('month')}${part('day')}`,
    shown: new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Tehran',
    }).format(day),
    iso: new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(day),
  };
}

/**
 * A notice uploaded as photos has its subject only: the lawyer opens it and types the rest from the
 * photo (the date of service on the shared Jalali picker, the case picked among the office's), saves,
 * and finds every field on the notice, in the list's line under its subject, and in the API.
 */
async function completeFromPhoto(page, baseUrl, screenshotDir, { subject, number }) {
  const court = 'دادگاه عمومی حقوقی تهران';
  const served = tehranDayAgo(3);
  const kase = (await api(page, '/api/lawyer-office/v1/cases/')).results.find(
    (item) => item.access === 'owner' || item.access === 'secretary',
  );
  if (!kase) throw new Error('the demo lawyer has no case');
  const caseTitle = fa(kase.title);

  await page
    .getByRole('list', { name: 'ابلاغیه‌ها' })
    .getByRole('link', { name: new RegExp(subject) })
    .click();
  await arrive(page, /\/court-notices\/[^/?]+$/);
  const pid = new URL(page.url()).pathname.split('/').at(-1);
  await page.getByRole('heading', { name: subject, level: 1 }).waitFor();
  await checkScreen(page);

  await page.getByRole('button', { name: 'ویرایش اطلاعات' }).click();
  const edit = page.getByRole('dialog', { name: 'اطلاعات ابلاغیه' });
  await edit.getByRole('textbox', { name: 'شماره ابلاغیه' }).fill(fa(number));
  await edit.getByRole('group', { name: 'تاریخ ابلاغ' }).getByRole('spinbutton', { name: 'سال' }).click();
  await page.keyboard.type(served.typed);
  await edit.getByRole('textbox', { name: 'مرجع قضایی' }).fill(court);
  await edit.getByRole('textbox', { name: 'شعبه' }).fill('۲۱۴');
  await edit.getByRole('combobox', { name: 'پرونده مرتبط' }).fill(caseTitle);
  await page.getByRole('option').filter({ hasText: caseTitle }).first().click();
  await shoot(page, screenshotDir, 'court-notice-complete', { fullPage: false });
  await edit.getByRole('button', { name: 'ذخیره', exact: true }).click();
  await edit.waitFor({ state: 'detached' });

  const main = page.getByRole('main');
  for (const shown of [fa(number), served.shown, court, 'شعبه ۲۱۴']) {
    await main.getByText(shown, { exact: true }).first().waitFor();
  }
  await main.getByRole('link', { name: caseTitle }).waitFor();
  await shoot(page, screenshotDir, 'court-notice-completed');

  const saved = await api(page, `/api/court-notification/v1/court-notifications/${pid}/`);
  // The branch is kept as typed; either digits read «۲۱۴».
  expect([saved.notice_number, saved.served_on, saved.court, fa(saved.branch), saved.case?.pid]).toBe([
    number,
    served.iso,
    court,
    '۲۱۴',
    kase.pid,
  ]);

  await page.getByRole('link', { name: 'بازگشت به ابلاغیه‌ها' }).click();
  await arrive(page, `${baseUrl}/court-notices`);
  const row = page.getByRole('list', { name: 'ابلاغیه‌ها' }).getByRole('link', { name: new RegExp(subject) });
  await row.getByText(`شماره ${fa(number)}، ${court}، شعبه ۲۱۴، ابلاغ: ${served.shown}`).waitFor();
  await row.getByText(`پرونده: ${caseTitle}`).waitFor();
}
