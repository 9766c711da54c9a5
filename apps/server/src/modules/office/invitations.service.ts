import { type PageQuery, SECRETARY_INVITATION_DAYS, type SecretaryInvitation } from '@vakilyar/contract';
import { and, count, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { conflict, notFound } from '../../core/errors.ts';
import { newPid } from '../../core/ids.ts';
import type { ModuleContext } from '../../core/module-context.ts';
import { pageWindow } from '../../core/paging.ts';
import type { Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { userRoles, users } from '../auth/auth.tables.ts';
import { jalaliMoment } from '../calendar/tehran-time.ts';
import { createAlarm } from '../notification/alarms.service.ts';
import { assertCan, type Caller, type OfficeContext, officeOf, requireOffice } from './access.ts';
import { appendAudit } from './audit-chain.ts';
import { officeTexts } from './office.messages.ts';
import { officeSecretaries, offices } from './tables/offices.ts';
import { secretaryInvitations as inv } from './tables/secretary-invitations.ts';

const DAY_MS = 86_400_000;
const lawyers = alias(users, 'invitation_lawyer');

const invitationColumns = {
  id: inv.id,
  pid: inv.pid,
  status: inv.status,
  userId: inv.userId,
  officeId: inv.officeId,
  invitedBy: inv.invitedBy,
  createdAt: inv.createdAt,
  expiresAt: inv.expiresAt,
  answeredAt: inv.answeredAt,
  office: { pid: offices.pid, name: offices.name },
  lawyer: { pid: lawyers.pid, first_name: lawyers.firstName, last_name: lawyers.lastName },
  invitee: { pid: users.pid, first_name: users.firstName, last_name: users.lastName, mobile: users.phone },
};

type InvitationRow = Awaited<ReturnType<ReturnType<typeof selectInvitations>['execute']>>[number];

function selectInvitations(tx: Executor) {
  return tx
    .select(invitationColumns)
    .from(inv)
    .innerJoin(offices, eq(offices.id, inv.officeId))
    .innerJoin(lawyers, eq(lawyers.id, offices.ownerId))
    .innerJoin(users, eq(users.id, inv.userId));
}

const isExpired = (r: { status: string; expiresAt: Date }, now = new Date()) =>
  r.status === 'pending' && r.expiresAt <= now;

const present = (r: InvitationRow): SecretaryInvitation => ({
  pid: r.pid,
  status: r.status as SecretaryInvitation['status'],
  expired: isExpired(r),
  office: r.office,
  lawyer: r.lawyer,
  invitee: { ...r.invitee, mobile: r.invitee.mobile ?? '' },
  created_at: r.createdAt.toISOString(),
  expires_at: r.expiresAt.toISOString(),
  answered_at: r.answeredAt?.toISOString() ?? null,
});

const fullName = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`.trim();

/**
 * Issue 13 (consent): an office asks, the person answers. Nobody becomes a secretary (and gains the role)
 * until they accept in their own dashboard; the lawyer sees what is pending and may cancel it.
 */
export function createInvitationsService({ db, config, sms }: ModuleContext) {
  const dashboardUrl = `${config.PUBLIC_URL ?? `http://localhost:${config.PORT}`}/dashboard`;

  async function byPid(tx: Executor, pid: string) {
    const [row] = await selectInvitations(tx).where(eq(inv.pid, pid));
    return row;
  }

  /** Invites (or re-invites, renewing the deadline) a person the caller checked may be a secretary. */
  async function invite(caller: Caller, office: OfficeContext, userId: number) {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) throw notFound(officeTexts.secretaryNotFound);
    const expiresAt = new Date(Date.now() + SECRETARY_INVITATION_DAYS * DAY_MS);
    const lawyerName = `${caller.firstName} ${caller.lastName}`.trim();
    const pid = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(inv)
        .values({ pid: newPid(), officeId: office.officeId, userId, invitedBy: caller.userId, expiresAt })
        .onConflictDoUpdate({
          target: [inv.officeId, inv.userId],
          targetWhere: sql`${inv.status} = 'pending'`,
          set: { expiresAt, invitedBy: caller.userId, createdAt: sql`now()` },
        })
        .returning({ pid: inv.pid });
      if (!row) throw notFound(officeTexts.invitationNotFound);
      await createAlarm(tx, {
        userId,
        kind: 'system',
        title: officeTexts.invitationAlarmTitle(office.officeName),
        body: officeTexts.invitationAlarmBody(lawyerName),
        link: '/dashboard',
      });
      await appendAudit(tx, {
        officeId: office.officeId,
        actor: caller,
        access: office.role,
        action: 'create',
        entityType: 'secretary',
        entityPid: user.pid,
        entityLabel: fullName({ first_name: user.firstName, last_name: user.lastName }),
        details: { invitation: row.pid },
      });
      return row.pid;
    });
    if (user.phone) {
      const until = jalaliMoment(expiresAt, true);
      await sms.sendText(
        user.phone,
        officeTexts.secretaryInvite(lawyerName, office.officeName, until, dashboardUrl),
        'invite',
      );
    }
    const row = await byPid(db, pid);
    if (!row) throw notFound(officeTexts.invitationNotFound);
    return present(row);
  }

  /** One page of the invitations `where` selects, newest first. */
  async function pageOfInvitations(where: SQL | undefined, query: PageQuery) {
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

  /** The office's invitations still waiting for an answer (expired ones flagged), newest first. */
  async function listSent(caller: Caller, query: PageQuery) {
    const office = await requireOffice(db, caller, 'secretary.manage');
    const where = and(eq(inv.officeId, office.officeId), eq(inv.status, 'pending'));
    return pageOfInvitations(where, query);
  }

  /** What waits for the caller's answer: pending and not yet expired. */
  async function listReceived(caller: Caller, query: PageQuery) {
    const where = and(
      eq(inv.userId, caller.userId),
      eq(inv.status, 'pending'),
      gt(inv.expiresAt, sql`now()`),
    );
    return pageOfInvitations(where, query);
  }

  /** Locks the caller's own pending invitation; another person's is a 404, an answered one a 409. */
  async function lockOwnPending(tx: Executor, caller: Caller, pid: string) {
    const [row] = await tx
      .select()
      .from(inv)
      .where(and(eq(inv.pid, pid), eq(inv.userId, caller.userId)))
      .for('update');
    if (!row) throw notFound(officeTexts.invitationNotFound);
    if (row.status !== 'pending') throw conflict(officeTexts.invitationAnswered);
    if (isExpired(row)) throw conflict(officeTexts.invitationExpired);
    return row;
  }

  async function tellLawyer(tx: Executor, lawyerId: number, body: string, officeName: string) {
    await createAlarm(tx, {
      userId: lawyerId,
      kind: 'system',
      title: officeTexts.invitationAlarmTitle(officeName),
      body,
      link: '/secretaries',
    });
  }

  /** One transaction: the membership, the role and the answer; a second accept finds it answered. */
  async function accept(caller: Caller, pid: string) {
    const name = `${caller.firstName} ${caller.lastName}`.trim();
    await db
      .transaction(async (tx) => {
        const row = await lockOwnPending(tx, caller, pid);
        const roles = await tx
          .select({ role: userRoles.role })
          .from(userRoles)
          .where(eq(userRoles.userId, caller.userId));
        if (roles.some((r) => r.role === 'lawyer')) throw conflict(officeTexts.invitationForLawyer);
        const [held] = await tx
          .select({ officeId: officeSecretaries.officeId })
          .from(officeSecretaries)
          .where(eq(officeSecretaries.userId, caller.userId));
        if (held) throw conflict(officeTexts.invitationInOffice);
        await tx.insert(userRoles).values({ userId: caller.userId, role: 'secretary' }).onConflictDoNothing();
        await tx.insert(officeSecretaries).values({ officeId: row.officeId, userId: caller.userId });
        await tx.update(inv).set({ status: 'accepted', answeredAt: sql`now()` }).where(eq(inv.id, row.id));
        const [office] = await tx.select().from(offices).where(eq(offices.id, row.officeId));
        await tellLawyer(
          tx,
          office?.ownerId ?? row.invitedBy,
          officeTexts.invitationAcceptedAlarm(name),
          office?.name ?? '',
        );
        await appendAudit(tx, {
          officeId: row.officeId,
          actor: caller,
          access: 'secretary',
          action: 'update',
          entityType: 'secretary',
          entityPid: caller.pid,
          entityLabel: name,
          details: { invitation: pid, status: 'accepted' },
        });
      })
      .catch((error: unknown) => {
        // Two offices' invitations accepted at once: the person's single membership row decides.
        if (isUniqueViolation(error)) throw conflict(officeTexts.invitationInOffice);
        throw error;
      });
    const row = await byPid(db, pid);
    if (!row) throw notFound(officeTexts.invitationNotFound);
    return { ...present(row), message: officeTexts.invitationAccepted(row.office.name) };
  }

  async function decline(caller: Caller, pid: string) {
    const name = `${caller.firstName} ${caller.lastName}`.trim();
    await db.transaction(async (tx) => {
      const row = await lockOwnPending(tx, caller, pid);
      await tx.update(inv).set({ status: 'declined', answeredAt: sql`now()` }).where(eq(inv.id, row.id));
      const [office] = await tx.select().from(offices).where(eq(offices.id, row.officeId));
      await tellLawyer(
        tx,
        office?.ownerId ?? row.invitedBy,
        officeTexts.invitationDeclinedAlarm(name),
        office?.name ?? '',
      );
    });
    const row = await byPid(db, pid);
    if (!row) throw notFound(officeTexts.invitationNotFound);
    return { ...present(row), message: officeTexts.invitationDeclined };
  }

  /** The lawyer withdraws a pending invitation of their own office (another office's is a 404). */
  async function cancel(caller: Caller, pid: string) {
    const office = await officeOf(db, caller);
    if (!office) throw notFound(officeTexts.invitationNotFound);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(inv)
        .where(and(eq(inv.pid, pid), eq(inv.officeId, office.officeId)))
        .for('update');
      if (!row) throw notFound(officeTexts.invitationNotFound);
      assertCan(caller, office.role, 'secretary.manage');
      if (row.status !== 'pending') throw conflict(officeTexts.invitationAnswered);
      await tx.update(inv).set({ status: 'cancelled', answeredAt: sql`now()` }).where(eq(inv.id, row.id));
      const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
      await appendAudit(tx, {
        officeId: office.officeId,
        actor: caller,
        access: office.role,
        action: 'delete',
        entityType: 'secretary',
        entityPid: user?.pid ?? pid,
        entityLabel: user ? `${user.firstName} ${user.lastName}` : null,
        details: { invitation: pid, status: 'cancelled' },
      });
    });
  }

  return { invite, listSent, listReceived, accept, decline, cancel };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
