import { z } from 'zod';
import { zMessage, zPage, zPageQuery, zResult } from '../envelope.ts';
import { zWholeNumber } from '../money/rules.ts';
import { toLatinDigits } from '../persian.ts';
import {
  zMultilineText,
  zOptionalDateTime,
  zOptionalEmail,
  zOptionalLink,
  zOptionalParagraphs,
  zOptionalText,
  zRequiredText,
  zRequiredUrl,
  zSortOrder,
} from './fields.ts';
import {
  zBanner,
  zFaq,
  zFaqCategory,
  zFeedback,
  zGeneralSettings,
  zServiceItem,
  zSocialLink,
  zTeamMember,
} from './public.ts';
import {
  APP_PLATFORMS,
  BANNER_PLACEMENTS,
  FEEDBACK_CATEGORIES,
  FEEDBACK_STATUSES,
  SERVICE_ICONS,
  SOCIAL_ICONS,
} from './vocab.ts';

// Every admin list and form of the site content. PATCH bodies are the POST fields, all optional.

const zPidRef = z.string().trim().min(1).max(64);
const zTrueFalse = z.enum(['true', 'false']);
const zAdminStamps = { is_active: z.boolean(), created_at: z.string(), updated_at: z.string() };

// ---------------------------------------------------------------------------------------------
// Images for banners and team photos: public by nature, served by `contentPaths.image`.
// ---------------------------------------------------------------------------------------------

export const zContentImage = z.object({
  pid: z.string(),
  name: z.string(),
  size: z.number().int(),
  mime_type: z.string(),
  /** Public address, no token needed. */
  url: z.string(),
});
/** Multipart: one image in the field `file` (jpg, png, webp, gif; at most CONTENT_RULES.imageMaxBytes). */
export const zContentImageResponse = zResult(zContentImage.extend({ message: z.string() }));

// ---------------------------------------------------------------------------------------------
// Banners.
// ---------------------------------------------------------------------------------------------

const bannerFields = {
  title: zRequiredText('عنوان', 150),
  subtitle: zOptionalText(300),
  /** The pid of an uploaded content image; null removes the image. */
  image_id: zPidRef.nullish(),
  link: zOptionalLink,
  link_text: zOptionalText(60),
  placement: z.enum(BANNER_PLACEMENTS, { error: 'جایگاه بنر معتبر نیست.' }),
  sort_order: zSortOrder,
  starts_at: zOptionalDateTime,
  ends_at: zOptionalDateTime,
  is_active: z.boolean(),
};
const endsAfterStart = (v: { starts_at?: string | null; ends_at?: string | null }) =>
  !v.starts_at || !v.ends_at || new Date(v.ends_at) > new Date(v.starts_at);
const endsAfterStartIssue = { error: 'پایان نمایش باید پس از آغاز آن باشد.', path: ['ends_at'] };

export const zBannerInput = z
  .object({
    ...bannerFields,
    placement: bannerFields.placement.default('home_hero'),
    sort_order: bannerFields.sort_order.default(0),
    is_active: bannerFields.is_active.default(true),
  })
  .refine(endsAfterStart, endsAfterStartIssue);
export const zBannerPatch = z.object(bannerFields).partial().refine(endsAfterStart, endsAfterStartIssue);

export const zAdminBanner = zBanner.extend({
  ...zAdminStamps,
  image_id: z.string().nullable(),
  /** Active and within its dates: shown to visitors now. */
  is_live: z.boolean(),
});
export const zAdminBannerListQuery = z.object({
  placement: z.enum(BANNER_PLACEMENTS).optional(),
  is_active: zTrueFalse.optional(),
});
export const zAdminBannerResponse = zResult(zAdminBanner.extend({ message: z.string().optional() }));
export const zAdminBannerListResponse = zResult(z.array(zAdminBanner));

// ---------------------------------------------------------------------------------------------
// FAQs and their categories.
// ---------------------------------------------------------------------------------------------

