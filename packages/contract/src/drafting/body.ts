import { z } from 'zod';
import { DRAFT_FIELDS, type DraftFieldKey, isDraftFieldKey } from './fields.ts';

/**
 * A draft's or a template's body: the editor's (ProseMirror/TipTap) JSON document. Merge fields are inline
 * `field` nodes (`attrs.key`), so the same tree renders in the editor, to Word and to PDF.
 */
export interface DraftNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: DraftNode[];
  text?: string;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
}
export interface DraftBody {
  type: 'doc';
  content: DraftNode[];
}

export const DRAFT_BLOCK_NODES = [
  'paragraph',
  'heading',
  'bulletList',
  'orderedList',
  'listItem',
  'table',
  'tableRow',
  'tableCell',
  'tableHeader',
  'blockquote',
  'horizontalRule',
] as const;
export const DRAFT_INLINE_NODES = ['text', 'hardBreak', 'field'] as const;
export const DRAFT_MARKS = ['bold', 'italic', 'underline'] as const;
const KNOWN_NODES = new Set<string>(['doc', ...DRAFT_BLOCK_NODES, ...DRAFT_INLINE_NODES]);
const KNOWN_MARKS = new Set<string>(DRAFT_MARKS);

/** Longest body, in characters of its JSON: a 5,000-word brief is about 80,000. */
export const DRAFT_BODY_MAX_CHARS = 600_000;

/** Every node of a body, depth first, in reading order. */
export function* draftNodes(nodes: readonly DraftNode[]): Generator<DraftNode> {
  for (const node of nodes) {
    yield node;
    if (node.content) yield* draftNodes(node.content);
  }
}

/** The merge fields a body uses, in order of first use. */
export function draftFieldKeys(body: DraftBody): string[] {
  const keys = new Set<string>();
  for (const node of draftNodes(body.content)) {
    if (node.type === 'field') keys.add(String(node.attrs?.key ?? ''));
  }
  return [...keys];
}

/** What is wrong with a body: an unknown node or mark, or a field that does not exist (named). */
export function draftBodyProblems(body: DraftBody): string[] {
  const problems: string[] = [];
  for (const node of draftNodes(body.content)) {
    if (!KNOWN_NODES.has(node.type) || node.type === 'doc') problems.push(draftBodyText.badNode(node.type));
    if (node.type === 'field') {
      const key = String(node.attrs?.key ?? '');
      if (!isDraftFieldKey(key)) problems.push(draftBodyText.unknownField(key));
    }
    for (const mark of node.marks ?? []) {
      if (!KNOWN_MARKS.has(mark.type)) problems.push(draftBodyText.badMark(mark.type));
    }
  }
  return [...new Set(problems)];
}

export const draftBodyText = {
  unknownField: (key: string) =>
    `فیلد «${key}» در فهرست فیلدها نیست؛ آن را بردارید یا از فهرست فیلدها بگذارید.`,
  badNode: (type: string) => `بخشی از متن («${type}») در پیش‌نویس پذیرفته نیست.`,
  badMark: (type: string) => `قالب‌بندی «${type}» در پیش‌نویس پذیرفته نیست.`,
  tooLong: 'متن پیش‌نویس بیش از اندازه بلند است.',
  notADocument: 'متن پیش‌نویس معتبر نیست.',
};

const zNodeShape: z.ZodType<DraftNode> = z.object({
  type: z.string().max(40),
  attrs: z.record(z.string(), z.unknown()).optional(),
  content: z.array(z.lazy(() => zNodeShape)).optional(),
  text: z.string().optional(),
  marks: z
    .array(z.object({ type: z.string().max(40), attrs: z.record(z.string(), z.unknown()).optional() }))
    .optional(),
}) as z.ZodType<DraftNode>;

/** A body in an answer (already checked when it was saved). */
export const zDraftBodyOut = z.object({
  type: z.literal('doc'),
  content: z.array(z.record(z.string(), z.unknown())),
}) as unknown as z.ZodType<DraftBody>;

/**
 * A body as the server accepts it: a document whose nodes, marks and fields are all known. A field that
 * does not exist is refused with its name, so a template is never saved with a key that would print raw.
 */
export const zDraftBody = z
  .object({
    type: z.literal('doc', { error: draftBodyText.notADocument }),
    content: z.array(z.record(z.string(), z.unknown())),
  })
  .superRefine((value, ctx) => {
    if (JSON.stringify(value).length > DRAFT_BODY_MAX_CHARS) {
      ctx.addIssue({ code: 'custom', message: draftBodyText.tooLong });
      return;
    }
    const parsed = z.array(zNodeShape).safeParse(value.content);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: draftBodyText.notADocument });
      return;
    }
    for (const message of draftBodyProblems({ type: 'doc', content: parsed.data })) {
      ctx.addIssue({ code: 'custom', message });
    }
  })
  .transform((value) => value as unknown as DraftBody) as unknown as z.ZodType<DraftBody, DraftBody>;

/** The text of a body, one line per block, with each field replaced as `fieldText` says. */
export function draftPlainText(body: DraftBody, fieldText: (key: DraftFieldKey) => string): string {
  const lines: string[] = [];
  const inline = (nodes: readonly DraftNode[] = []): string =>
    nodes
      .map((node) => {
        if (node.type === 'text') return node.text ?? '';
        if (node.type === 'hardBreak') return '\n';
        if (node.type === 'field') {
          const key = String(node.attrs?.key ?? '');
          return isDraftFieldKey(key) ? fieldText(key) : '';
        }
        return '';
      })
      .join('');
  const block = (node: DraftNode) => {
    if (node.type === 'paragraph' || node.type === 'heading') lines.push(inline(node.content));
    else for (const child of node.content ?? []) block(child);
  };
  for (const node of body.content) block(node);
  return lines.join('\n');
}

/** Words of a body's text (fields count as one word each), for the draft list and the 5,000-word budget. */
export function draftWordCount(body: DraftBody): number {
  const text = draftPlainText(body, () => 'x');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export const fieldLabelOf = (key: string): string => (isDraftFieldKey(key) ? DRAFT_FIELDS[key].label : key);
