import { z } from 'zod';
import { zPage, zPageQuery, zResult } from '../envelope.ts';
import { toLatinDigits } from '../persian.ts';

/** Who wants the morning digest (07:00 Tehran, working days) and task alarms, and by which channel. */
export const zTaskPreferences = z.object({
  morning_digest: z.boolean(),
  digest_sms: z.boolean(),
  task_sms: z.boolean(),
});
export type TaskPreferences = z.infer<typeof zTaskPreferences>;
export const zTaskPreferencesRequest = zTaskPreferences.partial();
export const zTaskPreferencesResponse = zResult(
  zTaskPreferences.extend({ message: z.string().optional(), sms_warning: z.string().nullable().optional() }),
);

/** Development only: runs the morning digest as at 07:00 Tehran of `date` (a Gregorian day). */
export const zDigestRunRequest = z.object({
  date: z
    .string()
    .transform((v) => toLatinDigits(v).trim())
    .pipe(z.iso.date()),
});
export const zDigestRunResponse = zResult(z.object({ sent: z.number().int(), working_day: z.boolean() }));

/** An open case with no future hearing or deadline and no open task. */
export const zIdleCase = z.object({
  pid: z.string(),
  title: z.string(),
  case_number: z.string().nullable(),
  case_type: z.string(),
  stage: z.string(),
  /** The last day anything was done on it (its last update, event or finished task). */
  last_activity_at: z.string(),
});
export type IdleCase = z.infer<typeof zIdleCase>;
export const zIdleCaseQuery = zPageQuery.pick({ page: true, page_size: true });
export const zIdleCasePage = zPage(zIdleCase);
