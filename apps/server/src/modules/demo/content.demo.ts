import { eq, sql } from 'drizzle-orm';
import { newPid } from '../../core/ids.ts';
import type { Tx } from '../../db/client.ts';
import { contentTexts } from '../content/content.messages.ts';
import { searchKeyOf } from '../content/sql-kit.ts';
import { contactMessages, feedback, newsletterSubscribers } from '../content/tables/messages.ts';
import { appVersions, generalSettings } from '../content/tables/settings.ts';
import {
  banners,
  faqCategories,
  faqs,
  serviceItems,
  socialLinks,
  teamMembers,
  termsVersions,
} from '../content/tables/site.ts';
import { createAlarm } from '../notification/alarms.service.ts';
import { CONTACT_MESSAGES, FAQ_CATEGORIES, FEEDBACK, SUBSCRIBERS, TERMS_BODY } from './content.demo-texts.ts';
import type { DemoUsers } from './demo.accounts.ts';

const BANNERS = [
  {
    title: 'دفتر وکالت شما، همیشه همراه شما',
    subtitle: 'پرونده‌ها، موکلان، اسناد و جلسات دادگاه را در یک جا و با تقویم شمسی مدیریت کنید.',
    link: '/login',
    linkText: 'شروع رایگان',
    placement: 'home_hero',
  },
  {
    title: 'مشاورهٔ حقوقی آنلاین با وکلای پایه‌یک',
    subtitle: 'در کمتر از چند دقیقه با مشاور متخصص گفت‌وگو کنید؛ هزینه فقط پس از پذیرش مشاور کسر می‌شود.',
    link: '/consultants',
    linkText: 'انتخاب مشاور',
    placement: 'home_middle',
  },
  {
    title: 'محاسبهٔ خودکار مهلت‌های قانونی',
    subtitle: 'مهلت تجدیدنظر و واخواهی را از تاریخ ابلاغ حساب کنید و یادآور بگیرید.',
    link: '/calendar',
    linkText: 'مشاهدهٔ تقویم',
    placement: 'dashboard',
    audience: ['lawyer', 'secretary'],
  },
] as const;

const SERVICES = [
  [
    'وکالت',
    'قبول وکالت در دعاوی حقوقی، کیفری، خانواده و ثبتی با وکلای پایه‌یک دادگستری.',
    'gavel',
    '/consultants',
  ],
  ['مشاورهٔ آنلاین', 'گفت‌وگوی متنی با مشاور حقوقی و دریافت پاسخ مستند در همان روز.', 'chat', '/consultants'],
  [
    'تنظیم قرارداد',
    'نگارش و بازبینی قراردادهای اجاره، مشارکت در ساخت، پیمانکاری و کار.',
    'contract',
    '/consultants',
  ],
  [
    'دعاوی خانواده',
    'مهریه، نفقه، حضانت و طلاق توافقی با همراهی وکیل متخصص خانواده.',
    'family',
    '/consultants',
  ],
  ['مدیریت دفتر وکالت', 'پرونده‌ها، موکلان، اسناد، بایگانی و منشی‌ها در یک سامانهٔ امن.', 'business', '/login'],
  ['دستیار هوش مصنوعی', 'پاسخ به پرسش‌های حقوقی رایج با استناد به قوانین و منابع معتبر.', 'ai', '/ai'],
] as const;

const TEAM = [
  [
    'دکتر مریم احمدی',
    'مدیرعامل و وکیل پایه‌یک دادگستری',
    'دکترای حقوق خصوصی از دانشگاه تهران و بیش از پانزده سال سابقهٔ وکالت در دعاوی تجاری.',
  ],
  [
    'حسین محمدی',
    'مدیر مشاوره و عضو کانون وکلای مرکز',
    'متخصص حقوق خانواده و ارث؛ مسئول انتخاب و پایش کیفیت مشاوران وکیل‌یار.',
  ],
  [
    'زهرا کریمی',
    'مدیر پشتیبانی دفاتر',
    'همراه دفاتر وکالت در راه‌اندازی سامانه، آموزش منشی‌ها و انتقال پرونده‌های قدیمی.',
  ],
  [
    'امیر رضایی',
    'مدیر فنی',
    'مهندس نرم‌افزار با تجربه در ساخت سامانه‌های امن و پرکاربرد برای کسب‌وکارهای ایرانی.',
  ],
] as const;

const SOCIAL = [
  ['تلگرام', 'https://t.me/vakilyar', 'telegram'],
  ['اینستاگرام', 'https://instagram.com/vakilyar', 'instagram'],
  ['لینکدین', 'https://www.linkedin.com/company/vakilyar', 'linkedin'],
  ['آپارات', 'https://www.aparat.com/vakilyar', 'aparat'],
] as const;

const DAY = 86_400_000;

