import { officePaths, type zUploadResponse } from '@vakilyar/contract';
import { isApiError } from '@/lib/api/api-error';
import { http } from '@/lib/api/http-client';
import { reportFailure } from '@/lib/api/report-failure';
import type { Infer } from '@/lib/infer';

/** Uploads a slip or receipt photo (sniffed and size-limited by the server); resolves to its pid. */
export async function uploadPhoto(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  try {
    const response = await http.post<Infer<typeof zUploadResponse>>(officePaths.uploadImage, form, {
      headers: { 'Content-Type': 'multipart/form-data' },
    });
    return response.data.result.pid;
  } catch (error) {
    if (isApiError(error)) throw error;
    return reportFailure(error);
  }
}
