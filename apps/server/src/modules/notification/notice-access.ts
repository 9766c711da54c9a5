import type { Permission } from '@vakilyar/contract';
import { and, eq } from 'drizzle-orm';
import { fieldError } from '../../core/errors.ts';
import type { Executor } from '../../db/client.ts';
import {
  assertCan,
  type Caller,
  type OfficeContext,
  requireOffice,
  requireOfficeForObject,
} from '../office/access.ts';
import { officeCases } from '../office/tables/cases.ts';
import { notificationTexts } from './notification.messages.ts';

/**
 * Court notices belong to an office: its lawyer and the secretaries assigned to it see and manage them,
 * nobody else. A list or a create without an office is a 403; a notice outside the caller's office a 404.
 */
export const officeForNotices = (db: Executor, caller: Caller, permission: Permission) =>
  requireOffice(db, caller, permission);

/** The caller's office for a notice they name by pid: without one, the notice is simply not found. */
export async function officeForNotice(
  db: Executor,
  caller: Caller,
  permission: Permission,
): Promise<OfficeContext> {
  const office = await requireOfficeForObject(db, caller, notificationTexts.noticeNotFound);
  assertCan(caller, office.role, permission);
  return office;
}

/** A case a notice may name: one of the office's own, else a field error on `case_id`. */
export async function officeCaseId(
  db: Executor,
  office: OfficeContext,
  casePid: string | null | undefined,
): Promise<number | null> {
  if (!casePid) return null;
  const [row] = await db
    .select({ id: officeCases.id })
    .from(officeCases)
    .where(and(eq(officeCases.pid, casePid), eq(officeCases.officeId, office.officeId)));
  if (!row) throw fieldError('case_id', notificationTexts.caseNotFound);
  return row.id;
}
