import { type FileType, UPLOAD_EXTENSIONS } from '@vakilyar/contract';
import { fileTypeFromBuffer } from 'file-type';

interface Known {
  fileType: FileType;
  /** Extensions a name may carry for these bytes; the first is added to a name without one. */
  extensions: readonly string[];
}

/** The formats accepted, by the MIME type sniffed from the bytes. Nothing else is stored. */
const KNOWN: Record<string, Known> = {
  'image/jpeg': { fileType: 'image', extensions: ['jpg', 'jpeg'] },
  'image/png': { fileType: 'image', extensions: ['png'] },
  'image/gif': { fileType: 'image', extensions: ['gif'] },
  'image/webp': { fileType: 'image', extensions: ['webp'] },
  'image/heic': { fileType: 'image', extensions: ['heic', 'heif'] },
  'image/heif': { fileType: 'image', extensions: ['heif', 'heic'] },
  'image/avif': { fileType: 'image', extensions: ['avif'] },
  'image/bmp': { fileType: 'image', extensions: ['bmp'] },
  'image/tiff': { fileType: 'image', extensions: ['tif', 'tiff'] },
  'video/mp4': { fileType: 'video', extensions: ['mp4', 'm4v'] },
  'video/x-m4v': { fileType: 'video', extensions: ['m4v', 'mp4'] },
  'video/quicktime': { fileType: 'video', extensions: ['mov', 'mp4'] },
  'video/webm': { fileType: 'video', extensions: ['webm'] },
  'video/matroska': { fileType: 'video', extensions: ['mkv'] },
  'video/3gpp': { fileType: 'video', extensions: ['3gp', 'mp4'] },
  'video/vnd.avi': { fileType: 'video', extensions: ['avi'] },
  'video/mpeg': { fileType: 'video', extensions: ['mpg', 'mpeg'] },
  'application/pdf': { fileType: 'document', extensions: ['pdf'] },
  'application/x-cfb': { fileType: 'document', extensions: ['doc', 'xls', 'ppt'] },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    fileType: 'document',
    extensions: ['docx'],
  },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
    fileType: 'document',
    extensions: ['xlsx'],
  },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': {
    fileType: 'document',
    extensions: ['pptx'],
  },
  'application/vnd.oasis.opendocument.text': { fileType: 'document', extensions: ['odt'] },
  'application/vnd.oasis.opendocument.spreadsheet': { fileType: 'document', extensions: ['ods'] },
  'application/rtf': { fileType: 'document', extensions: ['rtf'] },
};

// Every extension of the table must be one the contract announces to the web client.
for (const known of Object.values(KNOWN)) {
  for (const ext of known.extensions) {
    if (!UPLOAD_EXTENSIONS[known.fileType].includes(ext))
      throw new Error(`extension ${ext} is not announced`);
  }
}

/** How many leading bytes are read to tell the format. */
export const SNIFF_BYTES = 64 * 1024;

export interface Sniffed extends Known {
  mime: string;
}

/** The format of a file from its first bytes, or null when it is not one we accept. */
export async function sniff(head: Buffer): Promise<Sniffed | null> {
  const found = await fileTypeFromBuffer(head);
  const known = found ? KNOWN[found.mime] : undefined;
  return known ? { ...known, mime: found?.mime ?? '' } : null;
}
