import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '@vakilyar/contract';
import { request } from '@/lib/api/request';
import { refreshPhoto } from './profile-photo';

/** Deletes my photo (204); the avatars fall back to my initial. */
export function deleteProfilePhoto(): Promise<unknown> {
  return request({ endpoint: API.profile.photo, method: 'DELETE' });
}

export function useDeleteProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProfilePhoto, onSuccess: () => refreshPhoto(queryClient, false) });
}
