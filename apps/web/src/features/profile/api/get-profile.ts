import { queryOptions, useQuery } from '@tanstack/react-query';
import { API, type Profile, type zProfileResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { profileKeys } from './profile-keys';

export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const body = await request<Infer<typeof zProfileResponse>>({ endpoint: API.profile.get, signal });
  return body.result;
}

export const profileQuery = queryOptions({
  queryKey: profileKeys.me,
  queryFn: ({ signal }) => getProfile(signal),
});

/** The signed-in user: name, mobile, roles; the shell, the dashboard and the profile page read it. */
export function useProfile() {
  return useQuery(profileQuery);
}
