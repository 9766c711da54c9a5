import type { CaseFinance, ExpenseRequest, MyCaseFees, TimeEntryRequest } from '@vakilyar/contract';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { fieldError, forbidden, notFound } from '../../core/errors.ts';
import { newPid } from '../../core/ids.ts';
import type { Db, Executor } from '../../db/client.ts';
import { users } from '../auth/auth.tables.ts';
import { tehranDay } from '../calendar/tehran-time.ts';
import { documents } from '../document/document.tables.ts';
import type { Caller } from '../office/access.ts';
import { appendAudit } from '../office/audit-chain.ts';
import { loadCase } from '../office/cases.repository.ts';
import { caseClients } from '../office/tables/cases.ts';
import { officeClients } from '../office/tables/clients.ts';
import { feeTexts } from './fees.messages.ts';
import { feeAgreements, feeExpenses, feeInstalments, feePayments, feeTimeEntries } from './fees.tables.ts';
import { type FeeCase, feeCaseFor } from './fees-access.ts';
import {
  presentAgreement,
  presentExpense,
  presentInstalment,
  presentPayment,
  presentTimeEntry,
} from './present.ts';
import { emptyTotals, totalsOfCases } from './totals.ts';

/** Everything of one case's money, read together. */
export async function readCaseMoney(db: Executor, caseId: number) {
  const [agreement] = await db.select().from(feeAgreements).where(eq(feeAgreements.caseId, caseId));
  const [instalments, payments, expenses, entries, totals] = await Promise.all([
    db
      .select()
      .from(feeInstalments)
      .where(eq(feeInstalments.caseId, caseId))
      .orderBy(asc(feeInstalments.number)),
    db
      .select({
        row: feePayments,
        by: { pid: users.pid, first_name: users.firstName, last_name: users.lastName },
      })
      .from(feePayments)
      .leftJoin(users, eq(users.id, feePayments.recordedById))
      .where(eq(feePayments.caseId, caseId))
      .orderBy(desc(feePayments.paidOn), desc(feePayments.id)),
    db
      .select()
      .from(feeExpenses)
      .where(eq(feeExpenses.caseId, caseId))
      .orderBy(desc(feeExpenses.spentOn), desc(feeExpenses.id)),
    db
      .select({
        row: feeTimeEntries,
        user: { pid: users.pid, first_name: users.firstName, last_name: users.lastName },
      })
      .from(feeTimeEntries)
      .innerJoin(users, eq(users.id, feeTimeEntries.userId))
      .where(eq(feeTimeEntries.caseId, caseId))
      .orderBy(desc(feeTimeEntries.workedOn), desc(feeTimeEntries.id)),
    totalsOfCases(db, [caseId]),
  ]);
  const today = tehranDay(new Date());
  const instalmentPid = new Map(instalments.map((i) => [i.id, i.pid]));
  return {
    agreement: agreement ? presentAgreement(agreement) : null,
    instalments: instalments.map((i) => presentInstalment(i, today)),
    payments: payments.map(({ row, by }) =>
      presentPayment(row, {
        instalmentPid: row.instalmentId ? (instalmentPid.get(row.instalmentId) ?? null) : null,
        recordedBy: by?.pid ? (by as { pid: string; first_name: string; last_name: string }) : null,
      }),
    ),
    expenses: expenses.map(presentExpense),
    timeEntries: entries.map(({ row, user }) => presentTimeEntry(row, user, agreement?.hourlyRate ?? null)),
    totals: totals.get(caseId) ?? emptyTotals(),
  };
}

async function clientsOf(db: Executor, caseId: number) {
  const rows = await db
    .select({ pid: officeClients.pid, first: officeClients.firstName, last: officeClients.lastName })
    .from(caseClients)
    .innerJoin(officeClients, eq(officeClients.id, caseClients.clientId))
    .where(eq(caseClients.caseId, caseId))
    .orderBy(asc(caseClients.addedAt));
  return rows.map((r) => ({ pid: r.pid, name: `${r.first} ${r.last}`.trim() }));
}

