import type { NoticeType } from '@vakilyar/contract';
import { and, eq, ne } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { Actor } from '../auth/actor.ts';
import { users } from '../auth/auth.tables.ts';
import { refundSmsCredit, spendSmsCredit } from '../messaging/sms-credit.ts';
import { caseLawyers } from '../office/tables/cases.ts';
import { officeSecretaries } from '../office/tables/offices.ts';
import type { SmsService } from '../sms/sms.service.ts';
import { createAlarm } from './alarms.service.ts';
import type { NoticeOffice } from './notice-access.ts';
import { notificationTexts } from './notification.messages.ts';
import { preferencesOfMany } from './preferences.service.ts';

export interface AnnouncedNotice {
  pid: string;
  subject: string;
  noticeType: NoticeType;
  court: string | null;
  branch: string | null;
}

export interface SmsRecipient {
  userId: number;
  phone: string;
}

/** The office's lawyer, its assigned secretaries, and the co-counsel of the notice's case. */
async function peopleOf(tx: Tx, office: NoticeOffice, caseId: number | null) {
  const secretaries = await tx
    .select({ userId: officeSecretaries.userId })
    .from(officeSecretaries)
    .where(eq(officeSecretaries.officeId, office.officeId));
  const coCounsel = caseId
    ? await tx
        .select({ userId: caseLawyers.userId })
        .from(caseLawyers)
        .where(and(eq(caseLawyers.caseId, caseId), ne(caseLawyers.role, 'owner')))
    : [];
  return [office.ownerId, ...secretaries.map((s) => s.userId), ...coCounsel.map((c) => c.userId)];
}

/**
 * Inside the notice's transaction: an alarm for every member of the office but its creator who wants one.
 * Answers the members who want an SMS too; those go out after the commit (`sendNoticeSms`).
 */
export async function announceNotice(
  tx: Tx,
  office: NoticeOffice,
  caseId: number | null,
  creator: Actor,
  notice: AnnouncedNotice,
): Promise<SmsRecipient[]> {
  const others = (await peopleOf(tx, office, caseId)).filter((id) => id !== creator.userId);
  const preferences = await preferencesOfMany(tx, others);
  const by = `${creator.firstName} ${creator.lastName}`.trim();
  const smsTo: number[] = [];
  for (const userId of others) {
    const wants = preferences.get(userId);
    if (wants?.in_app_on_new_notice) {
      await createAlarm(tx, {
        userId,
        kind: 'court_notice',
        title: notificationTexts.newNoticeAlarmTitle(notice.noticeType, notice.subject),
        body: notificationTexts.newNoticeAlarmBody(by, notice.court, notice.branch),
        link: `/court-notices/${notice.pid}`,
      });
    }
    if (wants?.sms_on_new_notice) smsTo.push(userId);
  }
  if (smsTo.length === 0) return [];
  const phones = await Promise.all(
    smsTo.map(async (userId) => {
      const [user] = await tx.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
      return user?.phone ? { userId, phone: user.phone } : null;
    }),
  );
  return phones.filter((p): p is SmsRecipient => p !== null);
}

/**
 * The SMS of a new notice, each paid from the office owner's SMS credit (once per notice and recipient).
 * Without credit nothing is sent and nothing fails: the in-app alarm already went out. A provider failure
 * gives the credit back.
 */
export async function sendNoticeSms(
  db: Db,
  sms: SmsService,
  office: NoticeOffice,
  notice: AnnouncedNotice,
  recipients: SmsRecipient[],
  log: { warn: (details: object, message: string) => void },
): Promise<void> {
  const text = notificationTexts.newNoticeSms(notice.noticeType, notice.subject);
  for (const recipient of recipients) {
    const key = `court-notice:${notice.pid}:${recipient.userId}`;
    let segments: number;
    try {
      ({ segments } = await spendSmsCredit(db, office.ownerId, text, { key, reference: notice.pid }));
    } catch (error) {
      if (error instanceof AppError && error.code === 'payment_required') return;
      log.warn({ err: error, notice: notice.pid }, 'court notice SMS credit not spent');
      continue;
    }
    try {
      await sms.sendText(recipient.phone, text, 'court_notice');
    } catch (error) {
      log.warn({ err: error, notice: notice.pid }, 'court notice SMS not sent; credit refunded');
      await refundSmsCredit(db, office.ownerId, key, segments);
    }
  }
}
