import { z } from 'zod';
import { zMessage, zPage, zPageQuery, zResult } from '../envelope.ts';
import { zWholeNumber } from '../money/rules.ts';
import { toLatinDigits } from '../persian.ts';
// Every admin list and form of the site content. PATCH bodies are the POST fields, all optional.
import {
  zAdminStamps,
  zMultilineText,
  zOptionalEmail,
  zOptionalLink,
  zOptionalParagraphs,
  zOptionalText,
  zPidRef,
  zRequiredText,
  zRequiredUrl,
  zSortOrder,
  zTrueFalse,
} from './fields.ts';
import { zFeedback, zGeneralSettings, zServiceItem, zSocialLink, zTeamMember } from './public.ts';
import {
  APP_PLATFORMS,
  FEEDBACK_CATEGORIES,
  FEEDBACK_STATUSES,
  SERVICE_ICONS,
  SOCIAL_ICONS,
} from './vocab.ts';

// The admin's team, service items, social links, settings, version status, contact messages and feedback.

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
