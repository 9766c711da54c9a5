import { CONTENT_RULES, contentPaths } from '@vakilyar/contract';
import { eq } from 'drizzle-orm';
import { AppError, fieldError, notFound } from '../../core/errors.ts';
import { newPid } from '../../core/ids.ts';
import type { Db, Executor } from '../../db/client.ts';
import type { Actor } from '../auth/actor.ts';
import type { FileStorage } from '../document/file-storage.ts';
import { keepUploads } from '../document/stored-files.ts';
import { discardAll, type ReceivedFile } from '../document/upload-receiver.ts';
import { contentTexts } from './content.messages.ts';
import { contentImages } from './tables/images.ts';

type ImageRow = typeof contentImages.$inferSelect;

/** Formats every browser shows; the document module sniffs more image formats than a page can display. */
const WEB_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** The public address of a content image, as the API answers it. */
export const imageUrl = (pid: string) => `/api${contentPaths.image(pid)}`;

export const presentImage = (row: ImageRow) => ({
  pid: row.pid,
  name: row.originalName,
  size: row.size,
  mime_type: row.mimeType,
  url: imageUrl(row.pid),
});

/** Keeps one sniffed image (already received by the document module's receiver) as a public content image. */
export async function storeContentImage(db: Db, storage: FileStorage, actor: Actor, file: ReceivedFile) {
  if (!WEB_IMAGE_TYPES.includes(file.mime)) {
    await discardAll(storage, [file]);
    const message = contentTexts.imageTypeNotAllowed;
    throw new AppError('unsupported_media_type', message, { file: [message] });
  }
  if (file.size > CONTENT_RULES.imageMaxBytes) {
    await discardAll(storage, [file]);
    const message = contentTexts.imageTooLarge(CONTENT_RULES.imageMaxBytes);
    throw new AppError('payload_too_large', message, { file: [message] });
  }
  const [row] = await keepUploads(db, storage, [file], (tx, kept) =>
    tx
      .insert(contentImages)
      .values(
        kept.map(({ file: f, key }) => ({
          pid: newPid(),
          originalName: f.name,
          size: f.size,
          mimeType: f.mime,
          storageKey: key,
          uploadedById: actor.userId,
        })),
      )
      .returning(),
  );
  if (!row) throw new Error('image row not written');
  return presentImage(row);
}

export async function findContentImage(db: Executor, pid: string): Promise<ImageRow> {
  const [row] = await db.select().from(contentImages).where(eq(contentImages.pid, pid));
  if (!row) throw notFound(contentTexts.imageNotFound);
  return row;
}

/**
 * The internal id of an image named by pid in a form field (`image_id`, `photo_id`): undefined leaves the
 * field as is, null clears it, an unknown pid is a 400 on that field.
 */
export async function imageIdFor(
  db: Executor,
  field: string,
  pid: string | null | undefined,
): Promise<number | null | undefined> {
  if (pid === undefined || pid === null) return pid;
  const [row] = await db
    .select({ id: contentImages.id })
    .from(contentImages)
    .where(eq(contentImages.pid, pid));
  if (!row) throw fieldError(field, contentTexts.imageIdUnknown);
  return row.id;
}
