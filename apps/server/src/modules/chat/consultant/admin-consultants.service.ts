import type { zAdminConsultantListQuery } from '@vakilyar/contract';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { notFound } from '../../../core/errors.ts';
import { pageWindow } from '../../../core/paging.ts';
import type { Db, Executor } from '../../../db/client.ts';
import type { Actor } from '../../auth/actor.ts';
import { userRoles, users } from '../../auth/auth.tables.ts';
import { textSearch } from '../../office/search-sql.ts';
import type { SmsService } from '../../sms/sms.service.ts';
import { chatAlarmTexts, chatSmsTexts, chatTexts } from '../chat.messages.ts';
import { alarm, chatLinks } from '../chat-alarms.ts';
import { userBriefColumns } from '../chat-users.ts';
import { consultantProfiles as p } from '../tables/consultants.ts';
import { ensureProfile, presentAdminConsultant, selectConsultants } from './profiles.ts';

type AdminListQuery = z.output<typeof zAdminConsultantListQuery>;

/** Consultant approval by admins: a profile is public only once approved; a rejection is texted too. */
export function createAdminConsultantsService(db: Db, sms: SmsService) {
  async function list(query: AdminListQuery) {
    const search = textSearch(p.searchText, query.search);
    const where = and(
      query.approval_status ? eq(p.approvalStatus, query.approval_status) : undefined,
      search?.where,
    ) as SQL | undefined;
    const { limit, offset } = pageWindow(query);
    const [rows, [total]] = await Promise.all([
      selectConsultants(db)
        .where(where)
        .orderBy(sql`${p.approvalStatus} = 'pending' desc`, desc(p.updatedAt), desc(p.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(p).where(where),
    ]);
    return { count: total?.n ?? 0, results: rows.map(presentAdminConsultant) };
  }

  /** A user with the consultant role, by pid, with their profile (created if they never opened settings). */
  async function consultantUser(tx: Executor, pid: string) {
    const [user] = await tx
      .select(userBriefColumns)
      .from(users)
      .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, 'consultant')))
      .where(eq(users.pid, pid));
    if (!user) throw notFound(chatTexts.consultantNotFound);
    return ensureProfile(tx, user);
  }

  async function decide(
    admin: Actor,
    pid: string,
    decision: { approve: true } | { approve: false; reason: string },
  ) {
    const answer = await db.transaction(async (tx) => {
      const profile = await consultantUser(tx, pid);
      const verdict = decision.approve
        ? { approvalStatus: 'approved', rejectionReason: null, approvedAt: sql`now()` }
        : { approvalStatus: 'rejected', rejectionReason: decision.reason, approvedAt: null };
      await tx
        .update(p)
        .set({ ...verdict, decidedById: admin.userId, updatedAt: sql`now()` })
        .where(eq(p.id, profile.id));
      await alarm(tx, {
        userId: profile.userId,
        kind: 'system',
        title: decision.approve ? chatAlarmTexts.consultantApproved : chatAlarmTexts.consultantRejected,
        body: decision.approve ? chatAlarmTexts.consultantApprovedBody : decision.reason,
        link: chatLinks.consultantSettings,
      });
      const [row] = await selectConsultants(tx).where(eq(p.id, profile.id));
      if (!row) throw new Error('consultant vanished');
      const message = decision.approve ? chatTexts.consultantApproved : chatTexts.consultantRejected;
      return { ...presentAdminConsultant(row), message };
    });
    // Texted after the commit, so a provider's failure cannot undo the decision it announces.
    if (!decision.approve && answer.mobile)
      await sms.sendText(
        answer.mobile,
        chatSmsTexts.consultantRejected(decision.reason),
        'consultant_review',
      );
    return answer;
  }

  return {
    list,
    approve: (admin: Actor, pid: string) => decide(admin, pid, { approve: true }),
    reject: (admin: Actor, pid: string, reason: string) => decide(admin, pid, { approve: false, reason }),
  };
}
