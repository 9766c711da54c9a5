import {
  type AdminServiceItem,
  contentPaths,
  SERVICE_ICONS,
  zServiceItemInput,
  zServiceItemPatch,
} from '@vakilyar/contract';
import { adminContentText } from '@/locales/fa/admin-content';
import type { FieldDef, FormValues, ResourceSpec } from '../kit/resource-types';
import { activeChip, activeField, digitsOf, sortOrderField } from './shared';

const text = adminContentText.services;
const common = adminContentText.common;
const icons = SERVICE_ICONS.map((value) => ({ value, label: text.icons[value] }));

const fields: FieldDef[] = [
  { kind: 'text', name: 'title', label: text.title, required: true, half: true },
  { kind: 'select', name: 'icon', label: text.icon, options: icons, required: true, half: true },
  { kind: 'multiline', name: 'description', label: text.description, rows: 3, required: true },
  { kind: 'text', name: 'link', label: text.link, helperText: adminContentText.banners.linkHint, ltr: true },
  sortOrderField,
  activeField,
];

const valuesOf = (item: AdminServiceItem | null): FormValues => ({
  title: item?.title ?? '',
  icon: item?.icon ?? 'gavel',
  description: item?.description ?? '',
  link: item?.link ?? '',
  sort_order: digitsOf(item?.sort_order ?? 0),
  is_active: item?.is_active ?? true,
});

export const servicesSpec: ResourceSpec<AdminServiceItem> = {
  listEndpoint: contentPaths.admin.serviceItems,
  paged: false,
  itemKey: (item) => item.pid,
  view: (item) => ({
    title: item.title,
    body: item.description,
    chips: [{ label: text.icons[item.icon], color: 'primary' }, activeChip(item.is_active)],
    meta: item.link ?? undefined,
  }),
  create: {
    title: text.new,
    submitLabel: common.save,
    fields,
    schema: zServiceItemInput,
    initialValues: () => valuesOf(null),
    endpoint: () => contentPaths.admin.serviceItems,
    method: 'POST',
  },
  forms: [
    {
      title: text.editTitle,
      actionLabel: common.edit,
      submitLabel: common.save,
      fields,
      schema: zServiceItemPatch,
      initialValues: valuesOf,
      endpoint: (item) => contentPaths.admin.serviceItem(item?.pid ?? ''),
      method: 'PATCH',
    },
  ],
  remove: { endpoint: (item) => contentPaths.admin.serviceItem(item.pid) },
  empty: { title: text.empty, body: text.emptyBody },
};
