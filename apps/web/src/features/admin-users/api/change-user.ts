import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUserPaths, type Role, type zAdminUserChangeResponse } from '@vakilyar/contract';
import { profileKeys } from '@/features/profile/api/profile-keys';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { notifySuccess } from '@/lib/notify';
import { adminUsersKeys } from './users-keys';

export type UserChange =
  | { action: 'roles'; pid: string; roles: Role[] }
  | { action: 'deactivate'; pid: string; reason?: string }
  | { action: 'activate'; pid: string };

const endpointOf = (change: UserChange) =>
  change.action === 'roles'
    ? { endpoint: adminUserPaths.roles(change.pid), method: 'PATCH' as const, data: { roles: change.roles } }
    : change.action === 'deactivate'
      ? {
          endpoint: adminUserPaths.deactivate(change.pid),
          method: 'POST' as const,
          data: change.reason ? { reason: change.reason } : {},
        }
      : { endpoint: adminUserPaths.activate(change.pid), method: 'POST' as const, data: {} };

/** A role change, a deactivation or an activation; each answers the user as they now are. */
export async function changeUser(change: UserChange) {
  const body = await request<Infer<typeof zAdminUserChangeResponse>>(endpointOf(change));
  return body.result;
}

export function useChangeUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUser,
    onSuccess: ({ message, ...user }) => {
      // A 200 answer's message is not toasted by the API client: say it here.
      notifySuccess(message);
      queryClient.setQueryData(adminUsersKeys.detail(user.pid), user);
      // The admin may have changed their own roles: the drawer reads them from the profile.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersKeys.all }),
        queryClient.invalidateQueries({ queryKey: profileKeys.me }),
      ]);
    },
  });
}
