import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, notFound } from '../../core/errors.ts';
import { newPid } from '../../core/ids.ts';
import type { Db, Tx } from '../../db/client.ts';
import { documentTexts } from './document.messages.ts';
import type { FileStorage } from './file-storage.ts';
import { discardAll, type ReceivedFile } from './upload-receiver.ts';

/**
 * Moves received files in place and writes their rows in one transaction: if the rows fail, the files
 * go too; if a file cannot be moved, no row is written.
 */
export async function keepUploads<T>(
  db: Db,
  storage: FileStorage,
  files: ReceivedFile[],
  writeRows: (tx: Tx, kept: { file: ReceivedFile; key: string }[]) => Promise<T>,
): Promise<T> {
  const kept: { file: ReceivedFile; key: string }[] = [];
  try {
    return await db.transaction(async (tx) => {
      for (const file of files) kept.push({ file, key: await storage.keep(file.tempPath) });
      return writeRows(tx, kept);
    });
  } catch (error) {
    await Promise.all(kept.map((k) => storage.remove(k.key)));
    await discardAll(storage, files);
    throw error;
  }
}

/** The `documents` row of a file kept in storage: its name as uploaded, its sniffed type and size, its uploader. */
export const documentRowOf = (kept: { file: ReceivedFile; key: string }, uploadedById: number) => ({
  pid: newPid(),
  title: kept.file.name,
  fileType: kept.file.fileType,
  originalName: kept.file.name,
  size: kept.file.size,
  mimeType: kept.file.mime,
  storageKey: kept.key,
  uploadedById,
});

export interface StoredFile {
  pid: string;
  storageKey: string;
  mimeType: string;
  originalName: string;
}

const INLINE_SAFE = /^(image\/|video\/|application\/pdf$)/;

function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` of one range; null to ignore the header; 'bad' when out of the file. */
function parseRange(header: string, size: number): { start: number; end: number } | null | 'bad' {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (!from && !to) return null;
  let start: number;
  let end: number;
  if (!from) {
    const suffix = Number(to);
    if (suffix === 0) return 'bad';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(from);
    end = to ? Math.min(Number(to), size - 1) : size - 1;
  }
  if (start >= size || start > end) return 'bad';
  return { start, end };
}

/**
 * Streams a stored file with the headers a browser needs: its sniffed type, a safe Content-Disposition with
 * the Persian name, no caching, and single-range requests (206) for video seeking and resumed downloads.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  file: StoredFile,
  wanted: 'inline' | 'attachment' = 'attachment',
) {
  const size = await storage.size(file.storageKey);
  if (size === null) throw notFound(documentTexts.fileNotFound);
  const etag = `"${file.pid}-${size}"`;
  const ifRange = request.headers['if-range'];
  const range =
    request.headers.range && (!ifRange || ifRange === etag) ? parseRange(request.headers.range, size) : null;
  if (range === 'bad') {
    const error = new AppError('validation_error', documentTexts.rangeNotSatisfiable);
    return reply
      .status(416)
      .header('content-range', `bytes */${size}`)
      .send({ code: 'range_not_satisfiable', error_messages: { message: error.message } });
  }
  const kind = wanted === 'inline' && INLINE_SAFE.test(file.mimeType) ? 'inline' : 'attachment';
  reply
    .header('content-type', file.mimeType)
    .header('content-disposition', contentDisposition(kind, file.originalName))
    .header('cache-control', 'private, no-store')
    .header('accept-ranges', 'bytes')
    .header('etag', etag);
  if (range) {
    reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', String(range.end - range.start + 1));
    return reply.send(storage.read(file.storageKey, range));
  }
  reply.header('content-length', String(size));
  return reply.send(size === 0 ? Readable.from([]) : storage.read(file.storageKey));
}
