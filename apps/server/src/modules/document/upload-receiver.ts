import type { FileHandle } from 'node:fs/promises';
import { open } from 'node:fs/promises';
import type { MultipartFile } from '@fastify/multipart';
import { FILE_TYPES, type FileType, UPLOAD_LIMITS, unacceptableText } from '@vakilyar/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, fieldError, validationError } from '../../core/errors.ts';
import { t } from '../../core/messages.ts';
import { documentTexts } from './document.messages.ts';
import { extensionOf, sanitizeFileName } from './file-name.ts';
import { SNIFF_BYTES, type Sniffed, sniff } from './file-sniff.ts';
import type { FileStorage } from './file-storage.ts';

/** A file fully received into the temporary folder, checked, not yet kept. */
export interface ReceivedFile {
  tempPath: string;
  name: string;
  size: number;
  mime: string;
  fileType: FileType;
}

export interface ReceiveOptions {
  /** The file types this endpoint takes; the bytes decide which one a file is. */
  allowed: readonly FileType[];
  maxFiles: number;
  /** Text fields the form may carry besides `file` / `files`. */
  fields: readonly string[];
  /** Runs once with the fields sent before the first file: refuse early, before any byte is stored. */
  beforeFirstFile?: (fields: Record<string, string>) => Promise<void>;
  /** A size limit below the types' own (`UPLOAD_LIMITS`), for every file of this endpoint. */
  maxSize?: number;
  /** Narrows the allowed types to these sniffed MIME types; `refusal` is the Persian 415 for the others. */
  formats?: { mimeTypes: readonly string[]; refusal: string };
}

const FILE_FIELDS = ['file', 'files', 'files[]'];

/** The size limit of a type at this endpoint. */
const limitOf = (type: FileType, options: ReceiveOptions) =>
  Math.min(UPLOAD_LIMITS[type], options.maxSize ?? Number.POSITIVE_INFINITY);

const tooLarge = (type: FileType, options: ReceiveOptions) =>
  new AppError('payload_too_large', documentTexts.tooLarge(type, limitOf(type, options)), {
    file: [documentTexts.tooLarge(type, limitOf(type, options))],
  });

const unsupported = (message: string) => new AppError('unsupported_media_type', message, { file: [message] });

/** An error of the multipart parser (a cut-off body, too many parts) as the documented answer. */
function asUploadError(error: unknown, options: ReceiveOptions): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(largest(options.allowed), options);
  if (code === 'FST_FILES_LIMIT') return fieldError('file', documentTexts.tooManyFiles(options.maxFiles));
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new AppError('unsupported_media_type', documentTexts.notMultipart, {
      file: [documentTexts.notMultipart],
    });
  }
  // The parser's own errors (a body that ends before its last boundary, a limit) are the client's; a disk
  // error (ENOSPC, EACCES) is ours and stays a 500.
  if (code.startsWith('FST_') || !code) return fieldError('file', documentTexts.interrupted);
  return error;
}

function largest(types: readonly FileType[]): FileType {
  return [...types].sort((a, b) => UPLOAD_LIMITS[b] - UPLOAD_LIMITS[a])[0] ?? 'document';
}

/** The limit a file is held to while its format is not known yet: the largest of the allowed types. */
const largestLimit = (options: ReceiveOptions) => limitOf(largest(options.allowed), options);

/** The sniffed format, if the endpoint (and the form's `file_type`, when sent) takes it. */
function accept(sniffed: Sniffed | null, options: ReceiveOptions, hinted: FileType | undefined): Sniffed {
  // An endpoint that names its formats says so in its own words, whatever else the bytes are.
  if (options.formats && !(sniffed && options.formats.mimeTypes.includes(sniffed.mime)))
    throw unsupported(options.formats.refusal);
  if (!sniffed) throw unsupported(documentTexts.typeUnknown);
  if (!options.allowed.includes(sniffed.fileType))
    throw unsupported(documentTexts.typeNotAllowed(options.allowed));
  if (hinted && hinted !== sniffed.fileType) throw unsupported(documentTexts.typeMismatch);
  return sniffed;
}

/**
 * Streams one file to a temporary file, never holding more than its first 64 KB in memory: the format is
 * sniffed from those bytes, the size limit of that format is enforced as the bytes arrive.
 */
