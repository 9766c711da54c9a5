import {
  chatPaths,
  KNOWLEDGE_KIND_LABELS,
  KNOWLEDGE_KINDS,
  type KnowledgeEntry,
  zCreateKnowledgeEntryRequest,
  zUpdateKnowledgeEntryRequest,
} from '@vakilyar/contract';
import { z } from 'zod';
import type { FieldDef, FormValues, ResourceSpec } from '@/features/admin-content/kit/resource-types';
import { updatedMeta } from '@/features/admin-content/sections/shared';
import { adminContentText } from '@/locales/fa/admin-content';
import { adminKnowledgeText as text } from '@/locales/fa/admin-knowledge';

const common = adminContentText.common;
const activeChip = (active: boolean) =>
  active ? { label: text.inUse, color: 'success' as const } : { label: text.notInUse };
const kindChoices = KNOWLEDGE_KINDS.map((value) => ({ value, label: KNOWLEDGE_KIND_LABELS[value] }));

/** The keywords as typed, «،» or «,» between them; the contract checks each one and how many. */
const tagsOf = (typed: string): string[] =>
  typed
    .split(/[,،]/)
    .map((tag) => tag.trim())
    .filter(Boolean);

/** The keywords field is one text; split, each one and how many are checked with Persian messages. */
const typedTags = z
  .string()
  .transform(tagsOf)
  .pipe(z.array(z.string().max(60, { error: text.tagTooLong })).max(20, { error: text.tooManyTags }));

const fields: FieldDef[] = [
  { kind: 'select', name: 'kind', label: text.kind, options: kindChoices, half: true },
  { kind: 'switch', name: 'is_active', label: text.inUse, half: true },
  { kind: 'text', name: 'title', label: text.titleField, helperText: text.titleHint, required: true },
  { kind: 'multiline', name: 'body', label: text.body, rows: 6, required: true },
  { kind: 'text', name: 'source', label: text.source, helperText: text.sourceHint, required: true },
  { kind: 'text', name: 'tags', label: text.tags, helperText: text.tagsHint },
];

const valuesOf = (entry: KnowledgeEntry | null): FormValues => ({
  kind: entry?.kind ?? 'law_article',
  title: entry?.title ?? '',
  body: entry?.body ?? '',
  source: entry?.source ?? '',
  tags: entry?.tags.join('، ') ?? '',
  is_active: entry?.is_active ?? true,
});

/** The assistant's knowledge base: searchable, by kind and by whether the assistant uses it. */
export const knowledgeSpec: ResourceSpec<KnowledgeEntry> = {
  listEndpoint: chatPaths.admin.knowledge,
  paged: true,
  searchable: true,
  filters: [
    { name: 'kind', label: text.kind, choices: kindChoices },
    {
      name: 'is_active',
      label: text.use,
      choices: [
        { value: 'true', label: text.inUse },
        { value: 'false', label: text.notInUse },
      ],
    },
  ],
  itemKey: (entry) => entry.pid,
  view: (entry) => ({
    title: entry.title,
    subtitle: entry.source,
    body: entry.body,
    chips: [
      { label: KNOWLEDGE_KIND_LABELS[entry.kind], color: 'primary' },
      activeChip(entry.is_active),
      ...entry.tags.map((label) => ({ label })),
    ],
    meta: updatedMeta(entry.updated_at),
  }),
  create: {
    title: text.new,
    submitLabel: common.save,
    fields,
    schema: zCreateKnowledgeEntryRequest.extend({ tags: typedTags }),
    initialValues: () => valuesOf(null),
    endpoint: () => chatPaths.admin.knowledge,
    method: 'POST',
  },
  forms: [
    {
      title: text.editTitle,
      actionLabel: common.edit,
      submitLabel: common.save,
      fields,
      schema: zUpdateKnowledgeEntryRequest.extend({ tags: typedTags }),
      initialValues: valuesOf,
      endpoint: (entry) => chatPaths.admin.knowledgeEntry(entry?.pid ?? ''),
      method: 'PATCH',
    },
  ],
  remove: { endpoint: (entry) => chatPaths.admin.knowledgeEntry(entry.pid) },
  empty: { title: text.empty, body: text.emptyBody },
};
