import { useQuery } from '@tanstack/react-query';
import { API, type zRolesResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { profileKeys } from './profile-keys';

export type RoleInfo = Infer<typeof zRolesResponse>['result'][number];

const rolesFrom =
  (endpoint: string) =>
  async ({ signal }: { signal: AbortSignal }) =>
    (await request<Infer<typeof zRolesResponse>>({ endpoint, signal })).result;

/** My roles, each with the name the server gives it (`roles/my-roles/`). */
export function useMyRoles() {
  return useQuery({ queryKey: profileKeys.myRoles, queryFn: rolesFrom(API.profile.myRoles) });
}

/** Every role there is, with its name (`roles/all/`); the list seldom changes. */
export function useAllRoles() {
  return useQuery({
    queryKey: profileKeys.allRoles,
    queryFn: rolesFrom(API.profile.allRoles),
    staleTime: 60 * 60_000,
  });
}
