import type { FileType } from '@vakilyar/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { notFound } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../auth/actor.ts';
import { documentTexts } from './document.messages.ts';
import { documents } from './document.tables.ts';
import type { FileStorage } from './file-storage.ts';
import { documentRowOf, keepUploads } from './stored-files.ts';
import type { ReceivedFile } from './upload-receiver.ts';

type DocumentRow = typeof documents.$inferSelect;

/** The upload answer of api-conventions.md for one stored file. */
export function presentUpload(row: DocumentRow, url: string) {
  return {
    pid: row.pid,
    file_type: row.fileType as FileType,
    name: row.originalName,
    size: row.size,
    mime_type: row.mimeType,
    url,
  };
}

export const uploadUrl = (pid: string) => `/api/document/v1/files/${pid}/download/`;

/** One or many uploads answer the first file's fields and all of them. */
export function uploadAnswer(items: ReturnType<typeof presentUpload>[], message: string) {
  const [first] = items;
  if (!first) throw new Error('no uploads');
  return { ...first, pids: items.map((i) => i.pid), files: items, message };
}

/**
 * Generic uploads (`document/v1`): files that belong to their uploader until another feature (a notice,
 * a chat message) takes them; only the uploader reads or deletes them.
 */
export function createUploadsService(db: Db, storage: FileStorage) {
  async function store(actor: Actor, files: ReceivedFile[]) {
    const rows = await keepUploads(db, storage, files, (tx, kept) =>
      tx
        .insert(documents)
        .values(kept.map((one) => documentRowOf(one, actor.userId)))
        .returning(),
    );
    return rows.map((row) => presentUpload(row, uploadUrl(row.pid)));
  }

  async function findOwn(actor: Actor, pid: string): Promise<DocumentRow> {
    const [row] = await db
      .select()
      .from(documents)
      .where(and(eq(documents.pid, pid), eq(documents.uploadedById, actor.userId), isNull(documents.caseId)));
    if (!row) throw notFound(documentTexts.fileNotFound);
    return row;
  }

  async function remove(actor: Actor, pid: string): Promise<void> {
    const row = await findOwn(actor, pid);
    await db.delete(documents).where(eq(documents.id, row.id));
    await storage.remove(row.storageKey).catch(() => undefined);
  }

  return { store, findOwn, remove, present: (row: DocumentRow) => presentUpload(row, uploadUrl(row.pid)) };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
