import { z } from 'zod';
import { zPage, zResult } from '../envelope.ts';
import { zOptionalText } from '../office/fields.ts';
import { fieldText, normalizePersianText } from '../persian.ts';
import { zDraftBody, zDraftBodyOut } from './body.ts';

export const DRAFT_KINDS = [
  'petition',
  'defense_brief',
  'declaration',
  'complaint',
  'appeal',
  'objection',
  'fee_contract',
  'receipt',
  'client_letter',
  'other',
] as const;
export type DraftKind = (typeof DRAFT_KINDS)[number];

export const DRAFT_KIND_LABELS: Record<DraftKind, string> = {
  petition: 'دادخواست',
  defense_brief: 'لایحه دفاعیه',
  declaration: 'اظهارنامه',
  complaint: 'شکوائیه',
  appeal: 'تقاضای تجدیدنظر',
  objection: 'واخواهی',
  fee_contract: 'قرارداد حق‌الوکاله',
  receipt: 'رسید',
  client_letter: 'نامه به موکل',
  other: 'سایر',
};

const templateText = {
  titleRequired: 'عنوان الگو را بنویسید.',
  kind: 'نوع الگو معتبر نیست.',
};

const zTitle = z
  .string({ error: templateText.titleRequired })
  .max(200, { error: fieldText.maxChars(200) })
  .transform(normalizePersianText)
  .pipe(z.string().min(1, { error: templateText.titleRequired }));

export const zDraftTemplateSummary = z.object({
  pid: z.string(),
  title: z.string(),
  kind: z.enum(DRAFT_KINDS),
  /** What the template is for, in a sentence or two. */
  purpose: z.string(),
  /** The merge fields it uses, in order of first use. */
  fields: z.array(z.string()),
  builtin: z.boolean(),
  archived: z.boolean(),
  updated_at: z.string().nullable(),
});
export const zDraftTemplate = zDraftTemplateSummary.extend({ body: zDraftBodyOut });

export const zCreateDraftTemplateRequest = z.object({
  title: zTitle,
  kind: z.enum(DRAFT_KINDS, { error: templateText.kind }).default('other'),
  purpose: zOptionalText(1000),
  body: zDraftBody,
});
export const zUpdateDraftTemplateRequest = z.object({
  title: zTitle.optional(),
  kind: z.enum(DRAFT_KINDS, { error: templateText.kind }).optional(),
  purpose: zOptionalText(1000),
  body: zDraftBody.optional(),
  archived: z.boolean().optional(),
});
export const zDraftTemplateListQuery = z.object({
  /** `true` lists the archived templates of the office instead of the ones in use. */
  archived: z.enum(['true', 'false']).optional(),
});

export const zDraftTemplateResponse = zResult(zDraftTemplate);
export const zDraftTemplatePage = zPage(zDraftTemplateSummary);

export type DraftTemplateSummary = z.infer<typeof zDraftTemplateSummary>;
export type DraftTemplate = z.infer<typeof zDraftTemplate>;
export type CreateDraftTemplateRequest = z.input<typeof zCreateDraftTemplateRequest>;
export type UpdateDraftTemplateRequest = z.input<typeof zUpdateDraftTemplateRequest>;
