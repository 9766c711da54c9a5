// npx tsx bench/drafting.ts: a 5,000-word draft (headings, lists, a table, fields) through the save path's
// validation and word count, and through both renderers; median of warm runs, after one cold run.
import { draftWordCount, zDraftBody } from '@vakilyar/contract';
import { renderDocx } from '../apps/server/src/modules/drafting/render/docx.ts';
import { renderPdf } from '../apps/server/src/modules/drafting/render/pdf.ts';
import { resolveDraft } from '../apps/server/src/modules/drafting/render/resolve.ts';

const sentence =
  'موکل در تاریخ یادشده مبلغ خواسته را به حساب خوانده واریز کرده و خوانده با وجود اخطار از ایفای تعهد خودداری کرده است';
const paragraph = (i: number) => ({
  type: 'paragraph',
  content: [
    { type: 'text', text: `${i}. ${sentence} ` },
    { type: 'field', attrs: { key: 'client.name' } },
    { type: 'text', text: ` ${sentence} ${sentence}.`, marks: [{ type: 'bold' }] },
  ],
});
const content: unknown[] = [
  { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'لایحه دفاعیه' }] },
];
for (let i = 0; content.length < 2000; i++) {
  content.push(paragraph(i));
  if (i % 20 === 0)
    content.push({ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: `بخش ${i}` }] });
  if (i % 30 === 0) {
    content.push({
      type: 'orderedList',
      content: [1, 2, 3].map(() => ({
        type: 'listItem',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: sentence }] }],
      })),
    });
  }
  if (draftWordCount({ type: 'doc', content } as never) >= 5000) break;
}
content.push({
  type: 'table',
  content: [0, 1, 2].map(() => ({
    type: 'tableRow',
    content: [0, 1, 2].map(() => ({
      type: 'tableCell',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'خواهان' }] }],
    })),
  })),
});
const raw = { type: 'doc', content };
const values = { 'client.name': 'علی رضایی', today: '2026-11-27' };

async function measure(label: string, run: () => unknown, times = 5) {
  await run();
  const ms: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  console.log(
    `  ${label}: median ${ms[Math.floor(ms.length / 2)]?.toFixed(0)} ms, max ${ms.at(-1)?.toFixed(0)} ms`,
  );
}

const body = zDraftBody.parse(raw);
console.log(`Drafting: ${draftWordCount(body)} words, ${JSON.stringify(raw).length} characters of JSON`);
await measure('save path (validate + word count)', () => draftWordCount(zDraftBody.parse(raw)), 20);
const document = resolveDraft('لایحه دفاعیه', body, values);
await measure('render PDF', () => renderPdf(document));
await measure('render Word', () => renderDocx(document));
