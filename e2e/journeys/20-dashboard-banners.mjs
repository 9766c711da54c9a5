import { expect } from '../expect.mjs';
import { go, shoot, signIn } from '../journey-kit.mjs';

export const name =
  'the admin publishes «پیشخوان کاربران» banners a client sees atop the dashboard; a consultant sends a licence scan the admin downloads';

const ADMIN = '09120000005';
const CLIENT = '09120000003';
const CONSULTANT = '09120000004';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const WITH_IMAGE = 'تمدید اشتراک با ۲۰٪ تخفیف تا پایان آذر';
const TEXT_ONLY = 'به‌روزرسانی سامانه';

/** A small navy-and-sand PNG drawn in the page, uploaded as a content image; answers its pid. */
async function uploadImage(page) {
  return page.evaluate(async () => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 400, height: 240 });
    const context = canvas.getContext('2d');
    context.fillStyle = '#1f3a5f';
    context.fillRect(0, 0, 400, 240);
    context.fillStyle = '#d4a64a';
    context.fillRect(40, 150, 320, 40);
    const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
    const form = new FormData();
    form.append('file', blob, 'banner.png');
    const response = await fetch('/api/admin/v1/content/images/', {
      method: 'POST',
      headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` },
      body: form,
    });
    return (await response.json()).result.pid;
  });
}

async function signOut(page) {
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
}

async function createBanner(page, banner) {
  return page.evaluate(async (body) => {
    const response = await fetch('/api/admin/v1/content/banners/', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${localStorage.getItem('access_token')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  }, banner);
}

export async function run({ page, baseUrl, screenshotDir }) {
  await signIn(page, baseUrl, ADMIN);
  const imageId = await uploadImage(page);
  const first = await createBanner(page, {
    title: WITH_IMAGE,
    subtitle: 'اشتراک سالانهٔ دفتر را با تخفیف ویژه تمدید کنید.',
    image_id: imageId,
    link: '/subscription',
    link_text: 'خرید اشتراک',
    placement: 'dashboard',
    sort_order: 1,
  });
  expect(first.status).toBe(201);
  const second = await createBanner(page, {
    title: TEXT_ONLY,
    subtitle: 'سامانه جمعه از ساعت ۲ تا ۴ بامداد در دسترس نخواهد بود.',
    placement: 'dashboard',
    sort_order: 2,
  });
  expect(second.status).toBe(201);
  // The admin's own dashboard shows them too, once read again (the demo's office banner is not for an admin,
  // so the list read at sign-in was empty).
  await go(page, baseUrl, '/dashboard');
  await page.reload();
  await page.getByRole('region', { name: 'اطلاعیه‌های وکیل‌یار' }).waitFor();

  await signOut(page);
  await signIn(page, baseUrl, CLIENT);
  await go(page, baseUrl, '/dashboard');
  const region = page.getByRole('region', { name: 'اطلاعیه‌های وکیل‌یار' });
  await region.getByRole('heading', { name: WITH_IMAGE }).waitFor();
  await region.getByRole('img', { name: WITH_IMAGE }).waitFor();
  await region.getByRole('heading', { name: TEXT_ONLY }).waitFor();
  expect(await region.getByRole('link', { name: 'خرید اشتراک' }).getAttribute('href')).toBe('/subscription');
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await shoot(page, screenshotDir, 'dashboard-banners');

  // The consultant sends the scan of their licence from their settings; the admin downloads it from the card.
  await signOut(page);
  await signIn(page, baseUrl, CONSULTANT);
  await go(page, baseUrl, '/consultant/settings');
  const licence = page.getByRole('region', { name: 'مدرک پروانه' });
  await licence.getByLabel('بارگذاری مدرک پروانه').setInputFiles({
    name: 'licence.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await licence.getByRole('button', { name: 'دریافت مدرک پروانه' }).waitFor();
  await shoot(page, screenshotDir, 'consultant-licence-document');

  await signOut(page);
  await signIn(page, baseUrl, ADMIN);
  await go(page, baseUrl, '/admin/consultants');
  await page.getByRole('tab', { name: 'تأییدشده' }).click();
  const card = page.getByRole('article', { name: 'حسین محمدی' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'دریافت مدرک پروانه' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('مدرک پروانه حسین محمدی.pdf');
  await shoot(page, screenshotDir, 'admin-consultant-licence');
}
