import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentPaths, type TeamMember, type zTeamMemberListResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { CONTENT_STALE_MS, contentKeys } from './content-keys';

/** The team on the about page, in the admin's order. */
export async function listTeamMembers(signal?: AbortSignal): Promise<TeamMember[]> {
  const body = await request<Infer<typeof zTeamMemberListResponse>>({
    endpoint: contentPaths.teamMembers,
    signal,
  });
  return body.result;
}

export const teamMembersQuery = queryOptions({
  queryKey: contentKeys.teamMembers,
  queryFn: ({ signal }) => listTeamMembers(signal),
  staleTime: CONTENT_STALE_MS,
});

export function useTeamMembers() {
  return useQuery(teamMembersQuery);
}
