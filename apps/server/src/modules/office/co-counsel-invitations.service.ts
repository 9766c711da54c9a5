import { CO_COUNSEL_INVITATION_DAYS, type CoCounselInvitation, type PageQuery } from '@vakilyar/contract';
import { and, count, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { conflict, notFound } from '../../core/errors.ts';
import { newPid } from '../../core/ids.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { users } from '../auth/auth.tables.ts';
import { createAlarm } from '../notification/alarms.service.ts';
import type { Caller } from './access.ts';
import { appendAudit } from './audit-chain.ts';
import { coCounselTexts } from './co-counsel.messages.ts';
import { caseLawyers, officeCases } from './tables/cases.ts';
import { coCounselInvitations as inv } from './tables/co-counsel-invitations.ts';
import { offices } from './tables/offices.ts';

const DAY_MS = 86_400_000;
const inviters = alias(users, 'co_counsel_inviter');

function selectInvitations(tx: Executor) {
  return tx
    .select({
      id: inv.id,
      pid: inv.pid,
      status: inv.status,
      caseId: inv.caseId,
      invitedBy: inv.invitedBy,
      createdAt: inv.createdAt,
      expiresAt: inv.expiresAt,
      answeredAt: inv.answeredAt,
      kase: { pid: officeCases.pid, title: officeCases.title, officeId: officeCases.officeId },
      office: { pid: offices.pid, name: offices.name, ownerId: offices.ownerId },
      lawyer: { pid: inviters.pid, first_name: inviters.firstName, last_name: inviters.lastName },
      invitee: { pid: users.pid, first_name: users.firstName, last_name: users.lastName },
    })
    .from(inv)
    .innerJoin(officeCases, eq(officeCases.id, inv.caseId))
    .innerJoin(offices, eq(offices.id, officeCases.officeId))
    .innerJoin(inviters, eq(inviters.id, inv.invitedBy))
    .innerJoin(users, eq(users.id, inv.userId));
}

type InvitationRow = Awaited<ReturnType<ReturnType<typeof selectInvitations>['execute']>>[number];

const isExpired = (r: { status: string; expiresAt: Date }) =>
  r.status === 'pending' && r.expiresAt <= new Date();

const present = (r: InvitationRow): CoCounselInvitation => ({
  pid: r.pid,
  status: r.status as CoCounselInvitation['status'],
  expired: isExpired(r),
  case: { pid: r.kase.pid, title: r.kase.title },
  office: { pid: r.office.pid, name: r.office.name },
  lawyer: r.lawyer,
  invitee: r.invitee,
  created_at: r.createdAt.toISOString(),
  expires_at: r.expiresAt.toISOString(),
  answered_at: r.answeredAt?.toISOString() ?? null,
});

/** The case an invitation is for, as the invitation's answers need it. */
export interface InvitingCase {
  id: number;
  pid: string;
  title: string;
  officeName: string;
}

/**
 * Issue 25 (consent, as for secretaries): a case's office asks a lawyer of another office to work on the
 * case; they become its co-counsel (a `case_lawyers` row) only when they accept in their own dashboard.
 * Both sides hear of every step through an alarm.
 */
export function createCoCounselInvitationsService(db: Db) {
  async function byPid(tx: Executor, pid: string) {
    const [row] = await selectInvitations(tx).where(eq(inv.pid, pid));
    if (!row) throw notFound(coCounselTexts.notFound);
    return row;
  }

  /** Asks (or asks again, renewing the deadline) inside the caller's transaction, and alarms the lawyer. */
  async function invite(tx: Tx, caller: Caller, kase: InvitingCase, lawyerId: number): Promise<void> {
    const expiresAt = new Date(Date.now() + CO_COUNSEL_INVITATION_DAYS * DAY_MS);
    await tx
      .insert(inv)
      .values({ pid: newPid(), caseId: kase.id, userId: lawyerId, invitedBy: caller.userId, expiresAt })
      .onConflictDoUpdate({
        target: [inv.caseId, inv.userId],
        targetWhere: sql`${inv.status} = 'pending'`,
        set: { expiresAt, invitedBy: caller.userId, createdAt: sql`now()` },
      });
    await createAlarm(tx, {
      userId: lawyerId,
      kind: 'system',
      title: coCounselTexts.inviteAlarmTitle(kase.title),
      body: coCounselTexts.inviteAlarmBody(`${caller.firstName} ${caller.lastName}`.trim(), kase.officeName),
      link: '/dashboard',
    });
  }

  /** Withdraws the case's pending invitation of a lawyer; false when there was none. */
  async function cancelPending(tx: Tx, caseId: number, lawyerId: number): Promise<boolean> {
    const cancelled = await tx
      .update(inv)
      .set({ status: 'cancelled', answeredAt: sql`now()` })
      .where(and(eq(inv.caseId, caseId), eq(inv.userId, lawyerId), eq(inv.status, 'pending')))
      .returning({ id: inv.id });
    return cancelled.length > 0;
  }

  /** What waits for the caller's answer: pending and not yet expired, newest first. */
  async function listReceived(caller: Caller, query: PageQuery) {
    const where: SQL | undefined = and(
      eq(inv.userId, caller.userId),
      eq(inv.status, 'pending'),
      gt(inv.expiresAt, sql`now()`),
    );
    const { limit, offset } = pageWindow(query);
    const [rows, [total]] = await Promise.all([
      selectInvitations(db)
        .where(where)
        .orderBy(desc(inv.createdAt), desc(inv.id))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(inv).where(where),
    ]);
    return { count: total?.n ?? 0, results: rows.map(present) };
  }

  /** Locks the caller's own pending invitation; another person's is a 404, an answered one a 409. */
  async function lockOwnPending(tx: Tx, caller: Caller, pid: string) {
    const [row] = await tx
      .select()
      .from(inv)
      .where(and(eq(inv.pid, pid), eq(inv.userId, caller.userId)))
      .for('update');
    if (!row) throw notFound(coCounselTexts.notFound);
    if (row.status !== 'pending') throw conflict(coCounselTexts.answered);
    if (isExpired(row)) throw conflict(coCounselTexts.expired);
    return row;
  }

  /** Tells the lawyer who asked, and the office's own lawyer if someone else asked, how it was answered. */
  async function tellOffice(tx: Tx, row: InvitationRow, body: string) {
    const people = new Set([row.invitedBy, row.office.ownerId]);
    for (const userId of people) {
      await createAlarm(tx, {
        userId,
        kind: 'system',
        title: coCounselTexts.acceptedAlarmTitle(row.kase.title),
        body,
        link: `/cases/${row.kase.pid}`,
      });
    }
  }

  /** One transaction: the answer, the place on the case, the office's alarm and the audit entry. */
  async function accept(caller: Caller, pid: string) {
    const name = `${caller.firstName} ${caller.lastName}`.trim();
    await db
      .transaction(async (tx) => {
        const locked = await lockOwnPending(tx, caller, pid);
        await tx.insert(caseLawyers).values({
          caseId: locked.caseId,
          userId: caller.userId,
          role: 'co_counsel',
          addedById: locked.invitedBy,
        });
        await tx.update(inv).set({ status: 'accepted', answeredAt: sql`now()` }).where(eq(inv.id, locked.id));
        const row = await byPid(tx, pid);
        await tellOffice(tx, row, coCounselTexts.acceptedAlarmBody(name));
        await appendAudit(tx, {
          officeId: row.kase.officeId,
          actor: caller,
          access: 'co_counsel',
          action: 'add_lawyer',
          entityType: 'case',
          entityPid: row.kase.pid,
          entityLabel: row.kase.title,
          casePid: row.kase.pid,
          details: { lawyer: { pid: caller.pid, name }, invitation: pid },
        });
      })
      .catch((error: unknown) => {
        // Already on the case (an older invitation accepted in another tab).
        if (isUniqueViolation(error)) throw conflict(coCounselTexts.answered);
        throw error;
      });
    const row = await byPid(db, pid);
    return { ...present(row), message: coCounselTexts.accepted(row.kase.title) };
  }

  async function decline(caller: Caller, pid: string) {
    const name = `${caller.firstName} ${caller.lastName}`.trim();
    await db.transaction(async (tx) => {
      const locked = await lockOwnPending(tx, caller, pid);
      await tx.update(inv).set({ status: 'declined', answeredAt: sql`now()` }).where(eq(inv.id, locked.id));
      await tellOffice(tx, await byPid(tx, pid), coCounselTexts.declinedAlarmBody(name));
    });
    return { ...present(await byPid(db, pid)), message: coCounselTexts.declined };
  }

  return { invite, cancelPending, listReceived, accept, decline };
}

export type CoCounselInvitationsService = ReturnType<typeof createCoCounselInvitationsService>;
