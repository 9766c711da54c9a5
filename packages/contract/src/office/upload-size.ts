import { toPersianDigits } from '../persian.ts';
import {
  FILE_TYPE_LABELS,
  FILE_TYPES,
  type FileType,
  UPLOAD_EXTENSIONS,
  UPLOAD_LIMITS,
} from './vocabulary.ts';

const megabytes = (bytes: number) => toPersianDigits(Math.round(bytes / 1024 / 1024));

/** «حجم سند حداکثر ۲۵ مگابایت است.»: the server's 413 and the browser's own check say the same. */
export const uploadTooLargeText = (type: FileType, limit = UPLOAD_LIMITS[type]) =>
  `حجم ${FILE_TYPE_LABELS[type]} حداکثر ${megabytes(limit)} مگابایت است.`;

/** The type a file's name says (by its extension), or null when the name does not say. */
export function fileTypeOfName(name: string): FileType | null {
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return FILE_TYPES.find((type) => UPLOAD_EXTENSIONS[type].includes(extension)) ?? null;
}

/**
 * Why a file is too large to send, before a byte goes up, or null: by the type the user chose, else the
 * type its name says. The server still sniffs the bytes and checks again.
 */
export function uploadSizeRefusal(file: { name: string; size: number }, chosen?: FileType): string | null {
  const type = chosen ?? fileTypeOfName(file.name);
  if (!type) return null;
  return file.size > UPLOAD_LIMITS[type] ? uploadTooLargeText(type) : null;
}
