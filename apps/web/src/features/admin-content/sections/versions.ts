import {
  type AdminVersionStatus,
  APP_PLATFORM_LABELS,
  contentPaths,
  toPersianDigits,
  zVersionStatusPatch,
} from '@vakilyar/contract';
import { adminContentText } from '@/locales/fa/admin-content';
import type { FieldDef, FormValues, ResourceSpec } from '../kit/resource-types';
import { digitsOf, updatedMeta } from './shared';

const text = adminContentText.versions;

const fields: FieldDef[] = [
  { kind: 'text', name: 'latest_version', label: text.latestVersion, required: true, ltr: true },
  { kind: 'number', name: 'latest_build', label: text.latestBuild, required: true, half: true },
  {
    kind: 'number',
    name: 'min_supported_build',
    label: text.minSupportedBuild,
    helperText: text.minHint,
    required: true,
    half: true,
  },
  { kind: 'text', name: 'store_url', label: text.storeUrl, ltr: true },
  { kind: 'multiline', name: 'release_notes', label: text.releaseNotes, rows: 3 },
];

const valuesOf = (status: AdminVersionStatus | null): FormValues => ({
  latest_version: status?.latest_version ?? '',
  latest_build: digitsOf(status?.latest_build ?? 0),
  min_supported_build: digitsOf(status?.min_supported_build ?? 0),
  store_url: status?.store_url ?? '',
  release_notes: status?.release_notes ?? '',
});

/** One row per platform (Android, iOS, web): the latest build and the oldest one still allowed. */
export const versionsSpec: ResourceSpec<AdminVersionStatus> = {
  listEndpoint: contentPaths.admin.versionStatuses,
  paged: false,
  itemKey: (status) => status.os,
  view: (status) => ({
    title: APP_PLATFORM_LABELS[status.os],
    subtitle: text.summary(
      toPersianDigits(status.latest_version),
      toPersianDigits(status.latest_build),
      toPersianDigits(status.min_supported_build),
    ),
    body: status.release_notes ?? undefined,
    meta: updatedMeta(status.updated_at),
  }),
  forms: [
    {
      title: text.editTitle,
      actionLabel: adminContentText.common.edit,
      submitLabel: adminContentText.common.save,
      fields,
      schema: zVersionStatusPatch,
      initialValues: valuesOf,
      endpoint: (status) => contentPaths.admin.versionStatus(status?.os ?? ''),
      method: 'PATCH',
    },
  ],
  empty: { title: text.empty },
};
