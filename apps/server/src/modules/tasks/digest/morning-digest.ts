import { smsSegments } from '@vakilyar/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { TaskHandler } from '../../../jobs/jobs.ts';
import { users } from '../../auth/auth.tables.ts';
import { jalaliDay } from '../../calendar/tehran-time.ts';
import { spendSmsCredits } from '../../messaging/sms-credit.ts';
import { createAlarm } from '../../notification/alarms.service.ts';
import { officeSecretaries, offices } from '../../office/tables/offices.ts';
import type { SmsService } from '../../sms/sms.service.ts';
import { tehranDay } from '../task-time.ts';
import { taskTexts } from '../tasks.messages.ts';
import { taskDigestSends, taskPreferences } from '../tasks.tables.ts';
import { workingDayFrom } from '../templates/apply-templates.ts';
import { DIGEST_SECTIONS, type DigestPerson, type DigestSection } from './digest-sections.ts';

export const DIGEST_TASK = 'tasks.digest';
/** Every five minutes from 06:30 to 11:25 Tehran (UTC in cron): a process down at 07:00 still sends it later. */
export const DIGEST_CRON = '*/5 3-7 * * *';
const DIGEST_HOUR = 7;

const tehranHour = (now: Date) =>
  Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tehran', hour: '2-digit', hourCycle: 'h23' }).format(
      now,
    ),
  );

export interface DigestOptions {
  now?: Date;
  /** Only these offices' people (tests, the development route). */
  officeIds?: number[];
  /** Waits this long inside each person's transaction (the multi-process test kills a process there). */
  pauseMs?: number;
  sections?: DigestSection[];
}

/** Lawyers and secretaries who want the digest and have not had today's. */
async function peopleDue(db: Db, day: string, officeIds?: number[]): Promise<DigestPerson[]> {
  const staff = sql`(select ${offices.ownerId} as user_id, ${offices.id} as office_id from ${offices}
    union all select ${officeSecretaries.userId}, ${officeSecretaries.officeId} from ${officeSecretaries})`;
  const rows = await db.execute<{
    user_id: string;
    office_id: string;
    owner_id: string;
    phone: string | null;
    sms: boolean | null;
  }>(sql`
    select s.user_id, s.office_id, o.owner_id, u.phone, p.digest_sms as sms
    from ${staff} s
    join ${offices} o on o.id = s.office_id
    join ${users} u on u.id = s.user_id and u.deleted_at is null
    left join ${taskPreferences} p on p.user_id = s.user_id
    where coalesce(p.morning_digest, true)
      ${officeIds ? sql`and s.office_id = any(${sql.param(officeIds)}::bigint[])` : sql``}
      and not exists (select 1 from ${taskDigestSends} d where d.user_id = s.user_id and d.day = ${day})
    order by s.user_id`);
  return rows.rows.map((r) => ({
    userId: Number(r.user_id),
    officeId: Number(r.office_id),
    ownerId: Number(r.owner_id),
    phone: r.phone,
    sms: Boolean(r.sms),
  }));
}

/**
 * The morning digest of one Tehran day: at 07:00 or later on a working day (Fridays and the holidays table
 * excluded), each person who wants it gets one alarm listing the day (and one SMS when they chose it). The
 * row of `task_digest_sends` is claimed in the transaction that writes them: with several processes, a
 * retried job or a restart, a person's digest goes out once.
 */
export async function sendMorningDigests(db: Db, sms: SmsService, options: DigestOptions = {}) {
  const now = options.now ?? new Date();
  const day = tehranDay(now);
  const workingDay = (await workingDayFrom(db, day)) === day;
  if (!workingDay || tehranHour(now) < DIGEST_HOUR) return { sent: 0, workingDay };
  const sections = options.sections ?? DIGEST_SECTIONS;
  let sent = 0;
  for (const person of await peopleDue(db, day, options.officeIds)) {
    const went = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(taskDigestSends)
        .values({ userId: person.userId, day })
        .onConflictDoNothing()
        .returning({ userId: taskDigestSends.userId });
      if (!claimed) return false;
      if (options.pauseMs) await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
      const lines: string[] = [];
      for (const section of sections) {
        const line = await section.line(tx, person, day, now);
        if (line) lines.push(line);
      }
      if (!lines.length) return false;
      let smsNote: string | null = null;
      if (person.sms && person.phone) {
        const text = `${taskTexts.digestSmsHead(jalaliDay(day))} ${lines.join('؛ ')}`;
        const key = `task-digest:${person.userId}:${day}`;
        const segments = smsSegments(text);
        const charged = await spendSmsCredits(tx, [
          { userId: person.ownerId, segments, key, reference: key },
        ]);
        if (charged.has(key)) {
          await sms.outbox.queue(tx, [
            {
              recipient: person.phone,
              text,
              kind: 'task_digest',
              reference: key,
              refund: { userId: person.ownerId, spendKey: `sms-spend:${person.ownerId}:${key}`, segments },
            },
          ]);
          await tx
            .update(taskDigestSends)
            .set({ sms: true })
            .where(and(eq(taskDigestSends.userId, person.userId), eq(taskDigestSends.day, day)));
        } else {
          smsNote = taskTexts.digestNoCredit;
        }
      }
      await createAlarm(tx, {
        userId: person.userId,
        kind: 'system',
        title: `${taskTexts.digestAlarmTitle}، ${jalaliDay(day)}`,
        body: [...lines, ...(smsNote ? [smsNote] : [])].join('\n'),
        link: '/tasks?view=today',
      });
      return true;
    });
    if (went) sent++;
  }
  return { sent, workingDay };
}

/** The cron job; a payload `{ date, officeIds }` runs one day as at 07:00 Tehran (development, tests). */
export function digestTask(db: Db, sms: SmsService, extra: Pick<DigestOptions, 'pauseMs'> = {}): TaskHandler {
  return async (payload) => {
    const { date, officeIds } = (payload ?? {}) as { date?: string; officeIds?: number[] };
    const now = date ? new Date(`${date}T07:00:00+03:30`) : new Date();
    await sendMorningDigests(db, sms, { now, officeIds, ...extra });
  };
}
