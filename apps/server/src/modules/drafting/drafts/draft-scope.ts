import type { Permission } from '@vakilyar/contract';
import { eq } from 'drizzle-orm';
import { notFound } from '../../../core/errors.ts';
import type { Executor } from '../../../db/client.ts';
import { assertCan, type Caller } from '../../office/access.ts';
import { loadCase, type VisibleCase } from '../../office/cases.repository.ts';
import { officeCases } from '../../office/tables/cases.ts';
import { draftingTexts } from '../drafting.messages.ts';
import { drafts } from '../drafting.tables.ts';

export type DraftRow = typeof drafts.$inferSelect;

/**
 * A case the caller may draft on: the office's lawyer and secretary, a co-counsel. A client never sees
 * drafts: to them, as to another office, the case's drafts do not exist (404).
 */
export async function caseForDrafting(
  tx: Executor,
  caller: Caller,
  casePid: string,
  permission: Permission,
): Promise<VisibleCase> {
  const kase = await loadCase(tx, caller, casePid);
  if (kase.access === 'client') throw notFound(draftingTexts.draftNotFound);
  assertCan(caller, kase.access, permission);
  return kase;
}

/** A draft through its case's scope, or 404. */
export async function loadDraft(
  tx: Executor,
  caller: Caller,
  pid: string,
  permission: Permission,
): Promise<{ row: DraftRow; kase: VisibleCase }> {
  const [found] = await tx
    .select({ row: drafts, casePid: officeCases.pid })
    .from(drafts)
    .innerJoin(officeCases, eq(officeCases.id, drafts.caseId))
    .where(eq(drafts.pid, pid));
  if (!found) throw notFound(draftingTexts.draftNotFound);
  const kase = await caseForDrafting(tx, caller, found.casePid, permission).catch((error: unknown) => {
    if (error instanceof Error && 'code' in error && error.code === 'not_found') {
      throw notFound(draftingTexts.draftNotFound);
    }
    throw error;
  });
  return { row: found.row, kase };
}
