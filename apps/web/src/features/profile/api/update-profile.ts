import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type Profile, type UpdateProfileRequest, type zProfileResponse } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import type { Infer } from '@/lib/infer';
import { profileKeys } from './profile-keys';

/** Names, email, or a new password (with the current one); only the fields sent change. */
export async function updateProfile(changes: UpdateProfileRequest): Promise<Profile> {
  const body = await request<Infer<typeof zProfileResponse>>({
    endpoint: API.profile.update,
    method: 'PATCH',
    data: changes,
  });
  return body.result;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  });
}
