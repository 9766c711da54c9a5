import { type AdminFaq, type AdminFaqCategory, contentPaths, zFaqInput, zFaqPatch } from '@vakilyar/contract';
import { useMemo } from 'react';
import { adminContentText } from '@/locales/fa/admin-content';
import { useAdminList } from '../kit/admin-api';
import { ResourceList } from '../kit/resource-list';
import type { FieldDef, FormValues, ResourceSpec } from '../kit/resource-types';
import { activeChip, activeField, digitsOf, sortOrderField, updatedMeta } from './shared';

const text = adminContentText.faqs;
const common = adminContentText.common;

const valuesOf = (faq: AdminFaq | null): FormValues => ({
  question: faq?.question ?? '',
  answer: faq?.answer ?? '',
  category_id: faq?.category?.pid ?? null,
  sort_order: digitsOf(faq?.sort_order ?? 0),
  is_active: faq?.is_active ?? true,
});

/** The FAQ spec, with the admin's categories as the choices of the form and of the filter. */
function faqsSpec(categories: readonly AdminFaqCategory[]): ResourceSpec<AdminFaq> {
  const choices = categories.map((category) => ({ value: category.pid, label: category.title }));
  const fields: FieldDef[] = [
    { kind: 'text', name: 'question', label: text.question, required: true },
    { kind: 'multiline', name: 'answer', label: text.answer, rows: 5, required: true },
    {
      kind: 'select',
      name: 'category_id',
      label: text.category,
      options: choices,
      emptyLabel: text.noCategory,
    },
    sortOrderField,
    activeField,
  ];
  return {
    listEndpoint: contentPaths.admin.faqs,
    paged: true,
    searchable: true,
    filters: [
      ...(choices.length > 0 ? [{ name: 'category', label: text.category, choices }] : []),
      {
        name: 'is_active',
        label: common.isActive,
        choices: [
          { value: 'true', label: common.active },
          { value: 'false', label: common.inactive },
        ],
      },
    ],
    itemKey: (faq) => faq.pid,
    view: (faq) => ({
      title: faq.question,
      body: faq.answer,
      chips: [{ label: faq.category?.title ?? text.noCategory, color: 'primary' }, activeChip(faq.is_active)],
      meta: updatedMeta(faq.updated_at),
    }),
    create: {
      title: text.new,
      submitLabel: common.save,
      fields,
      schema: zFaqInput,
      initialValues: () => valuesOf(null),
      endpoint: () => contentPaths.admin.faqs,
      method: 'POST',
    },
    forms: [
      {
        title: text.editTitle,
        actionLabel: common.edit,
        submitLabel: common.save,
        fields,
        schema: zFaqPatch,
        initialValues: valuesOf,
        endpoint: (faq) => contentPaths.admin.faq(faq?.pid ?? ''),
        method: 'PATCH',
      },
    ],
    remove: { endpoint: (faq) => contentPaths.admin.faq(faq.pid) },
    empty: { title: text.empty, body: text.emptyBody },
  };
}

/** The questions of the FAQ page, searchable, by category and by whether they show. */
export function FaqsSection({ title }: { title: string }) {
  const categories = useAdminList<AdminFaqCategory>(contentPaths.admin.faqCategories, {});
  const spec = useMemo(() => faqsSpec(categories.data?.results ?? []), [categories.data]);
  return <ResourceList spec={spec} title={title} />;
}
