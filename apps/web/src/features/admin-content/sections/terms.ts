import {
  type AdminTermsVersion,
  contentPaths,
  toPersianDigits,
  zTermsInput,
  zTermsPatch,
} from '@vakilyar/contract';
import { formatJalaliDate } from '@/lib/format/jalali';
import { adminContentText } from '@/locales/fa/admin-content';
import type { FieldDef, FormValues, ResourceSpec } from '../kit/resource-types';
import { updatedMeta } from './shared';

const text = adminContentText.terms;
const common = adminContentText.common;

const fields: FieldDef[] = [
  { kind: 'text', name: 'title', label: text.title, required: true, half: true },
  { kind: 'text', name: 'version', label: text.version, required: true, half: true },
  { kind: 'multiline', name: 'body', label: text.body, rows: 12, required: true },
];

const valuesOf = (terms: AdminTermsVersion | null): FormValues => ({
  title: terms?.title ?? '',
  version: terms?.version ?? '',
  body: terms?.body ?? '',
});

const isDraft = (terms: AdminTermsVersion) => terms.status === 'draft';

/** Drafts are written and edited, then one is published as the current terms; published text stays. */
export const termsSpec: ResourceSpec<AdminTermsVersion> = {
  listEndpoint: contentPaths.admin.terms,
  paged: true,
  itemKey: (terms) => terms.pid,
  view: (terms) => ({
    title: terms.title,
    body: terms.body,
    chips: [
      { label: `${text.version} ${toPersianDigits(terms.version)}` },
      isDraft(terms) ? { label: text.draft, color: 'warning' } : { label: text.published, color: 'info' },
      ...(terms.is_current ? [{ label: text.current, color: 'success' as const }] : []),
    ],
    meta: terms.published_at
      ? text.publishedAt(formatJalaliDate(terms.published_at))
      : updatedMeta(terms.updated_at),
  }),
  create: {
    title: text.new,
    submitLabel: common.save,
    fields,
    schema: zTermsInput,
    initialValues: () => valuesOf(null),
    endpoint: () => contentPaths.admin.terms,
    method: 'POST',
  },
  forms: [
    {
      title: text.editTitle,
      actionLabel: common.edit,
      submitLabel: common.save,
      fields,
      schema: zTermsPatch,
      initialValues: valuesOf,
      endpoint: (terms) => contentPaths.admin.termsVersion(terms?.pid ?? ''),
      method: 'PATCH',
      enabled: isDraft,
    },
  ],
  commands: [
    {
      label: (terms) => (isDraft(terms) ? text.publish : text.republish),
      endpoint: (terms) => contentPaths.admin.publishTerms(terms.pid),
      visible: (terms) => !terms.is_current,
      confirm: (terms) => text.confirmPublish(toPersianDigits(terms.version)),
    },
  ],
  remove: { endpoint: (terms) => contentPaths.admin.termsVersion(terms.pid), enabled: isDraft },
  empty: { title: text.empty, body: text.emptyBody },
};
