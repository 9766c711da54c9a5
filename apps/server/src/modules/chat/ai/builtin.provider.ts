import { toPersianDigits } from '@vakilyar/contract';
import { aiTexts } from './ai.messages.ts';
import { type AiProvider, type AssistantQuestion, citationsOf } from './provider.ts';
import type { UserContext } from './user-context.ts';

const EXCERPT = 900;

const jalaliParts = new Intl.DateTimeFormat('fa-IR-u-ca-persian-nu-arabext', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Tehran',
});

/** «دوشنبه ۲ آذر ۱۴۰۵، ساعت ۰۹:۳۰» in Tehran time. */
export function formatJalali(date: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    jalaliParts.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}، ساعت ${part('hour')}:${part('minute')}`;
}

/** An entry's text, cut at a sentence end when it is long. */
function excerpt(body: string): string {
  if (body.length <= EXCERPT) return body;
  const cut = body.slice(0, EXCERPT);
  const end = Math.max(cut.lastIndexOf('.'), cut.lastIndexOf('؛'));
  return `${end > EXCERPT / 2 ? cut.slice(0, end + 1) : cut}…`;
}

/** The user's own data in a few lines. */
export function describeUserContext(context: UserContext): string {
  const lines = context.cases.length
    ? [aiTexts.yourCases, ...context.cases.map((c) => aiTexts.caseLine(c.title, c.status, c.caseNumber))]
    : [aiTexts.noCases];
  if (context.events.length) {
    lines.push(
      '',
      aiTexts.yourEvents,
      ...context.events.map((e) => aiTexts.eventLine(e.title, formatJalali(e.at))),
    );
  }
  return lines.join('\n');
}

/**
 * The built-in assistant: it writes nothing of its own about the law. It quotes the matching entries of
 * the knowledge base with their sources, adds the user's own data when asked about it, and when nothing
 * matches says so plainly and points to a human consultant.
 */
export const builtinProvider: AiProvider = {
  name: 'builtin',
  async answer({ entries, userContext }: AssistantQuestion) {
    const parts: string[] = [];
    if (entries.length) {
      parts.push(aiTexts.intro);
      entries.forEach((entry, i) => {
        parts.push(
          `${toPersianDigits(i + 1)}. ${entry.title}\n«${excerpt(entry.body)}»\n(${aiTexts.sourceLabel}: ${entry.source})`,
        );
      });
    }
    if (userContext) parts.push(describeUserContext(userContext));
    if (!entries.length && !userContext) return { content: aiTexts.noSource, citations: [] };
    if (entries.length) parts.push(aiTexts.disclaimer);
    return { content: parts.join('\n\n'), citations: citationsOf(entries) };
  },
};
