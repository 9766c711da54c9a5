import type { Permission, Role } from '@vakilyar/contract';
import { useCallback, useMemo } from 'react';
import { useProfile } from '@/features/profile/api/get-profile';
import { useRolePermissions } from './get-role-permissions';

export interface Permissions {
  /** False until both the profile and the role map are known: a button shows only when allowed. */
  can: (permission: Permission) => boolean;
  roles: readonly Role[];
  isLawyer: boolean;
  /** Both the profile and the role map have arrived. */
  ready: boolean;
}

/**
 * What the signed-in user may do in the office: the codes of their roles, from
 * `GET permissions/v1/role-permissions/`. The server checks them again; this only hides buttons.
 */
export function usePermissions(): Permissions {
  const { data: profile } = useProfile();
  const { data: rolePermissions } = useRolePermissions();
  const roles = profile?.roles ?? [];
  const granted = useMemo(
    () => new Set(roles.flatMap((role) => rolePermissions?.[role] ?? [])),
    [roles, rolePermissions],
  );
  const can = useCallback((permission: Permission) => granted.has(permission), [granted]);
  return { can, roles, isLawyer: roles.includes('lawyer'), ready: Boolean(profile && rolePermissions) };
}
