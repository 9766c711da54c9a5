import { toPersianDigits } from '@vakilyar/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import type { Actor } from '../../auth/actor.ts';
import { appendAudit } from '../../office/audit-chain.ts';
import { officeCases } from '../../office/tables/cases.ts';
import type { EventRow } from './event-rows.ts';

/**
 * An office event of a case goes into the office's audit log under that case, so the case's timeline
 * tells when a hearing was set, moved or dropped. Events of no case (or personal ones) are not office
 * records.
 */
export async function auditCaseEvent(
  tx: Tx,
  caller: Actor,
  action: 'create' | 'update' | 'delete',
  event: EventRow,
): Promise<void> {
  if (!event.officeId || !event.caseId) return;
  const [kase] = await tx
    .select({ pid: officeCases.pid })
    .from(officeCases)
    .where(eq(officeCases.id, event.caseId));
  if (!kase) return;
  await appendAudit(tx, {
    officeId: event.officeId,
    actor: caller,
    action,
    entityType: 'calendar_event',
    entityPid: event.pid,
    entityLabel: toPersianDigits(event.title),
    casePid: kase.pid,
    details: {
      event_type: event.eventType,
      starts_at: event.startsAt.toISOString(),
      shared_with_clients: event.sharedWithClients,
      sms_clients: event.smsClients,
    },
  });
}
