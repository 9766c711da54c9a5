import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FileType, officePaths, type zDocumentUploadResponse } from '@vakilyar/contract';
import { isApiError } from '@/lib/api/api-error';
import { http } from '@/lib/api/http-client';
import { reportFailure } from '@/lib/api/report-failure';
import type { Infer } from '@/lib/infer';
import { caseKeys } from './case-keys';

export type UploadResult = Infer<typeof zDocumentUploadResponse>['result'];

export interface CaseUpload {
  casePid: string;
  file: File;
  /** Sent only when the user chose one; the server tells the type from the bytes otherwise. */
  fileType?: FileType;
  /** Shown to the case's clients at once. */
  visibleToClient: boolean;
  /** 0 to 100 while the bytes go up. */
  onProgress?: (percent: number) => void;
}

/**
 * `POST documents/` as multipart (file, file_type, case, visible_to_client). It goes through the API
 * client's axios instance itself, for the upload progress; failures are toasted and rejected alike.
 */
export async function uploadCaseDocument(upload: CaseUpload): Promise<UploadResult> {
  const form = new FormData();
  form.append('case', upload.casePid);
  if (upload.fileType) form.append('file_type', upload.fileType);
  form.append('visible_to_client', String(upload.visibleToClient));
  form.append('file', upload.file, upload.file.name);
  try {
    const response = await http.post<Infer<typeof zDocumentUploadResponse>>(officePaths.documents, form, {
      // Not the client's JSON default: the browser writes the multipart type with its boundary.
      headers: { 'Content-Type': 'multipart/form-data' },
      onUploadProgress: (event) => {
        if (event.total) upload.onProgress?.(Math.round((event.loaded / event.total) * 100));
      },
    });
    return response.data.result;
  } catch (error) {
    if (isApiError(error)) throw error;
    return reportFailure(error);
  }
}

export function useUploadCaseDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCaseDocument,
    onSuccess: (_result, { casePid }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['cases', 'documents', casePid] }),
        queryClient.invalidateQueries({ queryKey: caseKeys.detail(casePid) }),
        queryClient.invalidateQueries({ queryKey: ['cases', 'timeline', casePid] }),
      ]),
  });
}
