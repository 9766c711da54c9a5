import { type AdminTeamMember, contentPaths, zTeamMemberInput, zTeamMemberPatch } from '@vakilyar/contract';
import { adminContentText } from '@/locales/fa/admin-content';
import type { FieldDef, FormValues, ResourceSpec } from '../kit/resource-types';
import { activeChip, activeField, digitsOf, sortOrderField } from './shared';

const text = adminContentText.team;
const common = adminContentText.common;

const fields: FieldDef[] = [
  { kind: 'text', name: 'full_name', label: text.fullName, required: true, half: true },
  { kind: 'text', name: 'role_title', label: text.roleTitle, required: true, half: true },
  { kind: 'image', name: 'photo_id', previewName: 'photo_url', label: text.photo },
  { kind: 'multiline', name: 'bio', label: text.bio, rows: 4 },
  sortOrderField,
  activeField,
];

const valuesOf = (member: AdminTeamMember | null): FormValues => ({
  full_name: member?.full_name ?? '',
  role_title: member?.role_title ?? '',
  photo_id: member?.photo_id ?? null,
  photo_url: member?.photo_url ?? null,
  bio: member?.bio ?? '',
  sort_order: digitsOf(member?.sort_order ?? 0),
  is_active: member?.is_active ?? true,
});

export const teamSpec: ResourceSpec<AdminTeamMember> = {
  listEndpoint: contentPaths.admin.teamMembers,
  paged: false,
  itemKey: (member) => member.pid,
  view: (member) => ({
    title: member.full_name,
    subtitle: member.role_title,
    body: member.bio ?? undefined,
    image: member.photo_url,
    chips: [activeChip(member.is_active)],
  }),
  create: {
    title: text.new,
    submitLabel: common.save,
    fields,
    schema: zTeamMemberInput,
    initialValues: () => valuesOf(null),
    endpoint: () => contentPaths.admin.teamMembers,
    method: 'POST',
  },
  forms: [
    {
      title: text.editTitle,
      actionLabel: common.edit,
      submitLabel: common.save,
      fields,
      schema: zTeamMemberPatch,
      initialValues: valuesOf,
      endpoint: (member) => contentPaths.admin.teamMember(member?.pid ?? ''),
      method: 'PATCH',
    },
  ],
  remove: { endpoint: (member) => contentPaths.admin.teamMember(member.pid) },
  empty: { title: text.empty, body: text.emptyBody },
};
