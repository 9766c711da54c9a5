import {
  type AdminSocialLink,
  contentPaths,
  SOCIAL_ICONS,
  zSocialLinkInput,
  zSocialLinkPatch,
} from '@vakilyar/contract';
import { adminContentText } from '@/locales/fa/admin-content';
import type { FieldDef, FormValues, ResourceSpec } from '../kit/resource-types';
import { activeChip, activeField, digitsOf, sortOrderField } from './shared';

const text = adminContentText.social;
const common = adminContentText.common;
const icons = SOCIAL_ICONS.map((value) => ({ value, label: text.icons[value] }));

const fields: FieldDef[] = [
  { kind: 'text', name: 'name', label: text.name, required: true, half: true },
  { kind: 'select', name: 'icon', label: text.icon, options: icons, required: true, half: true },
  { kind: 'text', name: 'url', label: text.url, required: true, ltr: true, inputType: 'url' },
  sortOrderField,
  activeField,
];

const valuesOf = (link: AdminSocialLink | null): FormValues => ({
  name: link?.name ?? '',
  icon: link?.icon ?? 'telegram',
  url: link?.url ?? '',
  sort_order: digitsOf(link?.sort_order ?? 0),
  is_active: link?.is_active ?? true,
});

export const socialSpec: ResourceSpec<AdminSocialLink> = {
  listEndpoint: contentPaths.admin.socialLinks,
  paged: false,
  itemKey: (link) => link.pid,
  view: (link) => ({
    title: link.name,
    subtitle: link.url,
    chips: [{ label: text.icons[link.icon], color: 'primary' }, activeChip(link.is_active)],
  }),
  create: {
    title: text.new,
    submitLabel: common.save,
    fields,
    schema: zSocialLinkInput,
    initialValues: () => valuesOf(null),
    endpoint: () => contentPaths.admin.socialLinks,
    method: 'POST',
  },
  forms: [
    {
      title: text.editTitle,
      actionLabel: common.edit,
      submitLabel: common.save,
      fields,
      schema: zSocialLinkPatch,
      initialValues: valuesOf,
      endpoint: (link) => contentPaths.admin.socialLink(link?.pid ?? ''),
      method: 'PATCH',
    },
  ],
  remove: { endpoint: (link) => contentPaths.admin.socialLink(link.pid) },
  empty: { title: text.empty, body: text.emptyBody },
};
