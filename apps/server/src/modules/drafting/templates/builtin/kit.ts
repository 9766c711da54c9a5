import type { DraftBody, DraftFieldKey, DraftKind, DraftNode } from '@vakilyar/contract';

// A small vocabulary to write the built-in templates as documents, not as JSON.

export type Part = string | DraftNode;

export interface BuiltinTemplate {
  pid: string;
  kind: DraftKind;
  title: string;
  purpose: string;
  body: DraftBody;
}

/** A merge field. */
export const f = (key: DraftFieldKey): DraftNode => ({ type: 'field', attrs: { key } });
/** Bold text. */
export const b = (text: string): DraftNode => ({ type: 'text', text, marks: [{ type: 'bold' }] });

const inline = (parts: Part[]): DraftNode[] =>
  parts
    .filter((part) => part !== '')
    .map((part) => (typeof part === 'string' ? { type: 'text', text: part } : part));

export const p = (...parts: Part[]): DraftNode => ({ type: 'paragraph', content: inline(parts) });
export const h = (level: 1 | 2 | 3, ...parts: Part[]): DraftNode => ({
  type: 'heading',
  attrs: { level },
  content: inline(parts),
});
const list = (type: 'bulletList' | 'orderedList', items: Part[][]): DraftNode => ({
  type,
  content: items.map((item) => ({ type: 'listItem', content: [p(...item)] })),
});
export const ul = (...items: Part[][]): DraftNode => list('bulletList', items);
export const ol = (...items: Part[][]): DraftNode => list('orderedList', items);

/** A table whose first row is its header. */
export const table = (header: string[], ...rows: Part[][]): DraftNode => ({
  type: 'table',
  content: [
    { type: 'tableRow', content: header.map((cell) => ({ type: 'tableHeader', content: [p(b(cell))] })) },
    ...rows.map((row) => ({
      type: 'tableRow',
      content: row.map((cell) => ({ type: 'tableCell', content: [p(cell)] })),
    })),
  ],
});

export const doc = (...content: DraftNode[]): DraftBody => ({ type: 'doc', content });

/** The signature block every paper of the office ends with. */
export const lawyerSignature = (): DraftNode[] => [
  p(''),
  p('با تجدید احترام'),
  p(f('lawyer.name')),
  p('وکیل پایه یک دادگستری — ', f('office.name')),
  p('شماره پروانه: ', f('lawyer.licence_no'), ' — ', f('lawyer.bar_association')),
  p('تاریخ: ', f('today')),
];