async function receiveFile(
  part: MultipartFile,
  storage: FileStorage,
  options: ReceiveOptions,
  hinted: FileType | undefined,
): Promise<ReceivedFile> {
  const cleanName = sanitizeFileName(part.filename ?? '');
  if (!cleanName) {
    part.file.resume();
    throw fieldError('file', documentTexts.badName);
  }
  const tempPath = await storage.tempPath();
  let out: FileHandle | undefined;
  try {
    out = await open(tempPath, 'wx', 0o600);
    let size = 0;
    let head: Buffer[] = [];
    let headSize = 0;
    let format: Sniffed | undefined;
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (!format) {
        head.push(chunk);
        headSize += chunk.length;
        if (headSize >= SNIFF_BYTES) {
          format = accept(await sniff(Buffer.concat(head)), options, hinted);
          head = [];
        }
      }
      const type = format?.fileType ?? largest(options.allowed);
      if (size > limitOf(type, options)) throw tooLarge(type, options);
      await out.write(chunk);
    }
    if (part.file.truncated) throw tooLarge(format?.fileType ?? largest(options.allowed), options);
    if (size === 0) throw fieldError('file', documentTexts.fileEmpty);
    format ??= accept(await sniff(Buffer.concat(head)), options, hinted);
    if (size > limitOf(format.fileType, options)) throw tooLarge(format.fileType, options);
    const extension = extensionOf(cleanName);
    if (extension && !format.extensions.includes(extension))
      throw unsupported(documentTexts.extensionMismatch);
    await out.datasync();
    await out.close();
    out = undefined;
    const name = extension ? cleanName : `${cleanName}.${format.extensions[0]}`;
    return { tempPath, name, size, mime: format.mime, fileType: format.fileType };
  } catch (error) {
    await out?.close().catch(() => undefined);
    await storage.discard(tempPath);
    throw error;
  }
}

/**
 * A text field under the rule of every JSON string (no NUL, control characters or lone surrogates), and
 * whole: the parser cuts a value at its size limit, and a cut value is refused rather than stored short.
 */
function acceptedText(name: string, value: unknown, truncated: boolean): string {
  if (truncated) throw fieldError(name, documentTexts.fieldTooLong);
  const text = String(value);
  const refused = unacceptableText(text);
  if (refused) throw fieldError(name, refused);
  return text;
}

/**
 * A form's text fields through the contract's schema, as a JSON body goes through it: a 400 names each
 * field in Persian.
 */
export function parseFormFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.output<T> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  const messages = parsed.error.issues.map((issue) =>
    /[\u0600-\u06FF]/.test(issue.message) ? issue.message : t.invalidValue,
  );
  parsed.error.issues.forEach((issue, i) => {
    const field = String(issue.path[0] ?? 'non_field_errors');
    errors[field] = [...(errors[field] ?? []), messages[i] ?? t.invalidValue];
  });
  throw validationError(messages[0] ?? t.invalidInput, errors);
}

/**
 * Reads a multipart form: its text fields, and its file(s) (`file`, or `files` repeated) streamed to the
 * temporary folder. Any failure removes every file of the request: nothing is ever half-stored.
 */
export async function receiveUploads(
  request: FastifyRequest,
  storage: FileStorage,
  options: ReceiveOptions,
): Promise<{ fields: Record<string, string>; files: ReceivedFile[] }> {
  if (!request.isMultipart()) {
    throw new AppError('unsupported_media_type', documentTexts.notMultipart, {
      file: [documentTexts.notMultipart],
    });
  }
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  try {
    const parts = request.parts({
      // The raw name reaches sanitizeFileName, which refuses one that climbs folders.
      preservePath: true,
      limits: {
        fileSize: largestLimit(options) + 1,
        files: options.maxFiles,
        fields: options.fields.length + 5,
        parts: options.maxFiles + options.fields.length + 5,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (!options.fields.includes(part.fieldname))
          throw fieldError(part.fieldname, documentTexts.unknownField);
        fields[part.fieldname] = acceptedText(part.fieldname, part.value, part.valueTruncated);
        continue;
      }
      if (!FILE_FIELDS.includes(part.fieldname)) {
        part.file.resume();
        throw fieldError(part.fieldname, documentTexts.unknownField);
      }
      if (!files.length && options.beforeFirstFile) {
        await options.beforeFirstFile(fields).catch((error: unknown) => {
          part.file.resume();
          throw error;
        });
      }
      const hinted = (FILE_TYPES as readonly string[]).includes(fields.file_type ?? '')
        ? (fields.file_type as FileType)
        : undefined;
      files.push(await receiveFile(part, storage, options, hinted));
    }
  } catch (error) {
    await Promise.all(files.map((f) => storage.discard(f.tempPath)));
    throw asUploadError(error, options);
  }
  if (!files.length) throw fieldError('file', documentTexts.fileMissing);
  const hinted = fields.file_type;
  if (hinted !== undefined && hinted !== '' && !(FILE_TYPES as readonly string[]).includes(hinted)) {
    await Promise.all(files.map((f) => storage.discard(f.tempPath)));
    throw fieldError('file_type', documentTexts.badFileType);
  }
  if (hinted && files.some((f) => f.fileType !== hinted)) {
    await Promise.all(files.map((f) => storage.discard(f.tempPath)));
    throw unsupported(documentTexts.typeMismatch);
  }
  return { fields, files };
}

/** Removes received files that were not kept (a later check failed). */
export const discardAll = (storage: FileStorage, files: ReceivedFile[]) =>
  Promise.all(files.map((f) => storage.discard(f.tempPath)));
