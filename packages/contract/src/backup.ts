import { z } from 'zod';

/** The embedded default's scheduled backups, as the admin sees them. */
export const zBackupStatus = z.object({
  scheduled: z.boolean(),
  keep: z.number().int(),
  archives: z.number().int(),
  last: z
    .object({
      trigger: z.enum(['schedule', 'admin']),
      status: z.enum(['running', 'succeeded', 'failed']),
      file_name: z.string().nullable(),
      size: z.number().int().nullable(),
      error: z.string().nullable(),
      started_at: z.string(),
      finished_at: z.string().nullable(),
    })
    .nullable(),
});
export type BackupStatus = z.infer<typeof zBackupStatus>;
export const zBackupStatusResponse = z.object({ result: zBackupStatus });
