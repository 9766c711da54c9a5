import {
  type AdminBanner,
  BANNER_PLACEMENT_LABELS,
  BANNER_PLACEMENTS,
  contentPaths,
  ROLE_LABELS,
  ROLES,
  zBannerInput,
  zBannerPatch,
} from '@vakilyar/contract';
import { formatJalaliDate } from '@/lib/format/jalali';
import { adminContentText } from '@/locales/fa/admin-content';
import type { FieldDef, FormValues, ResourceSpec } from '../kit/resource-types';
import { activeChip, activeField, digitsOf, pickedDayOf, sortOrderField } from './shared';

const text = adminContentText.banners;
const placements = BANNER_PLACEMENTS.map((value) => ({ value, label: BANNER_PLACEMENT_LABELS[value] }));
const roles = ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }));

const fields: FieldDef[] = [
  { kind: 'text', name: 'title', label: text.title, required: true },
  { kind: 'text', name: 'subtitle', label: text.subtitle },
  { kind: 'image', name: 'image_id', previewName: 'image_url', label: text.image },
  { kind: 'text', name: 'link', label: text.link, helperText: text.linkHint, ltr: true, half: true },
  { kind: 'text', name: 'link_text', label: text.linkText, half: true },
  {
    kind: 'select',
    name: 'placement',
    label: text.placement,
    options: placements,
    required: true,
    half: true,
  },
  sortOrderField,
  {
    kind: 'multiselect',
    name: 'audience',
    label: text.audience,
    options: roles,
    noneLabel: text.everyone,
    helperText: text.audienceHint,
  },
  { kind: 'date', name: 'starts_at', label: text.startsAt, half: true },
  { kind: 'date', name: 'ends_at', label: text.endsAt, half: true },
  activeField,
];

function valuesOf(banner: AdminBanner | null): FormValues {
  return {
    title: banner?.title ?? '',
    subtitle: banner?.subtitle ?? '',
    image_id: banner?.image_id ?? null,
    image_url: banner?.image_url ?? null,
    link: banner?.link ?? '',
    link_text: banner?.link_text ?? '',
    placement: banner?.placement ?? 'home_hero',
    audience: banner?.audience ?? [],
    sort_order: digitsOf(banner?.sort_order ?? 0),
    starts_at: pickedDayOf(banner?.starts_at),
    ends_at: pickedDayOf(banner?.ends_at),
    is_active: banner?.is_active ?? true,
  };
}

function periodOf(banner: AdminBanner): string | undefined {
  const from = banner.starts_at ? formatJalaliDate(banner.starts_at) : '';
  const to = banner.ends_at ? formatJalaliDate(banner.ends_at) : '';
  if (!from && !to) return undefined;
  return `${text.startsAt}: ${from || '—'}، ${text.endsAt}: ${to || '—'}`;
}

export const bannersSpec: ResourceSpec<AdminBanner> = {
  listEndpoint: contentPaths.admin.banners,
  paged: false,
  filters: [{ name: 'placement', label: text.placement, choices: placements }],
  itemKey: (banner) => banner.pid,
  view: (banner) => ({
    title: banner.title,
    subtitle: banner.subtitle ?? undefined,
    image: banner.image_url,
    chips: [
      { label: BANNER_PLACEMENT_LABELS[banner.placement], color: 'primary' },
      {
        label: banner.audience.length
          ? banner.audience.map((role) => ROLE_LABELS[role]).join('، ')
          : text.everyone,
      },
      banner.is_live ? { label: text.live, color: 'success' } : { label: text.notLive, color: 'warning' },
      activeChip(banner.is_active),
    ],
    meta: periodOf(banner),
  }),
  create: {
    title: text.new,
    submitLabel: adminContentText.common.save,
    fields,
    schema: zBannerInput,
    initialValues: () => valuesOf(null),
    endpoint: () => contentPaths.admin.banners,
    method: 'POST',
  },
  forms: [
    {
      title: text.editTitle,
      actionLabel: adminContentText.common.edit,
      submitLabel: adminContentText.common.save,
      fields,
      schema: zBannerPatch,
      initialValues: valuesOf,
      endpoint: (banner) => contentPaths.admin.banner(banner?.pid ?? ''),
      method: 'PATCH',
    },
  ],
  remove: { endpoint: (banner) => contentPaths.admin.banner(banner.pid) },
  empty: { title: text.empty, body: text.emptyBody },
};
