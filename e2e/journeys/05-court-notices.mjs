// Court notices and alarms: the demo lawyer uploads a photo of a notice with a subject and finds it in the
// list; the demo secretary sees its alarm in the bell and the notice unread, and opening it from the bell
// reads it. Screenshots of the list, the notice and the open bell at phone and desktop width.
import { expect } from '../expect.mjs';
import { waitForQuiet } from '../journey-kit.mjs';

export const name = 'a lawyer uploads a court notice; the secretary is alarmed and reads it from the bell';

const LAWYER = { phone: '09120000001', password: 'Demo-1234' };
const SECRETARY = { phone: '09120000002', password: 'Demo-1234' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const persianDigits = (text) => text.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[d]);

/** A screenshot once the page is still: requests done, toasts gone, transitions over. */
async function shoot(page, path, { fullPage = true } = {}) {
  await waitForQuiet(page);
  await page
    .locator('.Toastify__toast')
    .first()
    .waitFor({ state: 'detached', timeout: 8000 })
    .catch(() => {});
  await page.waitForTimeout(400);
  await page.screenshot({ path, fullPage });
}

async function signIn(page, baseUrl, user) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/^شماره موبایل[\s\u2009*]*$/).fill(user.phone);
  await page.getByRole('button', { name: 'ادامه', exact: true }).click();
  await page.getByLabel('رمز عبور', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
}

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
  const subject = `ابلاغ وقت رسیدگی جلسه ${persianDigits(stamp)}`;

  // The lawyer uploads a photo of a notice with its subject.
  await signIn(page, baseUrl, LAWYER);
  await page.goto(`${baseUrl}/court-notices`);
  const list = page.getByRole('list', { name: 'ابلاغیه‌ها' });
  await list.waitFor();
  await page.getByRole('button', { name: 'بارگذاری ابلاغیه' }).first().click();
  const upload = page.getByRole('dialog', { name: 'بارگذاری ابلاغیه' });
  await upload.getByLabel(/^موضوع/).fill(subject);
  await upload.getByLabel('انتخاب فایل‌های ابلاغیه').setInputFiles({
    name: `ابلاغیه ${persianDigits(stamp)}.png`,
    mimeType: 'image/png',
    buffer: await noticePhoto(page, persianDigits(`14031091${stamp}`)),
  });
  await upload.getByRole('img', { name: `ابلاغیه ${persianDigits(stamp)}.png` }).waitFor();
  await shoot(page, `${screenshotDir}/court-notice-upload-1280.png`, { fullPage: false });
  await upload.getByRole('button', { name: 'بارگذاری و ثبت' }).click();
  await upload.waitFor({ state: 'detached' });
  await list.getByText(subject).waitFor();
  const mine = list.getByRole('link', { name: new RegExp(subject) });
  expect(await mine.getByText('خوانده‌نشده').count()).toBe(0);
  await shoot(page, `${screenshotDir}/court-notices-1280.png`);
  await page.setViewportSize(PHONE);
  await shoot(page, `${screenshotDir}/court-notices-390.png`);
  await page.setViewportSize(DESKTOP);

  // A notice typed in by hand: its date of service picked on the Jalali month.
  const manual = `اخطاریه رفع نقص دادخواست ${persianDigits(stamp)}`;
  await page.getByRole('button', { name: 'ثبت دستی' }).click();
  const create = page.getByRole('dialog', { name: 'ثبت دستی ابلاغیه' });
  await create.getByLabel(/^موضوع/).fill(manual);
  await create.getByRole('button', { name: /^تاریخ را انتخاب کنید/ }).click();
  const month = page.getByRole('dialog').filter({ has: page.getByRole('grid') });
  await month.waitFor();
  await shoot(page, `${screenshotDir}/court-notice-create-1280.png`, { fullPage: false });
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
  const bell = page.getByRole('button', { name: /^اعلان‌ها: .+ اعلان دیده‌نشده$/ });
  await bell.waitFor();
  await bell.click();
  const alarms = page.getByRole('list', { name: 'اعلان‌ها' });
  const alarm = alarms.getByRole('link', { name: new RegExp(subject) });
  await alarm.waitFor();
  await shoot(page, `${screenshotDir}/alarm-bell-1280.png`, { fullPage: false });
  await page.keyboard.press('Escape');
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: /^اعلان‌ها/ }).click();
  await alarm.waitFor();
  await shoot(page, `${screenshotDir}/alarm-bell-390.png`, { fullPage: false });
  await page.keyboard.press('Escape');
  await page.setViewportSize(DESKTOP);

  await page.goto(`${baseUrl}/court-notices?view=unread`);
  await page.getByRole('list', { name: 'ابلاغیه‌ها' }).getByText(subject).waitFor();

  // She opens it from the bell, which reads the notice too.
  await page.getByRole('button', { name: /^اعلان‌ها/ }).click();
  await alarms.getByRole('link', { name: new RegExp(subject) }).click();
  await page.waitForURL(/\/court-notices\/[^/?]+$/);
  await page.getByRole('heading', { name: subject }).waitFor();
  await page.getByRole('img', { name: `ابلاغیه ${persianDigits(stamp)}.png` }).waitFor();
  await shoot(page, `${screenshotDir}/court-notice-1280.png`);
  await page.setViewportSize(PHONE);
  await shoot(page, `${screenshotDir}/court-notice-390.png`);
  await page.setViewportSize(DESKTOP);
  // A notice and its alarm share one read state: opening it from the bell has read it.
  await page.getByRole('button', { name: 'علامت‌گذاری به‌عنوان خوانده‌شده' }).waitFor({ state: 'detached' });
  expect(await page.getByRole('main').getByText('خوانده‌نشده', { exact: true }).count()).toBe(0);

  await page.goto(`${baseUrl}/court-notices?view=unread`);
  await page.getByRole('heading', { name: 'ابلاغیه‌ها', level: 1 }).waitFor();
  await waitForQuiet(page);
  expect(await page.getByText(subject).count()).toBe(0);
}
