import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type zProfilePhotoResponse } from '@vakilyar/contract';
import { isApiError } from '@/lib/api/api-error';
import { http } from '@/lib/api/http-client';
import { reportFailure } from '@/lib/api/report-failure';
import type { Infer } from '@/lib/infer';
import { refreshPhoto } from './profile-photo';

export type ProfilePhotoUpload = Infer<typeof zProfilePhotoResponse>['result'];

/** Sends my photo (JPEG, PNG or WebP, at most 2 MB; the server sniffs it) in place of the previous one. */
export async function uploadProfilePhoto(file: File): Promise<ProfilePhotoUpload> {
  const form = new FormData();
  form.append('file', file, file.name);
  try {
    const response = await http.post<Infer<typeof zProfilePhotoResponse>>(API.profile.photo, form, {
      // Not the client's JSON default: the browser writes the multipart type with its boundary.
      headers: { 'Content-Type': 'multipart/form-data' },
    });
    return response.data.result;
  } catch (error) {
    if (isApiError(error)) throw error;
    return reportFailure(error);
  }
}

export function useUploadProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadProfilePhoto, onSuccess: () => refreshPhoto(queryClient, true) });
}
