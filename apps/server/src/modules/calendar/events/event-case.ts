import { eq, type SQL } from 'drizzle-orm';
import { fieldError } from '../../../core/errors.ts';
import type { Executor } from '../../../db/client.ts';
import type { Actor } from '../../auth/actor.ts';
import { caseAccessSql } from '../../office/access.ts';
import { officeCases } from '../../office/tables/cases.ts';
import { offices } from '../../office/tables/offices.ts';
import { calendarTexts } from '../calendar.messages.ts';

/** The case matching `where` and how the caller stands to it (the office module's one scope rule). */
async function caseStanding(db: Executor, caller: Actor, where: SQL) {
  const [row] = await db
    .select({
      id: officeCases.id,
      officeId: officeCases.officeId,
      ownerId: offices.ownerId,
      access: caseAccessSql(caller.userId),
    })
    .from(officeCases)
    .innerJoin(offices, eq(offices.id, officeCases.officeId))
    .where(where);
  return row;
}

/** A case an event may name, and where its events are kept. */
export interface EventCase {
  id: number;
  /** The case's office and its lawyer, when the caller works on the case (not as its client). */
  office: { id: number; ownerId: number } | null;
}

/** A case the caller can see, or a 400 on the `case` field (another office's case included). */
export async function visibleCase(db: Executor, caller: Actor, pid: string): Promise<EventCase> {
  const row = await caseStanding(db, caller, eq(officeCases.pid, pid));
  if (!row?.access) throw fieldError('case', calendarTexts.caseNotVisible);
  return {
    id: row.id,
    office: row.access === 'client' ? null : { id: row.officeId, ownerId: row.ownerId },
  };
}

export async function caseIsVisible(db: Executor, caller: Actor, where: SQL): Promise<boolean> {
  return Boolean((await caseStanding(db, caller, where))?.access);
}
