import { useQuery } from '@tanstack/react-query';
import { type AdminUserDetail, adminUserPaths, type zAdminUserResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { adminUsersKeys } from './users-keys';

/** A user's details as the admin sees them: roles, office, wallet, sessions, deactivation. */
export async function getUser(pid: string, signal?: AbortSignal): Promise<AdminUserDetail> {
  const body = await request<Infer<typeof zAdminUserResponse>>({
    endpoint: adminUserPaths.detail(pid),
    signal,
    // A removed user is a state of this page, not a toast.
    silent: true,
  });
  return body.result;
}

export function useUser(pid: string) {
  return useQuery({
    queryKey: adminUsersKeys.detail(pid),
    queryFn: ({ signal }) => getUser(pid, signal),
    retry: false,
  });
}
