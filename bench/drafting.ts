// npx tsx bench/drafting.ts: a 5,000-word draft (headings, lists, a table, fields) through the save path's
// validation and word count, and through both renderers: the first run in this process (fonts parsed, every
// word shaped), then the median of the next runs, each on a draft of its own (a number of its own in every
// paragraph, so no line is drawn twice).
import { draftWordCount, zDraftBody } from '@vakilyar/contract';
import { renderDocx } from '../apps/server/src/modules/drafting/render/docx.ts';
import { renderPdf } from '../apps/server/src/modules/drafting/render/pdf.ts';
import { resolveDraft } from '../apps/server/src/modules/drafting/render/resolve.ts';

const RUNS = 6;
const sentence =
  'موکل در تاریخ یادشده مبلغ خواسته را به حساب خوانده واریز کرده و خوانده با وجود اخطار از ایفای تعهد خودداری کرده است';
const paragraph = (i: number, run: number) => ({
  type: 'paragraph',
  content: [
    { type: 'text', text: `${i}. ${sentence} (پرونده ${run * 10_000 + i}) ` },
    { type: 'field', attrs: { key: 'client.name' } },
    { type: 'text', text: ` ${sentence} ${sentence}.`, marks: [{ type: 'bold' }] },
  ],
});

function draftOf(run: number) {
  const content: unknown[] = [
    { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'لایحه دفاعیه' }] },
  ];
  for (let i = 0; content.length < 2000; i++) {
    content.push(paragraph(i, run));
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
  return { type: 'doc', content };
}

async function measure(label: string, task: (run: number) => unknown) {
  const ms: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    await task(run);
    ms.push(performance.now() - start);
  }
  const [first, ...rest] = ms;
  rest.sort((a, b) => a - b);
  console.log(
    `  ${label}: first ${first?.toFixed(0)} ms, then median ${rest[Math.floor(rest.length / 2)]?.toFixed(0)} ms, max ${rest.at(-1)?.toFixed(0)} ms`,
  );
}

const raws = Array.from({ length: RUNS }, (_, run) => draftOf(run));
const values = { 'client.name': 'علی رضایی', today: '2026-11-27' };
const documents = raws.map((raw) => resolveDraft('لایحه دفاعیه', zDraftBody.parse(raw), values));
console.log(
  `Drafting: ${draftWordCount(zDraftBody.parse(raws[0]))} words, ${JSON.stringify(raws[0]).length} characters of JSON`,
);
await measure('save path (validate + word count)', (run) => draftWordCount(zDraftBody.parse(raws[run])));
const documentOf = (run: number) => {
  const document = documents[run];
  if (!document) throw new Error(`no draft for run ${run}`);
  return document;
};
await measure('render PDF', (run) => renderPdf(documentOf(run)));
await measure('render Word', (run) => renderDocx(documentOf(run)));
