import { API } from '@vakilyar/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { notFound } from '../../core/errors.ts';
import type { Db, Executor } from '../../db/client.ts';
import type { Actor } from '../auth/actor.ts';
import { users } from '../auth/auth.tables.ts';
import { presentUpload } from '../document/document.service.ts';
import { documents } from '../document/document.tables.ts';
import type { FileStorage } from '../document/file-storage.ts';
import { documentRowOf, keepUploads } from '../document/stored-files.ts';
import type { ReceivedFile } from '../document/upload-receiver.ts';
import { profileTexts } from './profile.messages.ts';

export const PHOTO_URL = `/api${API.profile.photo}`;

/**
 * The signed-in user's profile photo: a row of `documents` linked from `users.photo_document_id`, read
 * only by its owner (every query is by the actor's own user id, so no other user's photo is reachable).
 */
export function createProfilePhotoService(db: Db, storage: FileStorage) {
  /**
   * Unlinks and deletes the user's photo row inside the caller's transaction, locking the user's row so two
   * uploads at once cannot both keep their file; answers the storage key to remove after commit.
   */
  async function unlinkPhoto(tx: Executor, userId: number): Promise<string | undefined> {
    const [current] = await tx
      .select({ id: users.photoDocumentId })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!current?.id) return undefined;
    await tx.update(users).set({ photoDocumentId: null }).where(eq(users.id, userId));
    const [gone] = await tx
      .delete(documents)
      .where(eq(documents.id, current.id))
      .returning({ key: documents.storageKey });
    return gone?.key;
  }

  /** Keeps the new photo and drops the one it replaces, rows and link in one transaction. */
  async function upload(actor: Actor, file: ReceivedFile) {
    const { row, replaced } = await keepUploads(db, storage, [file], async (tx, [kept]) => {
      if (!kept) throw new Error('no file kept');
      const replaced = await unlinkPhoto(tx, actor.userId);
      const [document] = await tx.insert(documents).values(documentRowOf(kept, actor.userId)).returning();
      if (!document) throw new Error('document row missing after insert');
      await tx
        .update(users)
        .set({ photoDocumentId: document.id, updatedAt: sql`now()` })
        .where(eq(users.id, actor.userId));
      return { row: document, replaced };
    });
    if (replaced) await storage.remove(replaced).catch(() => undefined);
    return { ...presentUpload(row, PHOTO_URL), message: profileTexts.photoSaved };
  }

  /** Deletes the caller's photo; 404 when there is none. */
  async function remove(actor: Actor): Promise<void> {
    const key = await db.transaction(async (tx) => {
      const gone = await unlinkPhoto(tx, actor.userId);
      if (gone) await tx.update(users).set({ updatedAt: sql`now()` }).where(eq(users.id, actor.userId));
      return gone;
    });
    if (!key) throw notFound(profileTexts.photoNotFound);
    await storage.remove(key).catch(() => undefined);
  }

  /** The caller's own photo, to stream; 404 when there is none. */
  async function ownPhoto(actor: Actor) {
    const [row] = await db
      .select({ document: documents })
      .from(users)
      .innerJoin(documents, eq(documents.id, users.photoDocumentId))
      .where(and(eq(users.id, actor.userId), isNull(users.deletedAt)));
    if (!row) throw notFound(profileTexts.photoNotFound);
    return row.document;
  }

  return { upload, remove, ownPhoto, unlinkPhoto };
}

export type ProfilePhotoService = ReturnType<typeof createProfilePhotoService>;
