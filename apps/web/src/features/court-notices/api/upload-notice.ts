import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationPaths, type zCourtNoticeMutationResponse } from '@vakilyar/contract';
import { isApiError } from '@/lib/api/api-error';
import { http } from '@/lib/api/http-client';
import { reportFailure } from '@/lib/api/report-failure';
import type { Infer } from '@/lib/infer';
import type { CreatedNotice } from './create-notice';
import { noticeKeys } from './notice-keys';

export interface NoticeUpload {
  subject: string;
  /** The other fields of `create/` the form filled in (a hearing, a deadline, a case). */
  fields?: Partial<Record<'hearing_at' | 'reply_due_on' | 'case_id', string | null>>;
  files: File[];
  /** 0 to 100 while the bytes go up. */
  onProgress?: (percent: number) => void;
}

/** Photos only go to `images/send-images/`; anything else (a PDF) to `files/upload-files/`. */
export const uploadEndpoint = (files: File[]) =>
  files.every((file) => file.type.startsWith('image/'))
    ? notificationPaths.sendNoticeImages
    : notificationPaths.uploadNoticeFiles;

/**
 * A notice from its photos or files and a subject, as multipart (`subject` first, then `files`), through
 * the API client's axios instance for the upload progress; failures are toasted and rejected alike.
 */
export async function uploadNotice(upload: NoticeUpload): Promise<CreatedNotice> {
  const form = new FormData();
  form.append('subject', upload.subject);
  for (const [name, value] of Object.entries(upload.fields ?? {})) if (value) form.append(name, value);
  for (const file of upload.files) form.append('files', file, file.name);
  try {
    const response = await http.post<Infer<typeof zCourtNoticeMutationResponse>>(
      uploadEndpoint(upload.files),
      form,
      {
        // Not the client's JSON default: the browser writes the multipart type with its boundary.
        headers: { 'Content-Type': 'multipart/form-data' },
        onUploadProgress: (event) => {
          if (event.total) upload.onProgress?.(Math.round((event.loaded / event.total) * 100));
        },
      },
    );
    return response.data.result;
  } catch (error) {
    if (isApiError(error)) throw error;
    return reportFailure(error);
  }
}

export function useUploadNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadNotice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}