/** Demo records of the content module, on the first start outside production. */
export async function seedContentDemo(tx: Tx, demo: DemoUsers): Promise<void> {
  const now = Date.now();
  await tx.insert(banners).values(
    BANNERS.map((b, i) => ({
      pid: newPid(),
      ...b,
      audience: 'audience' in b ? [...b.audience] : [],
      sortOrder: i,
      startsAt: new Date(now - 7 * DAY),
      endsAt: i === 2 ? new Date(now + 60 * DAY) : null,
    })),
  );
  await tx.insert(serviceItems).values(
    SERVICES.map(([title, description, icon, link], i) => ({
      pid: newPid(),
      title,
      description,
      icon,
      link,
      sortOrder: i,
    })),
  );
  await tx.insert(teamMembers).values(
    TEAM.map(([fullName, roleTitle, bio], i) => ({
      pid: newPid(),
      fullName,
      roleTitle,
      bio,
      sortOrder: i,
    })),
  );
  await tx
    .insert(socialLinks)
    .values(SOCIAL.map(([name, url, icon], i) => ({ pid: newPid(), name, url, icon, sortOrder: i })));

  let order = 0;
  for (const [index, category] of FAQ_CATEGORIES.entries()) {
    const [row] = await tx
      .insert(faqCategories)
      .values({ pid: newPid(), title: category.title, sortOrder: index })
      .returning({ id: faqCategories.id });
    await tx.insert(faqs).values(
      category.faqs.map(([question, answer]) => ({
        pid: newPid(),
        question,
        answer,
        categoryId: row?.id ?? null,
        sortOrder: order++,
        searchKey: searchKeyOf(question, answer),
      })),
    );
  }

  // The terms in force: the lock and the unset keep "exactly one current" even beside an admin's publication.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('content_terms_publish'))`);
  await tx.update(termsVersions).set({ isCurrent: false }).where(eq(termsVersions.isCurrent, true));
  await tx.insert(termsVersions).values([
    {
      pid: newPid(),
      title: 'قوانین و مقررات استفاده از وکیل‌یار',
      version: '۱٫۰',
      body: TERMS_BODY.first,
      publishedAt: new Date(now - 120 * DAY),
    },
    {
      pid: newPid(),
      title: 'قوانین و مقررات استفاده از وکیل‌یار',
      version: '۱٫۱',
      body: TERMS_BODY.current,
      publishedAt: new Date(now - 20 * DAY),
      isCurrent: true,
    },
  ]);

  await tx
    .update(generalSettings)
    .set({
      address: 'تهران، خیابان ولیعصر، بالاتر از میدان ونک، کوچهٔ نگار، پلاک ۸، طبقهٔ سوم',
      supportPhone: '021-91001234',
      supportEmail: 'support@vakilyar.ir',
      updatedAt: sql`now()`,
    })
    .where(eq(generalSettings.id, 1));
  for (const [os, version, build, minimum, storeUrl] of [
    ['android', '1.4.2', 142, 120, 'https://cafebazaar.ir/app/ir.vakilyar.app'],
    ['ios', '1.4.0', 140, 120, 'https://sibapp.com/applications/vakilyar'],
    ['web', '1.4.2', 142, 100, null],
  ] as const) {
    await tx
      .update(appVersions)
      .set({
        latestVersion: version,
        latestBuild: build,
        minSupportedBuild: minimum,
        storeUrl,
        releaseNotes: 'تقویم هفتگی جلسات، محاسبهٔ مهلت‌های قانونی و بهبود سرعت بارگذاری اسناد.',
        updatedAt: sql`now()`,
      })
      .where(eq(appVersions.os, os));
  }

  await seedInbox(tx, demo, now);
}

/** What the admin's inbox shows: contact messages, subscribers, feedback (one answered, with its alarm). */
async function seedInbox(tx: Tx, demo: DemoUsers, now: number) {
  await tx.insert(contactMessages).values(
    CONTACT_MESSAGES.map((m, i) => ({
      pid: newPid(),
      ...m,
      searchKey: searchKeyOf(m.name, m.email, m.mobile, m.subject, m.message),
      createdAt: new Date(now - (i + 1) * DAY),
      handledAt: i === 1 ? new Date(now - DAY / 2) : null,
      handledById: i === 1 ? demo.admin.id : null,
    })),
  );
  await tx
    .insert(newsletterSubscribers)
    .values(SUBSCRIBERS.map((email, i) => ({ email, subscribedAt: new Date(now - (i + 2) * 3 * DAY) })));
  for (const [index, item] of FEEDBACK.entries()) {
    const user = index === 0 ? demo.lawyer : index === 1 ? demo.client : demo.consultant;
    const answered = 'reply' in item;
    const pid = newPid();
    await tx.insert(feedback).values({
      pid,
      userId: user.id,
      subject: item.subject,
      message: item.message,
      category: item.category,
      rating: item.rating,
      searchKey: searchKeyOf(item.subject, item.message),
      reply: answered ? item.reply : null,
      repliedAt: answered ? new Date(now - DAY) : null,
      repliedById: answered ? demo.admin.id : null,
      createdAt: new Date(now - (index + 2) * DAY),
    });
    if (answered) {
      await createAlarm(tx, {
        userId: user.id,
        kind: 'system',
        title: contentTexts.feedbackAlarmTitle,
        body: contentTexts.feedbackAlarmBody(item.subject),
        link: `/feedback?item=${pid}`,
      });
    }
  }
}
