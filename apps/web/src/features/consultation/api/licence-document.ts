import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ConsultantSettings,
  chatPaths,
  type zConsultantSettingsMutationResponse,
} from '@vakilyar/contract';
import { fetchFile, saveBlob } from '@/features/cases/api/fetch-file';
import { http } from '@/lib/api/http-client';
import type { Infer } from '@/lib/infer';
import { consultationKeys } from './consultation-keys';

/** Sends the scan of my licence (a PDF or an image; the server sniffs it) in place of the previous one. */
export async function uploadLicenceDocument(
  file: File,
): Promise<{ settings: ConsultantSettings; message: string }> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await http.post<Infer<typeof zConsultantSettingsMutationResponse>>(
    chatPaths.consultation.licenceDocument,
    form,
    { headers: { 'Content-Type': 'multipart/form-data' } },
  );
  const { message, ...settings } = response.data.result;
  return { settings, message };
}

export function useUploadLicenceDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLicenceDocument,
    onSuccess: ({ settings }) => queryClient.setQueryData(consultationKeys.settings, settings),
  });
}

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/** Saves a licence scan from the address the server gave (it answers the full /api path). */
export async function downloadLicenceDocument(url: string, name: string): Promise<void> {
  const blob = await fetchFile(url.replace(/^\/api(?=\/)/, ''), 'attachment');
  const extension = EXTENSIONS[blob.type];
  saveBlob(blob, extension ? `${name}.${extension}` : name);
}
