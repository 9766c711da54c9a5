// The roles and what each may do, without schemas: the signed-in shell reads them before any form loads zod.

export const ROLES = ['lawyer', 'secretary', 'client', 'consultant', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a person may pick when registering; secretaries are invited, admins appointed. */
export const SELF_REGISTER_ROLES = ['client', 'lawyer', 'consultant'] as const;

export const ROLE_LABELS: Record<Role, string> = {
  lawyer: 'وکیل',
  secretary: 'منشی',
  client: 'موکل',
  consultant: 'مشاور',
  admin: 'مدیر سامانه',
};

export const PERMISSIONS = [
  'office.view',
  'client.view',
  'client.create',
  'client.update',
  'client.delete',
  'case.view',
  'case.create',
  'case.update',
  'case.delete',
  'case.manage_lawyers',
  'case.manage_clients',
  'case.send_access_link',
  'document.view',
  'document.upload',
  'document.delete',
  'archive.view',
  'archive.manage',
  'secretary.manage',
  'calendar.view',
  'calendar.manage',
  'court_notice.view',
  'court_notice.manage',
  'audit.view',
  'fees.view',
  'fees.manage',
  'fees.record',
  'own_case.view',
  'consultation.request',
  'consultation.respond',
  'consultant.settings',
  'chat.use',
  'ai.use',
  'wallet.view',
  'wallet.deposit',
  'wallet.withdraw',
  'subscription.manage',
  'sms_credit.purchase',
  'referral.share',
  'feedback.send',
  'admin.content',
  'admin.finance',
  'admin.users',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const SELF_SERVICE: Permission[] = ['feedback.send', 'referral.share'];
/** A personal calendar for those outside an office (a client's hearings, a consultant's appointments). */
const OWN_CALENDAR: Permission[] = ['calendar.view', 'calendar.manage'];
const MONEY: Permission[] = ['wallet.view', 'wallet.deposit', 'sms_credit.purchase'];
const OFFICE_WORK: Permission[] = [
  'office.view',
  'client.view',
  'client.create',
  'client.update',
  'case.view',
  'case.create',
  'case.update',
  'document.view',
  'document.upload',
  'archive.view',
  'calendar.view',
  'calendar.manage',
  'court_notice.view',
  'court_notice.manage',
];

/** What each role may do; the server checks these codes and the UI hides what is not allowed. */
export const ROLE_PERMISSIONS: Record<Role, Permission[]> = {
  lawyer: [
    ...OFFICE_WORK,
    'client.delete',
    'case.delete',
    'case.manage_lawyers',
    'case.manage_clients',
    'case.send_access_link',
    'document.delete',
    'archive.manage',
    'secretary.manage',
    'audit.view',
    'fees.view',
    'fees.manage',
    'fees.record',
    'consultation.request',
    'chat.use',
    'ai.use',
    ...MONEY,
    // Plans are an office's (cases, SMS, the assistant): only its lawyer buys one.
    'subscription.manage',
    ...SELF_SERVICE,
  ],
  // `fees.record` only counts where the office's lawyer allows it (fee settings).
  secretary: [...OFFICE_WORK, 'fees.record', ...SELF_SERVICE],
  client: [
    'own_case.view',
    'consultation.request',
    'chat.use',
    'ai.use',
    ...OWN_CALENDAR,
    ...MONEY,
    ...SELF_SERVICE,
  ],
  consultant: [
    'consultation.respond',
    'consultant.settings',
    'chat.use',
    'ai.use',
    ...OWN_CALENDAR,
    ...MONEY,
    'wallet.withdraw',
    ...SELF_SERVICE,
  ],
  admin: ['admin.content', 'admin.finance', 'admin.users', ...SELF_SERVICE],
};

export function permissionsOf(roles: readonly Role[]): Set<Permission> {
  return new Set(roles.flatMap((role) => ROLE_PERMISSIONS[role]));
}
