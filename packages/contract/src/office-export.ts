import { z } from 'zod';

export const OFFICE_EXPORT_STATUSES = ['queued', 'running', 'ready', 'failed'] as const;
export type OfficeExportStatus = (typeof OFFICE_EXPORT_STATUSES)[number];

/** An office's complete export (a zip of CSV/JSON and the documents), built in the background. */
export const zOfficeExport = z.object({
  pid: z.string(),
  status: z.enum(OFFICE_EXPORT_STATUSES),
  /** 0–100 while it is built. */
  progress: z.number().int(),
  size: z.number().int().nullable(),
  file_name: z.string(),
  download_url: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type OfficeExport = z.infer<typeof zOfficeExport>;

export const zOfficeExportResponse = z.object({ result: zOfficeExport });
export const zOfficeExportListResponse = z.object({ result: z.array(zOfficeExport) });
