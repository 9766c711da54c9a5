import type { ClientAccount } from '@vakilyar/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { notFound } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../auth/auth.tables.ts';
import { tehranDay } from '../calendar/tehran-time.ts';
import type { Caller } from '../office/access.ts';
import { officeClients } from '../office/tables/clients.ts';
import { feeTexts } from './fees.messages.ts';
import { feeInstalments, feePayments } from './fees.tables.ts';
import { feeOfficeFor } from './fees-access.ts';
import { presentPayment } from './present.ts';
import { emptyTotals, sumTotals, totalsOfCases } from './totals.ts';

/** The last payments the «حساب موکل» panel lists. */
const LAST_PAYMENTS = 20;

/**
 * «حساب موکل»: what one client of the office owes across their cases that have money on them, each
 * case's balance and next due date, and their last payments. The office's lawyer only; a client of
 * another office is a 404.
 */
export function createClientAccountService(db: Db) {
  return async function clientAccount(caller: Caller, clientPid: string): Promise<ClientAccount> {
    const office = await feeOfficeFor(db, caller);
    const [client] = await db
      .select({ id: officeClients.id, first: officeClients.firstName, last: officeClients.lastName })
      .from(officeClients)
      .where(and(eq(officeClients.pid, clientPid), eq(officeClients.officeId, office.officeId)));
    if (!client) throw notFound(feeTexts.clientNotFound);

    const today = tehranDay(new Date());
    const { rows: cases } = await db.execute<{ id: number; pid: string; title: string; next: string | null }>(
      sql`select c.id::int, c.pid, c.title,
          -- The next unpaid instalment still ahead; the overdue ones are in the overdue figure.
          (select min(i.due_on)::text from fee_instalments i where i.case_id = c.id and i.paid_amount < i.amount and i.due_on >= ${today}) as next
        from office_cases c join case_clients cc on cc.case_id = c.id and cc.client_id = ${client.id}
        where c.office_id = ${office.officeId}
          and (exists (select 1 from fee_agreements a where a.case_id = c.id)
            or exists (select 1 from fee_expenses e where e.case_id = c.id)
            or exists (select 1 from fee_payments p where p.case_id = c.id))
        order by c.id desc limit 200`,
    );
    const ids = cases.map((c) => c.id);
    const totals = await totalsOfCases(db, ids);
    const payments = ids.length
      ? await db
          .select({
            row: feePayments,
            instalment: feeInstalments.pid,
            by: { pid: users.pid, first_name: users.firstName, last_name: users.lastName },
          })
          .from(feePayments)
          .leftJoin(feeInstalments, eq(feeInstalments.id, feePayments.instalmentId))
          .leftJoin(users, eq(users.id, feePayments.recordedById))
          .where(inArray(feePayments.caseId, ids))
          .orderBy(desc(feePayments.paidOn), desc(feePayments.id))
          .limit(LAST_PAYMENTS)
      : [];
    const caseRef = new Map(cases.map((c) => [c.id, { pid: c.pid, name: c.title }]));

    return {
      client: { pid: clientPid, name: `${client.first} ${client.last}`.trim() },
      cases: cases.map((c) => ({
        case: { pid: c.pid, name: c.title },
        totals: totals.get(c.id) ?? emptyTotals(),
        next_due_on: c.next,
      })),
      totals: sumTotals([...totals.values()]),
      payments: payments.map(({ row, instalment, by }) => ({
        ...presentPayment(row, {
          instalmentPid: instalment,
          recordedBy: by?.pid ? (by as { pid: string; first_name: string; last_name: string }) : null,
        }),
        case: caseRef.get(row.caseId) ?? { pid: '', name: '' },
      })),
    };
  };
}
