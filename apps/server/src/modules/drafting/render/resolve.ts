import {
  blankOf,
  type DraftBody,
  type DraftNode,
  type DraftValueSource,
  draftFieldDisplay,
  isDraftFieldKey,
  toPersianDigits,
} from '@vakilyar/contract';

/** A stretch of text with one style; `blank` marks a field the case does not have, printed to fill by hand. */
export interface Run {
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  blank?: boolean;
}

export type Block =
  | { kind: 'paragraph'; heading?: 1 | 2 | 3; runs: Run[] }
  | { kind: 'list'; ordered: boolean; items: Block[][] }
  | { kind: 'table'; rows: { header: boolean; cells: Block[][] }[] }
  | { kind: 'quote'; blocks: Block[] }
  | { kind: 'rule' };

/** The document the renderers print: every field replaced by its value or by a visible blank. */
export interface ResolvedDocument {
  title: string;
  blocks: Block[];
}

function runsOf(nodes: readonly DraftNode[] = [], values: DraftValueSource): Run[] {
  const runs: Run[] = [];
  for (const node of nodes) {
    const marks = new Set((node.marks ?? []).map((m) => m.type));
    const style = {
      ...(marks.has('bold') ? { bold: true } : {}),
      ...(marks.has('italic') ? { italic: true } : {}),
      ...(marks.has('underline') ? { underline: true } : {}),
    };
    if (node.type === 'text' && node.text) runs.push({ text: toPersianDigits(node.text), ...style });
    else if (node.type === 'hardBreak') runs.push({ text: '\n' });
    else if (node.type === 'field') {
      const key = String(node.attrs?.key ?? '');
      if (!isDraftFieldKey(key)) continue;
      const value = draftFieldDisplay(key, values);
      runs.push(value === null ? { text: blankOf(key), blank: true, ...style } : { text: value, ...style });
    }
  }
  return runs;
}

function blocksOf(nodes: readonly DraftNode[] = [], values: DraftValueSource): Block[] {
  const blocks: Block[] = [];
  for (const node of nodes) {
    switch (node.type) {
      case 'paragraph':
        blocks.push({ kind: 'paragraph', runs: runsOf(node.content, values) });
        break;
      case 'heading': {
        const level = Number(node.attrs?.level ?? 1);
        blocks.push({
          kind: 'paragraph',
          heading: level <= 1 ? 1 : level === 2 ? 2 : 3,
          runs: runsOf(node.content, values),
        });
        break;
      }
      case 'bulletList':
      case 'orderedList':
        blocks.push({
          kind: 'list',
          ordered: node.type === 'orderedList',
          items: (node.content ?? []).map((item) => blocksOf(item.content, values)),
        });
        break;
      case 'table':
        blocks.push({
          kind: 'table',
          rows: (node.content ?? []).map((row) => ({
            header: (row.content ?? []).every((cell) => cell.type === 'tableHeader'),
            cells: (row.content ?? []).map((cell) => blocksOf(cell.content, values)),
          })),
        });
        break;
      case 'blockquote':
        blocks.push({ kind: 'quote', blocks: blocksOf(node.content, values) });
        break;
      case 'horizontalRule':
        blocks.push({ kind: 'rule' });
        break;
      default:
        blocks.push(...blocksOf(node.content, values));
    }
  }
  return blocks;
}

export function resolveDraft(title: string, body: DraftBody, values: DraftValueSource): ResolvedDocument {
  return { title, blocks: blocksOf(body.content, values) };
}

/** The printed text, one line per paragraph (list items with their numbers, table cells each a line). */
export function resolvedText(document: ResolvedDocument): string {
  const lines: string[] = [];
  const walk = (blocks: Block[]) => {
    for (const block of blocks) {
      if (block.kind === 'paragraph') lines.push(block.runs.map((r) => r.text).join(''));
      else if (block.kind === 'list') {
        block.items.forEach((item, index) => {
          const at = lines.length;
          walk(item);
          const marker = block.ordered ? `${toPersianDigits(index + 1)}. ` : '• ';
          if (lines.length > at) lines[at] = `${marker}${lines[at]}`;
        });
      } else if (block.kind === 'table')
        for (const row of block.rows) for (const cell of row.cells) walk(cell);
      else if (block.kind === 'quote') walk(block.blocks);
    }
  };
  walk(document.blocks);
  return lines.join('\n');
}
