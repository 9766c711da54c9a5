import type { Tx } from '../../db/client.ts';

/** A case that opened or moved to another stage, as other modules' hooks receive it. */
export interface CaseChange {
  caseId: number;
  officeId: number;
  caseType: string;
  stage: string;
  /** The day the case started (its `start_date`), when given. */
  startDate: string | null;
  actorId: number;
}

/** Runs inside the transaction that wrote the case: what it writes commits or rolls back with it. */
export type CaseHook = (tx: Tx, change: CaseChange) => Promise<void>;

/**
 * What other modules do when a case opens or changes stage (the tasks module's checklists), registered by
 * them when the services are wired: the office module does not import them.
 */
export interface CaseHooks {
  opened: CaseHook[];
  stageChanged: CaseHook[];
}

export const createCaseHooks = (): CaseHooks => ({ opened: [], stageChanged: [] });
