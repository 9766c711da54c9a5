import { z } from 'zod';
import { zPage, zResult } from '../envelope.ts';
import { zUserRef } from '../office/fields.ts';
import { fieldText, normalizePersianText, toLatinDigits } from '../persian.ts';
import { zDraftBody, zDraftBodyOut } from './body.ts';
import { isDraftFieldKey } from './fields.ts';
import { DRAFT_KINDS } from './templates.ts';

const draftText = {
  caseRequired: 'پرونده را انتخاب کنید.',
  templateRequired: 'الگو را انتخاب کنید.',
  titleRequired: 'عنوان پیش‌نویس را بنویسید.',
  version: 'نسخه پیش‌نویس معتبر نیست.',
  unknownValue: (key: string) => `فیلد «${key}» در فهرست فیلدها نیست.`,
};

/**
 * What the lawyer typed for fields on this draft (a claim's amount, a judgment's number) or typed over a
 * value the case gives. Dates as `YYYY-MM-DD`, amounts as digits; Persian digits accepted.
 */
export const zDraftValues = z
  .record(z.string(), z.string().max(2000, { error: fieldText.maxChars(2000) }))
  .superRefine((values, ctx) => {
    for (const key of Object.keys(values)) {
      if (!isDraftFieldKey(key)) ctx.addIssue({ code: 'custom', message: draftText.unknownValue(key) });
    }
    if (Object.keys(values).length > 100) ctx.addIssue({ code: 'custom', message: draftText.version });
  })
  .transform((values) =>
    Object.fromEntries(
      Object.entries(values)
        .map(([key, value]) => [key, normalizePersianText(value)] as const)
        .filter(([, value]) => value !== ''),
    ),
  );

const zTitle = z
  .string({ error: draftText.titleRequired })
  .max(200, { error: fieldText.maxChars(200) })
  .transform(normalizePersianText)
  .pipe(z.string().min(1, { error: draftText.titleRequired }));

export const zDraftSummary = z.object({
  pid: z.string(),
  case: z.object({ pid: z.string(), title: z.string() }),
  template: z.object({ pid: z.string(), title: z.string() }).nullable(),
  title: z.string(),
  kind: z.enum(DRAFT_KINDS),
  version: z.number().int(),
  word_count: z.number().int(),
  updated_by: zUserRef.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const zDraft = zDraftSummary.extend({
  body: zDraftBodyOut,
  values: z.record(z.string(), z.string()),
  /** What each field reads from the office, the lawyer and the case now (null: the case does not have it). */
  case_values: z.record(z.string(), z.string().nullable()),
});

export const zCreateDraftRequest = z.object({
  case: z.string({ error: draftText.caseRequired }).trim().min(1, { error: draftText.caseRequired }),
  template: z
    .string({ error: draftText.templateRequired })
    .trim()
    .min(1, { error: draftText.templateRequired }),
  title: zTitle.optional(),
  values: zDraftValues.optional(),
});

/** A save: the whole body and values, and the version it was edited from (a newer one on the server is a 409). */
export const zSaveDraftRequest = z.object({
  title: zTitle.optional(),
  body: zDraftBody,
  values: zDraftValues.default({}),
  version: z
    .union([z.number(), z.string().transform((v) => Number(toLatinDigits(v)))])
    .pipe(
      z
        .number({ error: draftText.version })
        .int({ error: draftText.version })
        .min(1, { error: draftText.version }),
    ),
});

export const zDraftVersion = z.object({
  version: z.number().int(),
  word_count: z.number().int(),
  saved_by: zUserRef.nullable(),
  saved_at: z.string(),
});
export const zDraftVersionDetail = zDraftVersion.extend({
  title: z.string(),
  body: zDraftBodyOut,
  values: z.record(z.string(), z.string()),
});

export const DRAFT_FORMATS = ['docx', 'pdf'] as const;
export type DraftFormat = (typeof DRAFT_FORMATS)[number];

export const zFileDraftRequest = z.object({
  format: z.enum(DRAFT_FORMATS).default('pdf'),
  /** Whether the case's clients see the filed document in their portal; off unless the lawyer says so. */
  visible_to_client: z.boolean().default(false),
});
export const zDraftRenderParams = z.object({ pid: z.string(), format: z.enum(DRAFT_FORMATS) });

export const zDraftResponse = zResult(zDraft);
export const zDraftPage = zPage(zDraftSummary);
export const zDraftVersionPage = zPage(zDraftVersion);
export const zDraftVersionResponse = zResult(zDraftVersionDetail);

export type DraftSummary = z.infer<typeof zDraftSummary>;
export type Draft = z.infer<typeof zDraft>;
export type DraftVersion = z.infer<typeof zDraftVersion>;
export type DraftVersionDetail = z.infer<typeof zDraftVersionDetail>;
export type CreateDraftRequest = z.input<typeof zCreateDraftRequest>;
export type SaveDraftRequest = z.input<typeof zSaveDraftRequest>;
export type FileDraftRequest = z.input<typeof zFileDraftRequest>;
