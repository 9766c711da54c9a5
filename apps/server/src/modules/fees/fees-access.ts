import { eq } from 'drizzle-orm';
import { forbidden, notFound } from '../../core/errors.ts';
import type { Executor } from '../../db/client.ts';
import type { Actor } from '../auth/actor.ts';
import { type Caller, can, type OfficeContext, officeOf } from '../office/access.ts';
import { loadCase, type VisibleCase } from '../office/cases.repository.ts';
import { feeTexts } from './fees.messages.ts';
import { feeSettings } from './fees.tables.ts';

export type FeeSettingsRow = typeof feeSettings.$inferSelect;

/** What one caller may do with one case's money. */
export interface FeeCase {
  record: VisibleCase;
  caseId: number;
  officeId: number;
  manage: boolean;
  mayRecord: boolean;
}

export async function settingsOf(db: Executor, officeId: number): Promise<FeeSettingsRow> {
  const [row] = await db.select().from(feeSettings).where(eq(feeSettings.officeId, officeId));
  return (
    row ?? {
      officeId,
      secretariesMayRecord: false,
      remindDaysBefore: 3,
      lastReceiptNo: 0,
      updatedAt: new Date(),
    }
  );
}

/** A secretary records money only where the lawyer turned it on, and their role holds `fees.record`. */
export async function secretaryMayRecord(db: Executor, caller: Actor, officeId: number): Promise<boolean> {
  if (!can(caller, 'secretary', 'fees.record')) return false;
  return (await settingsOf(db, officeId)).secretariesMayRecord;
}

/**
 * A case's money as the staff see it: the office's lawyer everything; a secretary only when allowed
 * (else 403); a co-counsel, a client on the staff routes, and anyone of another office a 404.
 */
export async function feeCaseFor(
  db: Executor,
  caller: Caller,
  casePid: string,
  need: 'view' | 'record' | 'manage',
): Promise<FeeCase> {
  const record = await loadCase(db, caller, casePid);
  const base = { record, caseId: record.row.id, officeId: record.row.officeId };
  if (record.access === 'owner' && can(caller, 'owner', 'fees.manage')) {
    return { ...base, manage: true, mayRecord: true };
  }
  if (record.access === 'secretary') {
    const allowed = await secretaryMayRecord(db, caller, record.row.officeId);
    if (!allowed || need === 'manage')
      throw forbidden(allowed ? feeTexts.onlyLawyer : feeTexts.secretaryNotAllowed);
    return { ...base, manage: false, mayRecord: true };
  }
  throw notFound(feeTexts.notFound);
}

/** The caller's office for the books: its lawyer only (a secretary may read the due instalments). */
export async function feeOfficeFor(
  db: Executor,
  caller: Caller,
  allowSecretary = false,
): Promise<OfficeContext> {
  const office = await officeOf(db, caller);
  if (!office) throw forbidden(feeTexts.noOffice);
  if (office.role === 'owner' && can(caller, 'owner', 'fees.view')) return office;
  if (office.role === 'secretary' && allowSecretary) return office;
  throw forbidden(feeTexts.onlyLawyer);
}
