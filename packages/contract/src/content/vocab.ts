// Fixed vocabularies of the site content: wire codes in English, labels in Persian for the UI.

/** Where a banner shows. */
export const BANNER_PLACEMENTS = ['home_hero', 'home_middle', 'dashboard'] as const;
export type BannerPlacement = (typeof BANNER_PLACEMENTS)[number];
export const BANNER_PLACEMENT_LABELS: Record<BannerPlacement, string> = {
  home_hero: 'بالای صفحهٔ اصلی',
  home_middle: 'میانهٔ صفحهٔ اصلی',
  dashboard: 'پیشخوان کاربران',
};

/** Icon names of service items; the web maps each to an icon. */
export const SERVICE_ICONS = [
  'gavel',
  'chat',
  'contract',
  'family',
  'business',
  'property',
  'criminal',
  'document',
  'calendar',
  'ai',
  'support',
  'education',
] as const;
export type ServiceIcon = (typeof SERVICE_ICONS)[number];

/** Networks of social links; the web maps each to an icon. */
export const SOCIAL_ICONS = [
  'telegram',
  'instagram',
  'linkedin',
  'aparat',
  'whatsapp',
  'eitaa',
  'bale',
  'rubika',
  'youtube',
  'x',
  'website',
] as const;
export type SocialIcon = (typeof SOCIAL_ICONS)[number];

export const FEEDBACK_CATEGORIES = ['suggestion', 'bug', 'complaint', 'other'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
export const FEEDBACK_CATEGORY_LABELS: Record<FeedbackCategory, string> = {
  suggestion: 'پیشنهاد',
  bug: 'گزارش خطا',
  complaint: 'شکایت',
  other: 'سایر',
};

/** `open` until an admin replies. */
export const FEEDBACK_STATUSES = ['open', 'answered'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
export const FEEDBACK_STATUS_LABELS: Record<FeedbackStatus, string> = {
  open: 'در انتظار پاسخ',
  answered: 'پاسخ داده شد',
};

export const APP_PLATFORMS = ['android', 'ios', 'web'] as const;
export type AppPlatform = (typeof APP_PLATFORMS)[number];
export const APP_PLATFORM_LABELS: Record<AppPlatform, string> = {
  android: 'اندروید',
  ios: 'آی‌اواس',
  web: 'وب',
};

/** Limits the server enforces and the forms show. */
export const CONTENT_RULES = {
  /** Contact-us messages accepted per IP address per hour. */
  contactPerHour: 5,
  /** Newsletter subscribe/unsubscribe requests per IP address per hour. */
  newsletterPerHour: 20,
  /** FAQs on the home page. */
  homeFaqs: 6,
  /** Featured consultants on the home page. */
  homeConsultants: 8,
  /** Largest banner or team photo, in bytes. */
  imageMaxBytes: 5 * 1024 * 1024,
} as const;
