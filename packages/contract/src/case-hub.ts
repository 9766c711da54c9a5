// The case as the hub: the client–office thread of a case, and the hearing texts to the case's clients.
import { z } from 'zod';
import { zPage, zPageQuery, zResult } from './envelope.ts';
import { FILE_TYPES, zUserRef } from './office.ts';

export * from './case-hub-paths.ts';

/** Longest message of a case thread, in characters. */
export const CASE_MESSAGE_MAX = 4000;

export const zCaseMessageRequest = z.object({
  /** Kept as typed (digits too), only trimmed. */
  body: z
    .string({ error: 'متن پیام را بنویسید.' })
    .trim()
    .min(1, { error: 'متن پیام را بنویسید.' })
    .max(CASE_MESSAGE_MAX, { error: 'متن پیام طولانی‌تر از حد مجاز است.' }),
});

export const zCaseMessage = z.object({
  pid: z.string(),
  /** Empty for a file sent without words. */
  body: z.string(),
  author: zUserRef.nullable(),
  /** Written by one of the case's clients (else by the lawyer or a secretary). */
  from_client: z.boolean(),
  /** Whether the caller wrote it. */
  mine: z.boolean(),
  attachment: z
    .object({
      pid: z.string(),
      name: z.string(),
      size: z.number().int(),
      file_type: z.enum(FILE_TYPES),
      /** Download address for the caller (the office's or the client portal's). */
      url: z.string(),
    })
    .nullable(),
  created_at: z.string(),
});

/** `GET …/thread/`: newest first. */
export const zCaseMessageListQuery = zPageQuery;
export const zCaseMessagePage = zPage(zCaseMessage);
export const zCaseMessageResponse = zResult(zCaseMessage.extend({ message: z.string() }));

/** What texting a hearing's reminder to the case's clients would send, before the event is saved. */
export const zClientSmsPreviewRequest = z.object({
  case: z.string({ error: 'پرونده را انتخاب کنید.' }).min(1, { error: 'پرونده را انتخاب کنید.' }).max(40),
  title: z.string().max(200).optional(),
  starts_at: z.string({ error: 'زمان شروع رویداد را وارد کنید.' }).datetime({
    offset: true,
    error: 'زمان شروع معتبر نیست.',
  }),
  all_day: z.boolean().optional(),
  court: z.string().max(200).nullish(),
  branch: z.string().max(100).nullish(),
});

export const zClientSmsPreview = z.object({
  /** The case's clients with a mobile number: one text each. */
  recipients: z.number().int(),
  /** SMS parts of one text (each part is one credit). */
  segments: z.number().int(),
  /** Credits the texts take: recipients × segments. */
  credits: z.number().int(),
  /** The office's SMS credit now. */
  balance: z.number().int(),
  text: z.string(),
});
export const zClientSmsPreviewResponse = zResult(zClientSmsPreview);

export type CaseMessage = z.infer<typeof zCaseMessage>;
export type ClientSmsPreview = z.infer<typeof zClientSmsPreview>;
export type ClientSmsPreviewRequest = z.output<typeof zClientSmsPreviewRequest>;
