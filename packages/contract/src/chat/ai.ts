import { z } from 'zod';
import { zPage, zPageQuery, zResult } from '../envelope.ts';
import { normalizePersianText } from '../persian.ts';
import { CHAT_RULES, KNOWLEDGE_KINDS } from './vocabulary.ts';

/** POST /api/chat/v1/ai/create-chat/: opens an AI session (402 over the plan's AI chats of this month). */
export const zCreateAiChatRequest = z
  .object({
    title: z
      .string()
      .max(200, { error: 'عنوان طولانی‌تر از حد مجاز است.' })
      .transform((v) => normalizePersianText(v) || CHAT_RULES.aiDefaultTitle)
      .default(CHAT_RULES.aiDefaultTitle),
    ai_type: z.string().trim().min(1).max(20).default(CHAT_RULES.aiDefaultType),
  })
  .strict();
export type CreateAiChatRequest = z.input<typeof zCreateAiChatRequest>;

// ---------------------------------------------------------------------------------------------
// The knowledge base the assistant answers from: /api/admin/v1/ai/knowledge/ (admins).
// ---------------------------------------------------------------------------------------------

export const zKnowledgeEntry = z.object({
  pid: z.string(),
  kind: z.enum(KNOWLEDGE_KINDS),
  title: z.string(),
  body: z.string(),
  /** The citation, e.g. «قانون آیین دادرسی مدنی، ماده ۳۳۶». */
  source: z.string(),
  tags: z.array(z.string()),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});

const zRequiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} را بنویسید.` })
    .transform(normalizePersianText)
    .pipe(
      z
        .string()
        .min(2, { error: `${label} را بنویسید.` })
        .max(max, { error: `${label} طولانی‌تر از حد مجاز است.` }),
    );

const knowledgeFields = {
  kind: z.enum(KNOWLEDGE_KINDS, { error: 'نوع مطلب معتبر نیست.' }),
  title: zRequiredText('عنوان', 300),
  body: zRequiredText('متن', 10_000),
  source: zRequiredText('منبع', 300),
  tags: z
    .array(z.string().transform(normalizePersianText).pipe(z.string().min(1).max(60)))
    .max(20, { error: 'حداکثر ۲۰ برچسب.' }),
  is_active: z.boolean(),
};

export const zCreateKnowledgeEntryRequest = z
  .object({
    ...knowledgeFields,
    kind: knowledgeFields.kind.default('law_article'),
    tags: knowledgeFields.tags.default([]),
    is_active: knowledgeFields.is_active.default(true),
  })
  .strict();
export const zUpdateKnowledgeEntryRequest = z.object(knowledgeFields).partial().strict();

export const zKnowledgeListQuery = zPageQuery.extend({
  kind: z.enum(KNOWLEDGE_KINDS).optional(),
  tag: z.string().max(60).optional(),
  is_active: z.enum(['true', 'false']).optional(),
});

export const zKnowledgeEntryResponse = zResult(zKnowledgeEntry);
export const zKnowledgeEntryPage = zPage(zKnowledgeEntry);
export const zKnowledgeEntryMutationResponse = zResult(zKnowledgeEntry.extend({ message: z.string() }));

export type KnowledgeEntry = z.infer<typeof zKnowledgeEntry>;
export type CreateKnowledgeEntryRequest = z.input<typeof zCreateKnowledgeEntryRequest>;
