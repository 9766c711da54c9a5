import { officePaths, type zUploadResponse } from '@vakilyar/contract';
import { http } from '@/lib/api/http-client';
import type { Infer } from '@/lib/infer';

/** What a file becomes in the chat: an image message, or a file message (a PDF, a Word document). */
export const attachmentKind = (file: File): 'image' | 'file' =>
  file.type.startsWith('image/') ? 'image' : 'file';

/** The generic upload a file goes through: images, videos and documents each have their own. */
const uploadEndpoint = (file: File) => {
  if (file.type.startsWith('image/')) return officePaths.uploadImage;
  if (file.type.startsWith('video/')) return officePaths.uploadVideo;
  return officePaths.uploadDocument;
};

/**
 * Uploads a file the composer attached, as the sender's own upload (sniffed and size-limited by the
 * server); resolves to its pid, which the image or file message then carries (a video goes as a file
 * message). Failures reject with the ApiError (its Persian reason already toasted by the client).
 */
export async function uploadAttachment(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const endpoint = uploadEndpoint(file);
  const response = await http.post<Infer<typeof zUploadResponse>>(endpoint, form, {
    headers: { 'Content-Type': 'multipart/form-data' },
  });
  return response.data.result.pid;
}