const faqCategoryFields = { title: zRequiredText('عنوان دسته', 80), sort_order: zSortOrder };
export const zFaqCategoryInput = z.object({ ...faqCategoryFields, sort_order: zSortOrder.default(0) });
export const zFaqCategoryPatch = z.object(faqCategoryFields).partial();
export const zAdminFaqCategory = zFaqCategory.extend({
  faqs_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const zAdminFaqCategoryResponse = zResult(
  zAdminFaqCategory.extend({ message: z.string().optional() }),
);
export const zAdminFaqCategoryListResponse = zResult(z.array(zAdminFaqCategory));

const faqFields = {
  question: zRequiredText('پرسش', 300, 5),
  answer: zMultilineText('پاسخ', 5000, 5),
  /** The pid of a category, or null for none. */
  category_id: zPidRef.nullish(),
  sort_order: zSortOrder,
  is_active: z.boolean(),
};
export const zFaqInput = z.object({
  ...faqFields,
  sort_order: zSortOrder.default(0),
  is_active: z.boolean().default(true),
});
export const zFaqPatch = z.object(faqFields).partial();
export const zAdminFaq = zFaq.extend(zAdminStamps);
export const zAdminFaqListQuery = zPageQuery.extend({
  category: z.string().trim().max(64).optional(),
  is_active: zTrueFalse.optional(),
});
export const zAdminFaqResponse = zResult(zAdminFaq.extend({ message: z.string().optional() }));
export const zAdminFaqPage = zPage(zAdminFaq);

// ---------------------------------------------------------------------------------------------
// Terms of use: drafts are edited, then one is published as current; published text never changes.
// ---------------------------------------------------------------------------------------------

const termsFields = {
  title: zRequiredText('عنوان', 150),
  version: zRequiredText('شمارهٔ نسخه', 30, 1),
  body: zMultilineText('متن قوانین', 100_000, 20),
};
export const zTermsInput = z.object(termsFields);
export const zTermsPatch = z.object(termsFields).partial();
export const TERMS_STATUSES = ['draft', 'published'] as const;
export const zAdminTermsVersion = z.object({
  pid: z.string(),
  title: z.string(),
  version: z.string(),
  body: z.string(),
  status: z.enum(TERMS_STATUSES),
  is_current: z.boolean(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const zAdminTermsResponse = zResult(zAdminTermsVersion.extend({ message: z.string().optional() }));
export const zAdminTermsPage = zPage(zAdminTermsVersion);

// ---------------------------------------------------------------------------------------------
// Team members, service items, social links.
// ---------------------------------------------------------------------------------------------

const teamFields = {
  full_name: zRequiredText('نام و نام خانوادگی', 100),
  role_title: zRequiredText('سمت', 100),
  bio: zOptionalParagraphs(2000),
  /** The pid of an uploaded content image; null removes the photo. */
  photo_id: zPidRef.nullish(),
  sort_order: zSortOrder,
  is_active: z.boolean(),
};
export const zTeamMemberInput = z.object({
  ...teamFields,
  sort_order: zSortOrder.default(0),
  is_active: z.boolean().default(true),
});
export const zTeamMemberPatch = z.object(teamFields).partial();
export const zAdminTeamMember = zTeamMember.extend({ ...zAdminStamps, photo_id: z.string().nullable() });
export const zAdminTeamMemberResponse = zResult(zAdminTeamMember.extend({ message: z.string().optional() }));
export const zAdminTeamMemberListResponse = zResult(z.array(zAdminTeamMember));

const serviceFields = {
  title: zRequiredText('عنوان خدمت', 100),
  description: zMultilineText('توضیح خدمت', 1000, 5),
  icon: z.enum(SERVICE_ICONS, { error: 'نماد خدمت معتبر نیست.' }),
  link: zOptionalLink,
  sort_order: zSortOrder,
  is_active: z.boolean(),
};
export const zServiceItemInput = z.object({
  ...serviceFields,
  sort_order: zSortOrder.default(0),
  is_active: z.boolean().default(true),
});
export const zServiceItemPatch = z.object(serviceFields).partial();
export const zAdminServiceItem = zServiceItem.extend(zAdminStamps);
export const zAdminServiceItemResponse = zResult(
  zAdminServiceItem.extend({ message: z.string().optional() }),
);
export const zAdminServiceItemListResponse = zResult(z.array(zAdminServiceItem));

const socialFields = {
  name: zRequiredText('نام شبکه', 60),
  url: zRequiredUrl,
  icon: z.enum(SOCIAL_ICONS, { error: 'نماد شبکه معتبر نیست.' }),
  sort_order: zSortOrder,
  is_active: z.boolean(),
};
export const zSocialLinkInput = z.object({
  ...socialFields,
  sort_order: zSortOrder.default(0),
  is_active: z.boolean().default(true),
});
export const zSocialLinkPatch = z.object(socialFields).partial();
export const zAdminSocialLink = zSocialLink.extend(zAdminStamps);
export const zAdminSocialLinkResponse = zResult(zAdminSocialLink.extend({ message: z.string().optional() }));
export const zAdminSocialLinkListResponse = zResult(z.array(zAdminSocialLink));

// ---------------------------------------------------------------------------------------------
// General settings (one row) and version status (one row per platform).
// ---------------------------------------------------------------------------------------------

/** Commission and referral reward are finance settings: change them under the finance admin. */
export const zGeneralSettingsPatch = z
  .object({
    site_name: zRequiredText('نام سامانه', 60),
    tagline: zOptionalText(150),
    about: zOptionalParagraphs(2000),
    support_phone: z
      .string()
      .transform((v) => toLatinDigits(v).replace(/\s+/g, ' ').trim())
      .pipe(
        z.union([
          z.literal(''),
          z.string().regex(/^\+?[\d][\d -]{3,24}$/, { error: 'شمارهٔ تلفن پشتیبانی معتبر نیست.' }),
        ]),
      )
      .transform((v) => v || null)
      .nullish(),
    support_email: zOptionalEmail,
    address: zOptionalText(300),
    working_hours: zOptionalText(150),
  })
  .partial()
  .strict();

export const zAdminGeneralSettingsResponse = zResult(
  zGeneralSettings.extend({ message: z.string().optional() }),
);

const zBuild = (label: string) => zWholeNumber(label, 0, 999_999_999);

/** The minimum supported build may not exceed the latest build (checked with the stored values too). */
export const zVersionStatusPatch = z
  .object({
    latest_version: zRequiredText('شمارهٔ نسخه', 30, 1),
    latest_build: zBuild('آخرین شمارهٔ ساخت'),
    min_supported_build: zBuild('کمینهٔ شمارهٔ ساخت'),
    store_url: zOptionalLink,
    release_notes: zOptionalParagraphs(2000),
  })
  .partial()
  .strict();
export const zAdminVersionStatus = z.object({
  os: z.enum(APP_PLATFORMS),
  latest_version: z.string(),
  latest_build: z.number().int(),
  min_supported_build: z.number().int(),
  store_url: z.string().nullable(),
  release_notes: z.string().nullable(),
  updated_at: z.string(),
});
export const zAdminVersionStatusResponse = zResult(
  zAdminVersionStatus.extend({ message: z.string().optional() }),
);
export const zAdminVersionStatusListResponse = zResult(z.array(zAdminVersionStatus));

// ---------------------------------------------------------------------------------------------
// Contact messages, newsletter subscribers, feedback.
// ---------------------------------------------------------------------------------------------

const zAdminUserRef = z.object({ pid: z.string(), first_name: z.string(), last_name: z.string() });

export const zContactMessage = z.object({
  pid: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  is_handled: z.boolean(),
  handled_at: z.string().nullable(),
  handled_by: zAdminUserRef.nullable(),
  created_at: z.string(),
});
/** `search` matches name, email, mobile, subject and message. */
export const zContactMessageListQuery = zPageQuery.extend({ is_handled: zTrueFalse.optional() });
export const zContactMessageResponse = zResult(zContactMessage);
/** `message` is the Persian confirmation; the sender's text is `contact_message.message`. */
export const zHandleContactResponse = zResult(
  z.object({ message: z.string(), contact_message: zContactMessage }),
);
export const zContactMessagePage = zPage(zContactMessage);
/** `handle/`: mark handled, or with `{"is_handled": false}` open it again. */
export const zHandleContactRequest = z.object({ is_handled: z.boolean().default(true) }).nullish();

export const NEWSLETTER_STATUSES = ['subscribed', 'unsubscribed'] as const;
export const zNewsletterSubscriber = z.object({
  email: z.string(),
  status: z.enum(NEWSLETTER_STATUSES),
  subscribed_at: z.string(),
  unsubscribed_at: z.string().nullable(),
});
export const zNewsletterListQuery = zPageQuery.extend({ status: z.enum(NEWSLETTER_STATUSES).optional() });
export const zNewsletterPage = zPage(zNewsletterSubscriber);

export const zAdminFeedback = zFeedback.extend({
  user: zAdminUserRef.extend({ mobile: z.string() }),
  replied_by: zAdminUserRef.nullable(),
});
/** `search` matches subject, message and the sender's name or mobile. */
export const zAdminFeedbackListQuery = zPageQuery.extend({
  status: z.enum(FEEDBACK_STATUSES).optional(),
  category: z.enum(FEEDBACK_CATEGORIES).optional(),
});
export const zAdminFeedbackResponse = zResult(zAdminFeedback);
/** `message` is the Persian confirmation; the feedback's own text is `feedback.message`. */
export const zFeedbackReplyResponse = zResult(z.object({ message: z.string(), feedback: zAdminFeedback }));
export const zAdminFeedbackPage = zPage(zAdminFeedback);
/** One reply per feedback; the sender gets an in-app alarm. A second reply is a 409. */
export const zFeedbackReplyRequest = z.object({ reply: zMultilineText('متن پاسخ', 5000, 2) });

export const zContentMessageResponse = zResult(zMessage);

export type ContentImage = z.infer<typeof zContentImage>;
export type BannerInput = z.output<typeof zBannerInput>;
export type BannerPatch = z.output<typeof zBannerPatch>;
export type AdminBanner = z.infer<typeof zAdminBanner>;
export type FaqCategoryInput = z.output<typeof zFaqCategoryInput>;
export type FaqCategoryPatch = z.output<typeof zFaqCategoryPatch>;
export type AdminFaqCategory = z.infer<typeof zAdminFaqCategory>;
export type FaqInput = z.output<typeof zFaqInput>;
export type FaqPatch = z.output<typeof zFaqPatch>;
export type AdminFaq = z.infer<typeof zAdminFaq>;
export type AdminFaqListQuery = z.output<typeof zAdminFaqListQuery>;
export type TermsInput = z.output<typeof zTermsInput>;
export type TermsPatch = z.output<typeof zTermsPatch>;
export type AdminTermsVersion = z.infer<typeof zAdminTermsVersion>;
export type TeamMemberInput = z.output<typeof zTeamMemberInput>;
export type TeamMemberPatch = z.output<typeof zTeamMemberPatch>;
export type AdminTeamMember = z.infer<typeof zAdminTeamMember>;
export type ServiceItemInput = z.output<typeof zServiceItemInput>;
export type ServiceItemPatch = z.output<typeof zServiceItemPatch>;
export type AdminServiceItem = z.infer<typeof zAdminServiceItem>;
export type SocialLinkInput = z.output<typeof zSocialLinkInput>;
export type SocialLinkPatch = z.output<typeof zSocialLinkPatch>;
export type AdminSocialLink = z.infer<typeof zAdminSocialLink>;
export type GeneralSettingsPatch = z.output<typeof zGeneralSettingsPatch>;
export type VersionStatusPatch = z.output<typeof zVersionStatusPatch>;
export type AdminVersionStatus = z.infer<typeof zAdminVersionStatus>;
export type ContactMessage = z.infer<typeof zContactMessage>;
export type ContactMessageListQuery = z.output<typeof zContactMessageListQuery>;
export type NewsletterSubscriber = z.infer<typeof zNewsletterSubscriber>;
export type NewsletterListQuery = z.output<typeof zNewsletterListQuery>;
export type AdminFeedback = z.infer<typeof zAdminFeedback>;
export type AdminFeedbackListQuery = z.output<typeof zAdminFeedbackListQuery>;
