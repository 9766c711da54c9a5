import { type CoinSettings, contentPaths, type HomeData, moneyPaths } from '@vakilyar/contract';

/**
 * A home page's answer as an office running the site would publish it: a banner of each placement, services
 * with and without a link, a consultant, a question, the settings and the figures. The build draws `/` from it
 * only to keep the styles its sections insert (`renderPage`); the markup is thrown away.
 */
const SAMPLE_HOME: HomeData = {
  banners: [
    {
      pid: 'sample_banner_hero',
      title: 'تقویم جلسات دادرسی با یادآور پیامکی',
      subtitle: 'هیچ جلسه‌ای از دست نمی‌رود.',
      image_url: '/api/common/v1/content-images/sample/',
      link: '/faq',
      link_text: 'بیشتر بخوانید',
      placement: 'home_hero',
      audience: [],
      sort_order: 1,
      starts_at: null,
      ends_at: null,
    },
    {
      pid: 'sample_banner_middle',
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
      pid: 'sample_service_cases',
      title: 'مدیریت پرونده‌ها',
      description: 'پرونده‌ها و اسناد دفتر.',
      icon: 'gavel',
      link: null,
      sort_order: 1,
    },
    {
      pid: 'sample_service_advice',
      title: 'مشاوره حقوقی',
      description: 'گفتگو با مشاوران.',
      icon: 'chat',
      link: '/faq',
      sort_order: 2,
    },
  ],
  featured_consultants: [
    {
      pid: 'sample_consultant',
      first_name: 'مریم',
      last_name: 'کریمی',
      full_name: 'مریم کریمی',
      avatar_url: null,
      specialties: ['family'],
      bio: null,
      chat_fee: 100,
      is_available: true,
    },
  ],
  faqs: [
    {
      pid: 'sample_faq',
      question: 'چگونه مشاوره بگیرم؟',
      answer: 'از فهرست مشاوران یکی را برگزینید.',
      category: { pid: 'sample_faq_category', title: 'مشاوره' },
      sort_order: 1,
      updated_at: '2026-01-01T00:00:00Z',
    },
  ],
  settings: {
    site_name: 'وکیل‌یار',
    tagline: 'همراه دفتر وکالت',
    about: 'سامانه مدیریت دفتر وکالت.',
    support_phone: '021-00000000',
    support_email: 'support@example.com',
    address: 'تهران',
    working_hours: 'شنبه تا چهارشنبه',
    commission_percent: 10,
    referral_reward_coins: 50,
    updated_at: '2026-01-01T00:00:00Z',
  },
  social_links: [
    { pid: 'sample_link', name: 'تلگرام', url: 'https://t.me/example', icon: 'telegram', sort_order: 1 },
  ],
  stats: { lawyers: 100, consultants: 10, completed_consultations: 1000 },
};

/** The consultants' fees are shown in Toman from their coins. */
const SAMPLE_COIN_SETTINGS: CoinSettings = {
  pid: 'sample_coin_settings',
  exchange_rate: 10_000,
  currency: 'IRR',
  updated_at: '2026-01-01T00:00:00Z',
};

/** The sample's answer to a call of the public pages, or undefined for one it does not know. */
export function sampleHomeAnswer(url: string): unknown {
  if (url.startsWith(contentPaths.home)) return { result: SAMPLE_HOME };
  if (url.startsWith(moneyPaths.wallet.coinSettings)) return { result: SAMPLE_COIN_SETTINGS };
  return undefined;
}
