import { useMutation } from '@tanstack/react-query';
import { type ContentImage, contentPaths, type zContentImageResponse } from '@vakilyar/contract';
import { isApiError } from '@/lib/api/api-error';
import { http } from '@/lib/api/http-client';
import { reportFailure } from '@/lib/api/report-failure';
import type { Infer } from '@/lib/infer';

/**
 * Uploads a banner or team photo as multipart `file`; the server sniffs its type and size. Through the
 * API client's axios instance itself, since `request` sends JSON.
 */
export async function uploadContentImage(file: File): Promise<ContentImage> {
  const form = new FormData();
  form.append('file', file, file.name);
  try {
    const response = await http.post<Infer<typeof zContentImageResponse>>(contentPaths.admin.images, form, {
      // Not the client's JSON default: the browser writes the multipart type with its boundary.
      headers: { 'Content-Type': 'multipart/form-data' },
    });
    return response.data.result;
  } catch (error) {
    if (isApiError(error)) throw error;
    return reportFailure(error);
  }
}

export function useUploadContentImage() {
  return useMutation({ mutationFn: uploadContentImage });
}
