import { z } from 'zod';
import { zPage, zPageQuery, zResult } from '../envelope.ts';
import { zRole } from '../roles.ts';
import {
  zAdminStamps,
  zMultilineText,
  zOptionalDateTime,
  zOptionalLink,
  zOptionalText,
  zPidRef,
  zRequiredText,
  zSortOrder,
  zTrueFalse,
} from './fields.ts';
import { zBanner, zFaq, zFaqCategory } from './public.ts';
import { BANNER_PLACEMENTS } from './vocab.ts';

// Every admin list and form of the site content. PATCH bodies are the POST fields, all optional.

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
  /** Who sees it; empty: everyone. */
  audience: z.array(zRole, { error: 'مخاطبان بنر معتبر نیستند.' }).max(5),
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
    audience: bannerFields.audience.default([]),
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
