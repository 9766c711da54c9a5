import { toPersianDigits } from '@vakilyar/contract';
import { describeUserContext } from './builtin.provider.ts';
import { type AiProvider, type AssistantQuestion, citationsOf } from './provider.ts';

export interface OpenAiOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const INSTRUCTIONS = [
  'تو دستیار حقوقی وکیل‌یار هستی و فقط به فارسی رسمی و روشن پاسخ می‌دهی.',
  'تنها از «منابع» زیر پاسخ بده. هیچ ماده قانونی، عدد، مهلت یا حکمی را که در منابع نیامده است ننویس و از حافظه خود چیزی درباره قانون نیفزا.',
  'برای هر نکته شماره منبع را به شکل [۱] بیاور و در پایان، نام منابعی را که به کار برده‌ای فهرست کن.',
  'اگر منابع برای پاسخ کافی نیست، صریحاً بگو که در منابع وکیل‌یار پاسخ معتبری نیست و پیشنهاد کن با یکی از مشاوران حقوقی وکیل‌یار مشورت شود.',
  'اطلاعات شخصی کاربر (پرونده‌ها و رویدادهایش) را فقط در صورت ارتباط با پرسش و همان‌گونه که داده شده ذکر کن.',
  'در پایان یادآوری کن که پاسخ جنبه آگاهی‌بخشی دارد و جایگزین مشاوره با وکیل نیست.',
].join('\n');

function sourcesBlock({ entries, userContext }: AssistantQuestion): string {
  const sources = entries.map(
    (e, i) => `[${toPersianDigits(i + 1)}] ${e.title}\nمنبع: ${e.source}\nمتن: ${e.body}`,
  );
  const parts = [`منابع:\n${sources.join('\n\n')}`];
  if (userContext) parts.push(`اطلاعات کاربر:\n${describeUserContext(userContext)}`);
  return parts.join('\n\n');
}

/**
 * Any OpenAI-compatible chat-completions endpoint (AI_BASE_URL, AI_API_KEY, AI_MODEL). The retrieved
 * entries go in the prompt with the instruction to answer from them only and cite them; the citations
 * stored with the answer are those entries.
 */
export function createOpenAiProvider(options: OpenAiOptions): AiProvider {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const doFetch = options.fetch ?? fetch;
  return {
    name: 'openai',
    async answer(input) {
      const response = await doFetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: options.model,
          temperature: 0.1,
          messages: [
            { role: 'system', content: INSTRUCTIONS },
            ...input.history.slice(-6),
            { role: 'user', content: `${sourcesBlock(input)}\n\nپرسش کاربر: ${input.question}` },
          ],
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
      if (!response.ok) throw new Error(`AI endpoint answered ${response.status}`);
      const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
      const content = body.choices?.[0]?.message?.content;
      if (typeof content !== 'string' || !content.trim()) throw new Error('AI endpoint gave no answer');
      return { content: content.trim(), citations: citationsOf(input.entries) };
    },
  };
}
