import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminUserPaths, type Role, type zAdminUsersResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { adminUsersKeys } from './users-keys';

export interface UsersQuery {
  page: number;
  page_size: number;
  search?: string;
  role?: Role;
  is_active?: 'true' | 'false';
  /** `?ordering=` (`-` for descending); left out for the newest first. */
  ordering?: string;
}

/** Users, newest first, by name or mobile (Persian digits and letters normalized by the server). */
export async function getUsers(query: UsersQuery, signal?: AbortSignal) {
  const body = await request<Infer<typeof zAdminUsersResponse>>({
    endpoint: adminUserPaths.list,
    params: { ...query },
    signal,
  });
  return body.result;
}

export function useUsers(query: UsersQuery) {
  return useQuery({
    queryKey: adminUsersKeys.list({ ...query }),
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
  });
}
