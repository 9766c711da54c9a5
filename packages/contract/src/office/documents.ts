import { z } from 'zod';
import { zPage, zPageQuery, zResult } from '../envelope.ts';
import { zOptionalText, zUserRef } from './fields.ts';
import { FILE_TYPES } from './vocabulary.ts';

// Documents and uploads.

export const zUploadedFile = z.object({
  pid: z.string(),
  file_type: z.enum(FILE_TYPES),
  name: z.string(),
  size: z.number().int(),
  mime_type: z.string(),
  /** The authorized download address (send the Bearer token). */
  url: z.string(),
});

/** One upload answers its file's fields; several answer the first's, and all of them in `files`. */
export const zUploadResponse = zResult(
  zUploadedFile.extend({ pids: z.array(z.string()), files: z.array(zUploadedFile), message: z.string() }),
);

export const zDocument = zUploadedFile.extend({
  case: z.object({ pid: z.string(), title: z.string() }).nullable(),
  title: z.string(),
  visible_to_client: z.boolean(),
  /**
   * Shown to the case's co-counsel from other offices (besides the documents shared with its clients); off
   * unless the case's office turns it on, on for what a co-counsel uploads.
   */
  shared_with_co_counsel: z.boolean(),
  /** Sent by one of the case's clients in the case thread, for the lawyer to review. */
  from_client: z.boolean(),
  uploaded_by: zUserRef.nullable(),
  created_at: z.string(),
});

export const zDocumentUploadResponse = zResult(
  zDocument.extend({ pids: z.array(z.string()), files: z.array(zDocument), message: z.string() }),
);

export const zUpdateDocumentRequest = z.object({
  title: zOptionalText(200),
  visible_to_client: z.boolean().optional(),
  shared_with_co_counsel: z.boolean().optional(),
});

export const zDocumentListQuery = zPageQuery.extend({ file_type: z.enum(FILE_TYPES).optional() });
export const zDocumentResponse = zResult(zDocument);
export const zDocumentPage = zPage(zDocument);
export const zDownloadQuery = z.object({
  /** `inline` lets a browser show an image, a video or a PDF; the default is a download. */
  disposition: z.enum(['inline', 'attachment']).optional(),
});

export type Document = z.infer<typeof zDocument>;
