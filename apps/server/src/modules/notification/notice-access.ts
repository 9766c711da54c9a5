import type { Permission } from '@vakilyar/contract';
import { eq, inArray, or, type SQL } from 'drizzle-orm';
import { fieldError } from '../../core/errors.ts';
import type { Executor } from '../../db/client.ts';
import {
  assertCan,
  type Caller,
  coCounselCaseIds,
  type OfficeContext,
  requireOffice,
  requireOfficeForObject,
} from '../office/access.ts';
import { officeCases } from '../office/tables/cases.ts';
import { offices } from '../office/tables/offices.ts';
import { notificationTexts } from './notification.messages.ts';
import { courtNotices } from './tables/court-notices.ts';

/**
 * Court notices belong to an office: its lawyer and the secretaries assigned to it see and manage them.
 * A notice of a case is kept in the case's office and read there by the case's co-counsel too (issue 25:
 * one notice list per case). A list or a create without an office is a 403; a notice outside the scope a 404.
 */
export interface NoticeScope {
  office: OfficeContext;
  /** Cases other offices share with the caller as co-counsel. */
  sharedCaseIds: number[];
}

/** The office a notice is kept in: who hears of it, whose SMS credit pays for its texts. */
export type NoticeOffice = Pick<OfficeContext, 'officeId' | 'ownerId'>;

async function scopeOf(db: Executor, caller: Caller, office: OfficeContext): Promise<NoticeScope> {
  const sharedCaseIds = office.role === 'owner' ? await coCounselCaseIds(db, caller.userId) : [];
  return { office, sharedCaseIds };
}

export const noticeScope = async (db: Executor, caller: Caller, permission: Permission) =>
  scopeOf(db, caller, await requireOffice(db, caller, permission));

/** The scope for a notice named by pid: without an office, the notice is simply not found. */
export async function noticeScopeForOne(
  db: Executor,
  caller: Caller,
  permission: Permission,
): Promise<NoticeScope> {
  const office = await requireOfficeForObject(db, caller, notificationTexts.noticeNotFound);
  assertCan(caller, office.role, permission);
  return scopeOf(db, caller, office);
}

/** The notices the scope reads: its office's, and those of the cases shared with the caller. */
export const noticesOf = (scope: NoticeScope): SQL => {
  const own = eq(courtNotices.officeId, scope.office.officeId);
  return scope.sharedCaseIds.length
    ? (or(own, inArray(courtNotices.caseId, scope.sharedCaseIds)) as SQL)
    : own;
};

/**
 * Where a notice naming `casePid` is kept: the case's office (one of the caller's office's own cases, or one
 * shared with them), else a field error on `case_id`; without a case, the caller's office.
 */
export async function noticeHome(
  db: Executor,
  scope: NoticeScope,
  casePid: string | null | undefined,
): Promise<{ caseId: number | null; office: NoticeOffice }> {
  if (!casePid) return { caseId: null, office: scope.office };
  const [row] = await db
    .select({ id: officeCases.id, officeId: officeCases.officeId, ownerId: offices.ownerId })
    .from(officeCases)
    .innerJoin(offices, eq(offices.id, officeCases.officeId))
    .where(eq(officeCases.pid, casePid));
  const reachable = row && (row.officeId === scope.office.officeId || scope.sharedCaseIds.includes(row.id));
  if (!reachable) throw fieldError('case_id', notificationTexts.caseNotFound);
  return { caseId: row.id, office: { officeId: row.officeId, ownerId: row.ownerId } };
}