export function createFinanceService(db: Db) {
  async function caseFinance(caller: Caller, casePid: string): Promise<CaseFinance> {
    const fc = await feeCaseFor(db, caller, casePid, 'view');
    const money = await readCaseMoney(db, fc.caseId);
    const c = fc.record.row;
    return {
      case: { pid: c.pid, title: c.title, case_number: c.caseNumber },
      clients: await clientsOf(db, fc.caseId),
      agreement: money.agreement,
      instalments: money.instalments,
      payments: money.payments,
      expenses: money.expenses,
      time_entries: money.timeEntries,
      totals: money.totals,
      can: { manage: fc.manage, record: fc.mayRecord },
    };
  }

  async function fileOf(caller: Caller, pid: string | null | undefined, fc: FeeCase, field: string) {
    if (!pid) return null;
    const [doc] = await db
      .select({ pid: documents.pid, by: documents.uploadedById, caseId: documents.caseId })
      .from(documents)
      .where(eq(documents.pid, pid));
    if (!doc || (doc.by !== caller.userId && doc.caseId !== fc.caseId))
      throw fieldError(field, feeTexts.slipNotFound);
    return doc.pid;
  }

  async function addExpense(caller: Caller, casePid: string, input: ExpenseRequest) {
    const fc = await feeCaseFor(db, caller, casePid, 'record');
    const receipt = await fileOf(caller, input.receipt_file, fc, 'receipt_file');
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(feeExpenses)
        .values({
          pid: newPid(),
          officeId: fc.officeId,
          caseId: fc.caseId,
          kind: input.kind,
          amount: input.amount,
          spentOn: input.spent_on,
          description: input.description ?? null,
          billable: input.billable,
          receiptFilePid: receipt,
          createdById: caller.userId,
        })
        .returning();
      if (!row) throw new Error('expense insert returned nothing');
      await appendAudit(tx, {
        officeId: fc.officeId,
        actor: caller,
        access: fc.record.access,
        action: 'create',
        entityType: 'fee_expense',
        entityPid: row.pid,
        entityLabel: fc.record.row.title,
        casePid,
        details: { kind: row.kind, amount: row.amount, billable: row.billable },
      });
      return presentExpense(row);
    });
  }

  /** Deletes an expense or a time entry of the caller's office (the lawyer's); another office's is a 404. */
  async function remove(caller: Caller, kind: 'expense' | 'time', pid: string) {
    const table = kind === 'expense' ? feeExpenses : feeTimeEntries;
    const [row] = await db
      .select({ id: table.id, caseId: table.caseId })
      .from(table)
      .where(eq(table.pid, pid));
    const missing = kind === 'expense' ? feeTexts.expenseNotFound : feeTexts.timeEntryNotFound;
    if (!row) throw notFound(missing);
    const [kase] = await db
      .execute<{ pid: string }>(sql`select pid from office_cases where id = ${row.caseId}`)
      .then((r) => r.rows);
    const fc = await feeCaseFor(db, caller, kase?.pid ?? '', 'manage').catch((e: unknown) => {
      throw e instanceof Error && 'code' in e && (e as { code: string }).code === 'forbidden'
        ? e
        : notFound(missing);
    });
    await db.transaction(async (tx) => {
      await tx.delete(table).where(eq(table.id, row.id));
      await appendAudit(tx, {
        officeId: fc.officeId,
        actor: caller,
        access: fc.record.access,
        action: 'delete',
        entityType: kind === 'expense' ? 'fee_expense' : 'fee_time_entry',
        entityPid: pid,
        entityLabel: fc.record.row.title,
        casePid: fc.record.row.pid,
      });
    });
  }

  async function addTime(caller: Caller, casePid: string, input: TimeEntryRequest) {
    const fc = await feeCaseFor(db, caller, casePid, 'manage');
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(feeTimeEntries)
        .values({
          pid: newPid(),
          officeId: fc.officeId,
          caseId: fc.caseId,
          userId: caller.userId,
          minutes: input.minutes,
          workedOn: input.worked_on,
          description: input.description,
        })
        .returning();
      if (!row) throw new Error('time entry insert returned nothing');
      await appendAudit(tx, {
        officeId: fc.officeId,
        actor: caller,
        access: fc.record.access,
        action: 'create',
        entityType: 'fee_time_entry',
        entityPid: row.pid,
        entityLabel: fc.record.row.title,
        casePid,
        details: { minutes: row.minutes },
      });
      const [agreement] = await tx
        .select({ rate: feeAgreements.hourlyRate })
        .from(feeAgreements)
        .where(eq(feeAgreements.caseId, fc.caseId));
      return presentTimeEntry(
        row,
        { pid: caller.pid, first_name: caller.firstName, last_name: caller.lastName },
        agreement?.rate ?? null,
      );
    });
  }

  /** The client's view of one case's money (the portal); a case not theirs is a 404. */
  async function myCase(caller: Caller, casePid: string): Promise<MyCaseFees> {
    const record = await loadCase(db, caller, casePid);
    if (record.access !== 'client') throw notFound(feeTexts.notFound);
    return presentMine(record.row.id, record.row.pid, record.row.title, record.office);
  }

  async function presentMine(
    caseId: number,
    casePid: string,
    title: string,
    office: { pid: string; name: string },
  ): Promise<MyCaseFees> {
    const m = await readCaseMoney(db, caseId);
    return {
      case: { pid: casePid, name: title },
      office: { pid: office.pid, name: office.name },
      agreement: m.agreement
        ? {
            pid: m.agreement.pid,
            basis: m.agreement.basis,
            basis_label: m.agreement.basis_label,
            agreed_fee: m.agreement.agreed_fee,
            contract_registration_no: m.agreement.contract_registration_no,
            signed_on: m.agreement.signed_on,
          }
        : null,
      instalments: m.instalments,
      payments: m.payments.map((p) => ({
        pid: p.pid,
        receipt_no: p.receipt_no,
        amount: p.amount,
        method: p.method,
        method_label: p.method_label,
        paid_on: p.paid_on,
        paid_on_jalali: p.paid_on_jalali,
        reference: p.reference,
      })),
      billable_expenses: m.expenses
        .filter((e) => e.billable)
        .map(({ pid, kind, kind_label, amount, spent_on, spent_on_jalali, description }) => ({
          pid,
          kind,
          kind_label,
          amount,
          spent_on,
          spent_on_jalali,
          description,
        })),
      totals: {
        agreed: m.totals.agreed,
        paid: m.totals.paid,
        outstanding: m.totals.outstanding,
        billable_expenses: m.totals.billable_expenses,
        overdue: m.totals.overdue,
      },
      can_pay_online: m.agreement !== null && m.totals.outstanding > 0,
    };
  }

  /** Every case of the client with an agreement or a payment. */
  async function mine(caller: Caller): Promise<MyCaseFees[]> {
    if (!caller.roles.includes('client')) throw forbidden();
    const rows = await db.execute<{ id: number; pid: string; title: string; opid: string; oname: string }>(
      sql`select c.id::int, c.pid, c.title, o.pid as opid, o.name as oname
        from office_cases c join offices o on o.id = c.office_id
        where exists (select 1 from case_client_access a join case_clients cc on cc.case_id = a.case_id and cc.client_id = a.client_id
                      where a.case_id = c.id and a.user_id = ${caller.userId})
          and (exists (select 1 from fee_agreements f where f.case_id = c.id) or exists (select 1 from fee_payments p where p.case_id = c.id))
        order by c.id desc limit 100`,
    );
    const out: MyCaseFees[] = [];
    for (const r of rows.rows)
      out.push(await presentMine(r.id, r.pid, r.title, { pid: r.opid, name: r.oname }));
    return out;
  }

  return {
    caseFinance,
    addExpense,
    addTime,
    remove,
    myCase,
    mine,
    clientsOf: (caseId: number) => clientsOf(db, caseId),
  };
}
