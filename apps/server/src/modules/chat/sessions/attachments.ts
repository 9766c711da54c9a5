import type { SendableMessageType } from '@vakilyar/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { fieldError } from '../../../core/errors.ts';
import type { Executor } from '../../../db/client.ts';
import { documents } from '../../document/document.tables.ts';
import { chatTexts } from '../chat.messages.ts';

// Image and file messages carry an upload made first through /api/document/v1/upload-*: the sender's
// own, not filed under a case. Once sent, both participants download it through the message.

export type AttachmentRow = typeof documents.$inferSelect;

export const attachmentUrl = (messagePid: string) => `/api/chat/v1/messages/${messagePid}/attachment/`;

const EXPECTED: Record<Exclude<SendableMessageType, 'text'>, string[]> = {
  image: ['image'],
  file: ['document', 'image', 'video'],
};

/** The sender's upload a new image or file message points at, or a 400 on `content`. */
export async function senderUpload(db: Executor, senderId: number, pid: string, type: 'image' | 'file') {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.pid, pid), eq(documents.uploadedById, senderId), isNull(documents.caseId)));
  if (!row) throw fieldError('content', chatTexts.attachmentNotFound);
  if (!EXPECTED[type].includes(row.fileType)) throw fieldError('message_type', chatTexts.attachmentWrongType);
  return row;
}

export async function uploadsByPid(db: Executor, pids: string[]): Promise<Map<string, AttachmentRow>> {
  if (pids.length === 0) return new Map();
  const rows = await db.select().from(documents).where(inArray(documents.pid, pids));
  return new Map(rows.map((row) => [row.pid, row]));
}

export const presentAttachment = (messagePid: string, row: AttachmentRow) => ({
  pid: row.pid,
  name: row.originalName,
  size: row.size,
  mime_type: row.mimeType,
  url: attachmentUrl(messagePid),
});
