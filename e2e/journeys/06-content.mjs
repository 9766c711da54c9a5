// The public site: a visitor opens the home page, goes to the FAQ and searches it (with an Arabic «ي»
// the server must match to Persian «ی»), opens the contact page and sends a message. The demo admin
// signs in, opens «مدیریت سامانه» and finds that message among the contact messages, and marks it
// handled. Screenshots of the home, the FAQ, the contact form and the admin pages at 360 and 1280 px.
import { expect } from '../expect.mjs';
import { arrive, checkScreen, fa, shoot, signInHere, visit } from '../journey-kit.mjs';

export const name = 'a visitor reads the home page and the FAQ and writes to us; the admin reads the message';

const ADMIN = '09120000005';

/** A link of the site's header, by its name. */
const headerLink = (page, label) =>
  page.getByRole('banner').getByRole('navigation').getByRole('link', { name: label, exact: true });

export async function run({ page, baseUrl, screenshotDir }) {
  const stamp = fa(String(Date.now()).slice(-5));
  const subject = `درخواست نسخه آزمایشی برای دفتر ${stamp}`;

  // The home page: the promise, the demo's services, banners and FAQs, the footer's contact details.
  await visit(page, baseUrl, `/`);
  await page.getByRole('heading', { level: 1, name: 'دفتر وکالت شما، منظم و همیشه در دسترس' }).waitFor();
  const services = page.getByRole('region', { name: 'خدمات وکیل‌یار' });
  await services.getByRole('heading', { name: 'تنظیم قرارداد' }).waitFor();
  await page.getByRole('region', { name: 'پرسش‌های متداول' }).getByRole('button').first().waitFor();
  await page.getByRole('contentinfo').getByRole('link', { name: 'تلگرام' }).waitFor();
  expect(await page.getByRole('banner').getByRole('link', { name: 'ورود / ثبت‌نام' }).count()).toBe(1);
  await shoot(page, screenshotDir, 'home');

  // The FAQ: every question, then a search typed with the Arabic «ي».
  await headerLink(page, 'پرسش‌های متداول').click();
  await arrive(page, `${baseUrl}/faq`);
  await page.getByText('مهلت تجدیدنظرخواهی از رأی دادگاه چقدر است؟').waitFor();
  await page.getByRole('searchbox', { name: 'جستجو در پرسش‌ها' }).fill('مهريه');
  await arrive(page, (url) => url.searchParams.get('search') === 'مهريه');
  const dowry = page.getByRole('button', { name: 'مهریه را از چه راه‌هایی می‌توان مطالبه کرد؟' });
  await dowry.waitFor();
  await expect.eventually(
    async () => (await page.getByText('مهلت تجدیدنظرخواهی از رأی دادگاه چقدر است؟').count()) === 0,
    'the search leaves only the matching questions',
  );
  await dowry.click();
  await page.getByText('دفترخانهٔ ثبت ازدواج', { exact: false }).waitFor();
  await shoot(page, screenshotDir, 'faq');

  // The contact form: sent, and thanked.
  await headerLink(page, 'تماس با ما').click();
  await arrive(page, `${baseUrl}/contact`);
  const form = page.getByRole('form', { name: 'فرم تماس' });
  await form.getByLabel(/^نام و نام خانوادگی/).fill('سارا نادری');
  await form.getByLabel('نشانی ایمیل', { exact: true }).fill('sara.naderi@example.com');
  await form.getByLabel('شماره موبایل', { exact: true }).fill('۰۹۱۲۳۴۵۶۷۸۹');
  await form.getByLabel(/^موضوع/).fill(subject);
  await form
    .getByLabel(/^متن پیام/)
    .fill('دفتر ما با سه وکیل و یک منشی کار می‌کند؛ لطفاً شرایط استفاده از وکیل‌یار را برای ما بفرستید.');
  await shoot(page, screenshotDir, 'contact');
  await form.getByRole('button', { name: 'ارسال پیام' }).click();
  await page.getByText('پیام شما ثبت شد. پاسخ را از راه ایمیل یا پیامک دریافت خواهید کرد.').waitFor();
  await checkScreen(page);

  // The admin signs in and finds the message among the contact messages.
  await page.getByRole('banner').getByRole('link', { name: 'ورود / ثبت‌نام' }).click();
  await arrive(page, `${baseUrl}/login`);
  await signInHere(page, ADMIN);
  expect(page.url()).toBe(`${baseUrl}/dashboard`);
  await page
    .getByRole('navigation', { name: 'منوی ناوبری' })
    .getByRole('link', { name: 'مدیریت سامانه', exact: true })
    .click();
  await arrive(page, `${baseUrl}/admin`);
  await page.getByRole('region', { name: 'پیام‌ها و مخاطبان' }).waitFor();
  await shoot(page, screenshotDir, 'admin');

  await page.getByRole('link', { name: /^پیام‌های تماس/ }).click();
  await arrive(page, `${baseUrl}/admin/content/contact-messages`);
  const message = page
    .getByRole('list', { name: 'پیام‌های تماس' })
    .getByRole('listitem')
    .filter({ hasText: subject });
  await message.getByText('از سارا نادری', { exact: false }).waitFor();
  await message.getByText('در انتظار رسیدگی', { exact: true }).waitFor();
  await shoot(page, screenshotDir, 'admin-contact-messages');
  await message.getByRole('button', { name: 'رسیدگی شد' }).click();
  await message.getByText('رسیدگی‌شده', { exact: true }).waitFor();

  // The home page now offers the signed-in admin the dashboard instead of the way in.
  await visit(page, baseUrl, `/`);
  await page.getByRole('banner').getByRole('link', { name: 'ورود به داشبورد' }).waitFor();
  await checkScreen(page);
}
