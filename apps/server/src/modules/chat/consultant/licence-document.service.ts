import { and, eq, isNull, sql } from 'drizzle-orm';
import { notFound } from '../../../core/errors.ts';
import type { Db } from '../../../db/client.ts';
import type { Actor } from '../../auth/actor.ts';
import { users } from '../../auth/auth.tables.ts';
import { documents } from '../../document/document.tables.ts';
import type { FileStorage } from '../../document/file-storage.ts';
import { documentRowOf, keepUploads } from '../../document/stored-files.ts';
import type { ReceivedFile } from '../../document/upload-receiver.ts';
import { chatTexts } from '../chat.messages.ts';
import { consultantProfiles } from '../tables/consultants.ts';
import { ensureProfile, presentSettings } from './profiles.ts';

/**
 * The scan of a consultant's licence: kept like any upload (sniffed, size-limited), linked to their
 * profile, downloadable by them and by the admins only.
 */
export function createLicenceDocumentService(db: Db, storage: FileStorage) {
  /** Keeps the file, links it, and drops the one it replaces; a rejected profile goes back for review. */
  async function upload(actor: Actor, file: ReceivedFile) {
    const user = { id: actor.userId, firstName: actor.firstName, lastName: actor.lastName };
    const current = await ensureProfile(db, user);
    const resubmit = current.approvalStatus === 'rejected';
    const { row, replaced } = await keepUploads(db, storage, [file], async (tx, [kept]) => {
      if (!kept) throw new Error('no file kept');
      const [document] = await tx.insert(documents).values(documentRowOf(kept, actor.userId)).returning();
      if (!document) throw new Error('document row missing after insert');
      const [previous] = await tx
        .select({ id: consultantProfiles.licenceDocumentId })
        .from(consultantProfiles)
        .where(eq(consultantProfiles.id, current.id))
        .for('update');
      const [updated] = await tx
        .update(consultantProfiles)
        .set({
          licenceDocumentId: document.id,
          ...(resubmit ? { approvalStatus: 'pending', rejectionReason: null } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(consultantProfiles.id, current.id))
        .returning();
      if (!updated) throw new Error('consultant profile vanished');
      const gone = previous?.id
        ? await tx.delete(documents).where(eq(documents.id, previous.id)).returning()
        : [];
      return { row: updated, replaced: gone[0]?.storageKey };
    });
    if (replaced) await storage.remove(replaced).catch(() => undefined);
    const message = resubmit ? chatTexts.settingsSentForReview : chatTexts.licenceDocumentSaved;
    return { ...presentSettings(row), message };
  }

  async function documentOf(where: ReturnType<typeof eq>) {
    const [row] = await db
      .select({ document: documents })
      .from(consultantProfiles)
      .innerJoin(users, eq(users.id, consultantProfiles.userId))
      .innerJoin(documents, eq(documents.id, consultantProfiles.licenceDocumentId))
      .where(and(where, isNull(users.deletedAt)));
    if (!row) throw notFound(chatTexts.licenceDocumentNotFound);
    return row.document;
  }

  return {
    upload,
    /** The caller's own licence scan. */
    ownDocument: (actor: Actor) => documentOf(eq(consultantProfiles.userId, actor.userId)),
    /** A consultant's licence scan, for the admins' review. */
    documentOfConsultant: (consultantPid: string) => documentOf(eq(users.pid, consultantPid)),
  };
}

export type LicenceDocumentService = ReturnType<typeof createLicenceDocumentService>;
