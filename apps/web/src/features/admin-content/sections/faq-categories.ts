import {
  type AdminFaqCategory,
  contentPaths,
  toPersianDigits,
  zFaqCategoryInput,
  zFaqCategoryPatch,
} from '@vakilyar/contract';
import { adminContentText } from '@/locales/fa/admin-content';
import type { FieldDef, FormValues, ResourceSpec } from '../kit/resource-types';
import { digitsOf, sortOrderField, updatedMeta } from './shared';

const text = adminContentText.faqCategories;

const fields: FieldDef[] = [
  { kind: 'text', name: 'title', label: text.title, required: true },
  sortOrderField,
];

const valuesOf = (category: AdminFaqCategory | null): FormValues => ({
  title: category?.title ?? '',
  sort_order: digitsOf(category?.sort_order ?? 0),
});

export const faqCategoriesSpec: ResourceSpec<AdminFaqCategory> = {
  listEndpoint: contentPaths.admin.faqCategories,
  paged: false,
  itemKey: (category) => category.pid,
  view: (category) => ({
    title: category.title,
    chips: [{ label: text.count(toPersianDigits(category.faqs_count)) }],
    meta: updatedMeta(category.updated_at),
  }),
  create: {
    title: text.new,
    submitLabel: adminContentText.common.save,
    fields,
    schema: zFaqCategoryInput,
    initialValues: () => valuesOf(null),
    endpoint: () => contentPaths.admin.faqCategories,
    method: 'POST',
  },
  forms: [
    {
      title: text.editTitle,
      actionLabel: adminContentText.common.edit,
      submitLabel: adminContentText.common.save,
      fields,
      schema: zFaqCategoryPatch,
      initialValues: valuesOf,
      endpoint: (category) => contentPaths.admin.faqCategory(category?.pid ?? ''),
      method: 'PATCH',
    },
  ],
  remove: { endpoint: (category) => contentPaths.admin.faqCategory(category.pid) },
  empty: { title: text.empty, body: text.emptyBody },
};
