import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type zRolePermissionsResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';

export type RolePermissions = Infer<typeof zRolePermissionsResponse>['result'];

export async function getRolePermissions(signal?: AbortSignal): Promise<RolePermissions> {
  const body = await request<Infer<typeof zRolePermissionsResponse>>({
    endpoint: API.profile.rolePermissions,
    signal,
    silent: true,
  });
  return body.result;
}

/** `{role: [codes]}`: the same for everyone and rarely changed, so read once per visit. */
export const rolePermissionsQuery = queryOptions({
  queryKey: ['permissions', 'role-permissions'] as const,
  queryFn: ({ signal }) => getRolePermissions(signal),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useRolePermissions() {
  return useQuery(rolePermissionsQuery);
}
