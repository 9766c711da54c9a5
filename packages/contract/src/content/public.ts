import { z } from 'zod';
import { zMessage, zPage, zPageQuery, zResult } from '../envelope.ts';
import { toLatinDigits } from '../persian.ts';
import { zIranMobile } from '../persian-fields.ts';
import { zRole } from '../roles.ts';
import { zMultilineText, zOptionalEmail, zRequiredEmail, zRequiredText } from './fields.ts';
import {
  APP_PLATFORMS,
  BANNER_PLACEMENTS,
  FEEDBACK_CATEGORIES,
  FEEDBACK_STATUSES,
  SERVICE_ICONS,
  SOCIAL_ICONS,
} from './vocab.ts';

// ---------------------------------------------------------------------------------------------
// Banners, service items, team, social links: small ordered sets, answered whole (no paging).
// ---------------------------------------------------------------------------------------------

export const zBanner = z.object({
  pid: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  /** Public address of the banner image, or null for a text-only banner. */
  image_url: z.string().nullable(),
  /** Where a click leads: an http(s) address or a path inside the site. */
  link: z.string().nullable(),
  link_text: z.string().nullable(),
  placement: z.enum(BANNER_PLACEMENTS),
  /** The roles it is shown to; empty: everyone, visitors included. */
  audience: z.array(zRole),
  sort_order: z.number().int(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
});
export const zBannerListQuery = z.object({ placement: z.enum(BANNER_PLACEMENTS).optional() });
export const zBannerResponse = zResult(zBanner);
export const zBannerListResponse = zResult(z.array(zBanner));

export const zServiceItem = z.object({
  pid: z.string(),
  title: z.string(),
  description: z.string(),
  icon: z.enum(SERVICE_ICONS),
  link: z.string().nullable(),
  sort_order: z.number().int(),
});
export const zServiceItemListResponse = zResult(z.array(zServiceItem));

export const zTeamMember = z.object({
  pid: z.string(),
  full_name: z.string(),
  /** The member's position, such as «مدیرعامل» or «وکیل پایه‌یک دادگستری». */
  role_title: z.string(),
  bio: z.string().nullable(),
  photo_url: z.string().nullable(),
  sort_order: z.number().int(),
});
export const zTeamMemberListResponse = zResult(z.array(zTeamMember));

export const zSocialLink = z.object({
  pid: z.string(),
  name: z.string(),
  url: z.string(),
  icon: z.enum(SOCIAL_ICONS),
  sort_order: z.number().int(),
});
export const zSocialLinkResponse = zResult(zSocialLink);
export const zSocialLinkListResponse = zResult(z.array(zSocialLink));

// ---------------------------------------------------------------------------------------------
// FAQs and terms of use (paged).
// ---------------------------------------------------------------------------------------------

export const zFaqCategory = z.object({ pid: z.string(), title: z.string(), sort_order: z.number().int() });
export const zFaq = z.object({
  pid: z.string(),
  question: z.string(),
  answer: z.string(),
  category: z.object({ pid: z.string(), title: z.string() }).nullable(),
  sort_order: z.number().int(),
  updated_at: z.string(),
});
/** `search` matches question and answer with Persian normalization; `category` is a category pid. */
export const zFaqListQuery = zPageQuery.extend({ category: z.string().trim().max(64).optional() });
export const zFaqResponse = zResult(zFaq);
export const zFaqPage = zPage(zFaq);
/** Categories that hold at least one FAQ, with their counts (for the filter chips). */
export const zFaqCategoryListResponse = zResult(
  z.array(zFaqCategory.extend({ faqs_count: z.number().int() })),
);

export const zTermsVersion = z.object({
  pid: z.string(),
  title: z.string(),
  /** A version label, such as «۱.۲» or «1403-07». */
  version: z.string(),
  body: z.string(),
  /** The version in force now; exactly one published version is current. */
  is_current: z.boolean(),
  published_at: z.string(),
});
export const zTermsQuery = zPageQuery;
export const zTermsResponse = zResult(zTermsVersion);
/** Published versions, newest first. */
export const zTermsPage = zPage(zTermsVersion);

// ---------------------------------------------------------------------------------------------
// Contact us, newsletter.
// ---------------------------------------------------------------------------------------------

/** At least one of email or mobile, so the office can answer. */
export const zContactRequest = z
  .object({
    name: zRequiredText('نام', 100),
    email: zOptionalEmail,
    mobile: z
      .union([z.literal(''), zIranMobile])
      .transform((v) => v || null)
      .nullish(),
    subject: zRequiredText('موضوع', 200, 3),
    message: zMultilineText('متن پیام', 5000, 10),
  })
  .refine((v) => v.email || v.mobile, {
    error: 'برای دریافت پاسخ، نشانی ایمیل یا شماره موبایل را وارد کنید.',
    path: ['email'],
  });
export const zContactResponse = zResult(zMessage.extend({ pid: z.string() }));

export const zNewsletterRequest = z.object({ email: zRequiredEmail });
/** The same answer whether or not the address was (or still is) on the list. */
export const zNewsletterResponse = zResult(zMessage);

// ---------------------------------------------------------------------------------------------
// Feedback (signed in).
// ---------------------------------------------------------------------------------------------

const zRating = z
  .union([z.number(), z.string()], { error: 'امتیاز را به عدد وارد کنید.' })
  .transform((v) => (typeof v === 'number' ? v : Number(toLatinDigits(v).trim() || Number.NaN)))
  .pipe(
    z
      .number({ error: 'امتیاز باید عدد باشد.' })
      .int({ error: 'امتیاز باید عددی صحیح از ۱ تا ۵ باشد.' })
      .min(1, { error: 'امتیاز باید از ۱ تا ۵ باشد.' })
      .max(5, { error: 'امتیاز باید از ۱ تا ۵ باشد.' }),
  );

export const zSendFeedbackRequest = z.object({
  subject: zRequiredText('موضوع', 200, 3),
  message: zMultilineText('متن بازخورد', 5000, 10),
  category: z.enum(FEEDBACK_CATEGORIES, { error: 'دستهٔ بازخورد را انتخاب کنید.' }),
  rating: zRating.nullish(),
});

export const zFeedback = z.object({
  pid: z.string(),
  subject: z.string(),
  message: z.string(),
  category: z.enum(FEEDBACK_CATEGORIES),
  rating: z.number().int().nullable(),
  status: z.enum(FEEDBACK_STATUSES),
  /** The admin's answer and when it was given; null while open. */
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
  created_at: z.string(),
});
export const zFeedbackListQuery = zPageQuery.extend({ status: z.enum(FEEDBACK_STATUSES).optional() });
export const zFeedbackResponse = zResult(zFeedback);
export const zFeedbackPage = zPage(zFeedback);
/** `message` is the Persian confirmation (the feedback's own text is `feedback.message`). */
export const zSendFeedbackResponse = zResult(z.object({ message: z.string(), feedback: zFeedback }));

// ---------------------------------------------------------------------------------------------
// General settings, version status.
// ---------------------------------------------------------------------------------------------

export const zGeneralSettings = z.object({
  site_name: z.string(),
  /** One line under the site name. */
  tagline: z.string().nullable(),
  /** A short paragraph for the footer and the about page. */
  about: z.string().nullable(),
  support_phone: z.string().nullable(),
  support_email: z.string().nullable(),
  address: z.string().nullable(),
  working_hours: z.string().nullable(),
  /** Read from the wallet module's finance settings. */
  commission_percent: z.number().int(),
  referral_reward_coins: z.number().int(),
  updated_at: z.string(),
});
export const zGeneralSettingsResponse = zResult(zGeneralSettings);

export const zVersionStatusQuery = z.object({
  os: z.enum(APP_PLATFORMS, { error: 'سیستم‌عامل باید android، ios یا web باشد.' }),
  build_number: z
    .string({ error: 'شمارهٔ ساخت (build_number) را وارد کنید.' })
    .transform((v) => toLatinDigits(v).trim())
    .pipe(
      z
        .string()
        .min(1, { error: 'شمارهٔ ساخت (build_number) را وارد کنید.' })
        .regex(/^\d{1,9}$/, { error: 'شمارهٔ ساخت باید عددی صحیح و نامنفی باشد.' })
        .transform(Number),
    ),
});
export const zVersionStatus = z.object({
  os: z.enum(APP_PLATFORMS),
  latest_version: z.string(),
  latest_build: z.number().int(),
  min_supported_build: z.number().int(),
  /** The caller's build is older than the minimum supported one. */
  force_update: z.boolean(),
  /** The caller's build is older than the latest one. */
  update_available: z.boolean(),
  store_url: z.string().nullable(),
  release_notes: z.string().nullable(),
  /** A Persian sentence for the update dialog. */
  message: z.string(),
});
export const zVersionStatusResponse = zResult(zVersionStatus);

// ---------------------------------------------------------------------------------------------
// Home: everything the home page shows, in one call.
// ---------------------------------------------------------------------------------------------

export const zHomeConsultant = z.object({
  pid: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  avatar_url: z.string().nullable(),
  specialties: z.array(z.string()),
  bio: z.string().nullable(),
  /** Coins per chat session, or null when not offered. */
  chat_fee: z.number().int().nullable(),
  is_available: z.boolean(),
});

export const zHomeStats = z.object({
  lawyers: z.number().int(),
  consultants: z.number().int(),
  completed_consultations: z.number().int(),
});

export const zHomeData = z.object({
  banners: z.array(zBanner),
  service_items: z.array(zServiceItem),
  featured_consultants: z.array(zHomeConsultant),
  faqs: z.array(zFaq),
  settings: zGeneralSettings,
  social_links: z.array(zSocialLink),
  stats: zHomeStats,
});
export const zHomeResponse = zResult(zHomeData);

export type Banner = z.infer<typeof zBanner>;
export type ServiceItem = z.infer<typeof zServiceItem>;
export type TeamMember = z.infer<typeof zTeamMember>;
export type SocialLink = z.infer<typeof zSocialLink>;
export type FaqCategory = z.infer<typeof zFaqCategory>;
export type Faq = z.infer<typeof zFaq>;
export type FaqListQuery = z.output<typeof zFaqListQuery>;
export type TermsVersion = z.infer<typeof zTermsVersion>;
export type ContactRequest = z.output<typeof zContactRequest>;
export type NewsletterRequest = z.output<typeof zNewsletterRequest>;
export type SendFeedbackRequest = z.output<typeof zSendFeedbackRequest>;
export type Feedback = z.infer<typeof zFeedback>;
export type GeneralSettings = z.infer<typeof zGeneralSettings>;
export type VersionStatus = z.infer<typeof zVersionStatus>;
export type HomeConsultant = z.infer<typeof zHomeConsultant>;
export type HomeStats = z.infer<typeof zHomeStats>;
export type HomeData = z.infer<typeof zHomeData>;
