import type { FeeTotals } from '@vakilyar/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { tehranDay } from '../calendar/tehran-time.ts';

type Row = {
  case_id: number;
  agreed: string;
  paid: string;
  expenses: string;
  billable: string;
  overdue: string;
  minutes: string;
};

/** The figures of each case, in one statement (a case without an agreement owes its billable expenses). */
export async function totalsOfCases(db: Executor, caseIds: number[]): Promise<Map<number, FeeTotals>> {
  const result = new Map<number, FeeTotals>();
  if (!caseIds.length) return result;
  const today = tehranDay(new Date());
  const rows = await db.execute<Row>(sql`
    select c.id::int as case_id,
      coalesce((select agreed_fee from fee_agreements a where a.case_id = c.id), 0) as agreed,
      coalesce((select sum(amount) from fee_payments p where p.case_id = c.id), 0) as paid,
      coalesce((select sum(amount) from fee_expenses e where e.case_id = c.id), 0) as expenses,
      coalesce((select sum(amount) from fee_expenses e where e.case_id = c.id and e.billable), 0) as billable,
      coalesce((select sum(amount - paid_amount) from fee_instalments i
        where i.case_id = c.id and i.paid_amount < i.amount and i.due_on < ${today}), 0) as overdue,
      coalesce((select sum(minutes) from fee_time_entries t where t.case_id = c.id), 0) as minutes
    from office_cases c where c.id = any(${sql.param(caseIds)}::bigint[])`);
  for (const r of rows.rows) {
    const agreed = Number(r.agreed);
    const paid = Number(r.paid);
    const billable = Number(r.billable);
    result.set(r.case_id, {
      agreed,
      paid,
      outstanding: Math.max(0, agreed + billable - paid),
      expenses: Number(r.expenses),
      billable_expenses: billable,
      overdue: Number(r.overdue),
      minutes: Number(r.minutes),
    });
  }
  return result;
}

export const emptyTotals = (): FeeTotals => ({
  agreed: 0,
  paid: 0,
  outstanding: 0,
  expenses: 0,
  billable_expenses: 0,
  overdue: 0,
  minutes: 0,
});

export const sumTotals = (list: FeeTotals[]): FeeTotals =>
  list.reduce(
    (a, b) => ({
      agreed: a.agreed + b.agreed,
      paid: a.paid + b.paid,
      outstanding: a.outstanding + b.outstanding,
      expenses: a.expenses + b.expenses,
      billable_expenses: a.billable_expenses + b.billable_expenses,
      overdue: a.overdue + b.overdue,
      minutes: a.minutes + b.minutes,
    }),
    emptyTotals(),
  );

export async function owedOnCase(db: Executor, caseId: number): Promise<number> {
  return (await totalsOfCases(db, [caseId])).get(caseId)?.outstanding ?? 0;
}
