import type { Case } from '@vakilyar/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { conflict, fieldError } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { userRoles, users } from '../auth/auth.tables.ts';
import { dropCaseRemindersOf } from '../calendar/reminders/reminder-schedule.ts';
import { createAlarm } from '../notification/alarms.service.ts';
import { assertCan, type Caller } from './access.ts';
import { appendAudit } from './audit-chain.ts';
import { refreshCaseSearch } from './case-search.ts';
import { loadCase, presentCases } from './cases.repository.ts';
import { coCounselTexts } from './co-counsel.messages.ts';
import type { CoCounselInvitationsService } from './co-counsel-invitations.service.ts';
import { officeTexts } from './office.messages.ts';
import { accessLinks } from './tables/access-links.ts';
import { caseClientAccess, caseClients, caseLawyers } from './tables/cases.ts';
import { officeClients } from './tables/clients.ts';

const nameOf = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/**
 * Lawyers and clients on a case. A co-counsel is any lawyer of the platform: they see this case, and only
 * this case, of the office. The office's own lawyer (owner) stays on every case.
 */
export function createCaseMembersService(db: Db, invitations: CoCounselInvitationsService) {
  async function answer(caller: Caller, pid: string): Promise<Case> {
    const [presented] = await presentCases(db, caller, [await loadCase(db, caller, pid)]);
    if (!presented) throw new Error('a case was not presented');
    return presented;
  }

  async function findLawyer(lawyerPid: string) {
    const [lawyer] = await db
      .select({ id: users.id, pid: users.pid, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, 'lawyer')))
      .where(and(eq(users.pid, lawyerPid), isNull(users.deletedAt)));
    if (!lawyer) throw fieldError('lawyer_id', officeTexts.lawyerNotFound);
    return lawyer;
  }

  /**
   * Asks a lawyer of the platform to join the case as co-counsel; they join when they accept
   * (co-counsel-invitations.service.ts). Asking again renews the invitation.
   */
  async function addLawyer(caller: Caller, pid: string, lawyerPid: string) {
    const record = await loadCase(db, caller, pid);
    assertCan(caller, record.access, 'case.manage_lawyers');
    const lawyer = await findLawyer(lawyerPid);
    await db.transaction(async (tx) => {
      const [onCase] = await tx
        .select({ role: caseLawyers.role })
        .from(caseLawyers)
        .where(and(eq(caseLawyers.caseId, record.row.id), eq(caseLawyers.userId, lawyer.id)));
      // The office's own lawyer is on every case already.
      if (onCase) throw conflict(officeTexts.lawyerAlreadyOnCase);
      const kase = { id: record.row.id, pid, title: record.row.title, officeName: record.office.name };
      await invitations.invite(tx, caller, kase, lawyer.id);
    });
    return { ...(await answer(caller, pid)), message: coCounselTexts.invited(nameOf(lawyer)) };
  }

  /**
   * Takes a co-counsel off the case (or withdraws a pending invitation). What they entered stays with the
   * case (its events and notices are kept in the case's office); their own reminders of it go, and they
   * hear of it through an alarm.
   */
  async function removeLawyer(caller: Caller, pid: string, lawyerPid: string) {
    const record = await loadCase(db, caller, pid);
    assertCan(caller, record.access, 'case.manage_lawyers');
    const lawyer = await findLawyer(lawyerPid);
    const removed = await db.transaction(async (tx) => {
      const [onCase] = await tx
        .select({ role: caseLawyers.role })
        .from(caseLawyers)
        .where(and(eq(caseLawyers.caseId, record.row.id), eq(caseLawyers.userId, lawyer.id)))
        .for('update');
      if (!onCase) {
        if (await invitations.cancelPending(tx, record.row.id, lawyer.id)) return false;
        throw fieldError('lawyer_id', officeTexts.lawyerNotOnCase);
      }
      if (onCase.role === 'owner') throw conflict(officeTexts.ownerCannotBeRemoved);
      await tx
        .delete(caseLawyers)
        .where(and(eq(caseLawyers.caseId, record.row.id), eq(caseLawyers.userId, lawyer.id)));
      await dropCaseRemindersOf(tx, lawyer.id, record.row.id);
      await createAlarm(tx, {
        userId: lawyer.id,
        kind: 'system',
        title: coCounselTexts.removedAlarmTitle(record.row.title),
        body: coCounselTexts.removedAlarmBody(record.office.name),
        link: '/cases',
      });
      await appendAudit(tx, {
        officeId: record.row.officeId,
        actor: caller,
        access: record.access,
        action: 'remove_lawyer',
        entityType: 'case',
        entityPid: pid,
        entityLabel: record.row.title,
        casePid: pid,
        details: { lawyer: { pid: lawyer.pid, name: nameOf(lawyer) } },
      });
      return true;
    });
    const message = removed
      ? coCounselTexts.removed(nameOf(lawyer))
      : coCounselTexts.invitationCancelled(nameOf(lawyer));
    return { ...(await answer(caller, pid)), message };
  }

  /** A client of the case's own office, or a 400 on `client_id` (a foreign pid looks the same). */
  async function findClient(officeId: number, clientPid: string) {
    const [client] = await db
      .select({
        id: officeClients.id,
        pid: officeClients.pid,
        firstName: officeClients.firstName,
        lastName: officeClients.lastName,
      })
      .from(officeClients)
      .where(and(eq(officeClients.pid, clientPid), eq(officeClients.officeId, officeId)));
    if (!client) throw fieldError('client_id', officeTexts.clientNotFound);
    return client;
  }

  async function addClient(caller: Caller, pid: string, clientPid: string): Promise<Case> {
    const record = await loadCase(db, caller, pid);
    assertCan(caller, record.access, 'case.manage_clients');
    const client = await findClient(record.row.officeId, clientPid);
    await db
      .transaction(async (tx) => {
        await tx.insert(caseClients).values({ caseId: record.row.id, clientId: client.id });
        await refreshCaseSearch(tx, [record.row.id]);
        await appendAudit(tx, {
          officeId: record.row.officeId,
          actor: caller,
          access: record.access,
          action: 'add_client',
          entityType: 'case',
          entityPid: pid,
          entityLabel: record.row.title,
          casePid: pid,
          details: { client: { pid: client.pid, name: `${client.firstName} ${client.lastName}` } },
        });
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw conflict(officeTexts.clientAlreadyOnCase);
        throw error;
      });
    return answer(caller, pid);
  }

  /** Taking a client off a case also ends their portal access to it and voids unused links. */
  async function removeClient(caller: Caller, pid: string, clientPid: string): Promise<Case> {
    const record = await loadCase(db, caller, pid);
    assertCan(caller, record.access, 'case.manage_clients');
    const client = await findClient(record.row.officeId, clientPid);
    await db.transaction(async (tx) => {
      const removed = await tx
        .delete(caseClients)
        .where(and(eq(caseClients.caseId, record.row.id), eq(caseClients.clientId, client.id)))
        .returning({ caseId: caseClients.caseId });
      if (!removed.length) throw fieldError('client_id', officeTexts.clientNotOnCase);
      await tx
        .delete(caseClientAccess)
        .where(and(eq(caseClientAccess.caseId, record.row.id), eq(caseClientAccess.clientId, client.id)));
      await tx
        .update(accessLinks)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(accessLinks.caseId, record.row.id),
            eq(accessLinks.clientId, client.id),
            isNull(accessLinks.usedAt),
            isNull(accessLinks.revokedAt),
          ),
        );
      await refreshCaseSearch(tx, [record.row.id]);
      await appendAudit(tx, {
        officeId: record.row.officeId,
        actor: caller,
        access: record.access,
        action: 'remove_client',
        entityType: 'case',
        entityPid: pid,
        entityLabel: record.row.title,
        casePid: pid,
        details: { client: { pid: client.pid, name: `${client.firstName} ${client.lastName}` } },
      });
    });
    return answer(caller, pid);
  }

  return { addLawyer, removeLawyer, addClient, removeClient };
}

export type CaseMembersService = ReturnType<typeof createCaseMembersService>;
