import type { Faq, GeneralSettings, HomeData, SocialLink } from '@vakilyar/contract';
import { HttpResponse, http } from 'msw';
import { server } from '@/test/msw-server';

/** Test data of the public site, and the handlers its layout needs on every page. */
export const generalSettings: GeneralSettings = {
  site_name: 'وکیل‌یار',
  tagline: 'همراه دفتر وکالت شما',
  about: 'وکیل‌یار سامانه مدیریت دفتر وکالت است.',
  support_phone: '021-88776655',
  support_email: 'support@vakilyar.ir',
  address: 'تهران، خیابان ولیعصر، پلاک ۱۲',
  working_hours: 'شنبه تا چهارشنبه، ۹ تا ۱۷',
  commission_percent: 10,
  referral_reward_coins: 50,
  updated_at: '2025-03-21T08:30:00Z',
};

export const socialLinks: SocialLink[] = [
  { pid: 'sl_1', name: 'تلگرام وکیل‌یار', url: 'https://t.me/vakilyar', icon: 'telegram', sort_order: 1 },
];

export const faq: Faq = {
  pid: 'faq_1',
  question: 'چگونه کیف پول خود را شارژ کنم؟',
  answer: 'از بخش کیف پول، بسته سکه را انتخاب و با کارت بانکی پرداخت کنید.',
  category: { pid: 'fc_money', title: 'امور مالی' },
  sort_order: 1,
  updated_at: '2025-03-21T08:30:00Z',
};

export const homeData: HomeData = {
  banners: [
    {
      pid: 'bn_1',
      title: 'تقویم جلسات رسیدگی با یادآور پیامکی',
      subtitle: 'هیچ جلسه‌ای را از دست ندهید.',
      image_url: '/api/common/v1/content-images/img_1/',
      link: '/faq',
      link_text: 'بیشتر بخوانید',
      placement: 'home_hero',
      audience: [],
      sort_order: 1,
      starts_at: null,
      ends_at: null,
    },
    {
      pid: 'bn_2',
      title: 'مشاوره برخط با وکلای پایه‌یک',
      subtitle: null,
      image_url: null,
      link: null,
      link_text: null,
      placement: 'home_middle',
      audience: [],
      sort_order: 2,
      starts_at: null,
      ends_at: null,
    },
  ],
  service_items: [
    {
      pid: 'si_1',
      title: 'مدیریت پرونده‌ها',
      description: 'پرونده‌ها، اسناد و جلسات دفتر در یک جا.',
      icon: 'gavel',
      link: null,
      sort_order: 1,
    },
    {
      pid: 'si_2',
      title: 'مشاوره حقوقی برخط',
      description: 'گفتگو با مشاوران حقوقی باتجربه.',
      icon: 'chat',
      link: '/faq',
      sort_order: 2,
    },
  ],
  featured_consultants: [
    {
      pid: 'usr_consultant',
      first_name: 'حسین',
      last_name: 'محمدی',
      full_name: 'حسین محمدی',
      avatar_url: null,
      specialties: ['family', 'property'],
      bio: null,
      chat_fee: 120,
      is_available: true,
    },
  ],
  faqs: [faq],
  settings: generalSettings,
  social_links: socialLinks,
  stats: { lawyers: 1250, consultants: 85, completed_consultations: 4300 },
};

export const page = <T>(results: T[]) => ({
  result: { count: results.length, next: null, previous: null, results },
});

/** The footer's calls on pages other than the home. */
export function answerSiteInfo(settings: GeneralSettings = generalSettings): void {
  server.use(
    http.get('/api/setting/v1/general/', () => HttpResponse.json({ result: settings })),
    http.get('/api/social-media/v1/', () => HttpResponse.json({ result: socialLinks })),
  );
}

/** The first find of a test waits for the lazily loaded page, which takes longer on a busy machine. */
export const PAGE_LOAD = { timeout: 12_000 } as const;

/** Whole-app page tests: several steps through lazy pages outlast the 5 s default on a busy machine. */
export const PAGE_TEST = { timeout: 20_000 } as const;

/** The signed-in shell's own calls a page test does not look at: the alarm bell, nothing unseen. */
export function answerShell(): void {
  server.use(http.get('/api/notification/v1/alarms/', () => HttpResponse.json(page([]))));
}
