import { z } from 'zod';
import { zMessage, zPageQuery, zResult } from '../envelope.ts';

export const ALARM_KINDS = ['reminder', 'court_notice', 'chat', 'consultation', 'system'] as const;
export type AlarmKind = (typeof ALARM_KINDS)[number];

export const zAlarm = z.object({
  pid: z.string(),
  kind: z.enum(ALARM_KINDS),
  title: z.string(),
  body: z.string().nullable(),
  /** An app path to open, such as `/calendar?event=...`. */
  link: z.string().nullable(),
  seen_at: z.string().nullable(),
  created_at: z.string(),
});

/** `GET alarms/`: newest first; `unseen_only=true` keeps the ones not seen yet. */
export const zAlarmListQuery = zPageQuery.pick({ page: true, page_size: true }).extend({
  unseen_only: z.enum(['true', 'false']).optional(),
});

/** A page of alarms, with the caller's unseen count beside it (whatever the filter). */
export const zAlarmPage = zResult(
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(zAlarm),
    unseen_count: z.number().int(),
  }),
);

export const zBulkSeenRequest = z.object({
  pids: z
    .array(z.string().trim().min(1).max(40), { error: 'فهرست شناسه‌های اعلان را بفرستید.' })
    .max(200, { error: 'حداکثر ۲۰۰ اعلان را می‌توان یک‌جا علامت زد.' }),
});

/** `bulk-seen/`: how many of the caller's alarms were newly marked, and the unseen count left. */
export const zBulkSeenResponse = zResult(
  zMessage.extend({ updated: z.number().int(), unseen_count: z.number().int() }),
);

export type Alarm = z.infer<typeof zAlarm>;
export type AlarmListQuery = z.output<typeof zAlarmListQuery>;
export type AlarmPage = z.infer<typeof zAlarmPage>['result'];
