import {
  BAR_FUND_PERCENT_OF_STAMP,
  BAR_PERCENT_OF_STAMP,
  FEE_PAYMENT_METHOD_LABELS,
  type FeePaymentMethod,
  formatPersianNumber,
  INCOME_MULTIPLE_OF_STAMPS,
  STAMP_PERCENT,
  shareOf,
  toPersianDigits,
} from '@vakilyar/contract';
import { sql } from 'drizzle-orm';
import { csvDocument } from '../../core/csv.ts';
import type { Db } from '../../db/client.ts';
import { tehranDay } from '../calendar/tehran-time.ts';
import type { Caller } from '../office/access.ts';
import { feeOfficeFor } from './fees-access.ts';
import { JALALI_MONTHS, jalaliSlash, jalaliYearRange, toJalali } from './jalali.ts';
import { presentInstalment } from './present.ts';

const rial = (n: number) => `${formatPersianNumber(n)} ریال`;

/** A CSV Excel opens in Persian, every field quoted. */
export function csv(header: string[], rows: (string | number | null)[][]): string {
  return csvDocument([header, ...rows], { quoteAll: true });
}

export function createBooksService(db: Db) {
  async function receivables(caller: Caller) {
    const office = await feeOfficeFor(db, caller);
    const today = tehranDay(new Date());
    const { rows } = await db.execute<{
      pid: string;
      first: string;
      last: string;
      cases: number;
      agreed: string;
      billable: string;
      paid: string;
      overdue: string;
      oldest: string | null;
    }>(sql`
      with per_case as (
        select c.id, (select cc.client_id from case_clients cc where cc.case_id = c.id order by cc.added_at limit 1) as client_id,
          coalesce((select agreed_fee from fee_agreements a where a.case_id = c.id), 0) as agreed,
          coalesce((select sum(amount) from fee_expenses e where e.case_id = c.id and e.billable), 0) as billable,
          coalesce((select sum(amount) from fee_payments p where p.case_id = c.id), 0) as paid,
          coalesce((select sum(amount - paid_amount) from fee_instalments i where i.case_id = c.id and i.paid_amount < i.amount and i.due_on < ${today}), 0) as overdue,
          (select min(due_on) from fee_instalments i where i.case_id = c.id and i.paid_amount < i.amount and i.due_on < ${today}) as oldest
        from office_cases c
        where c.office_id = ${office.officeId}
          and (exists (select 1 from fee_agreements a where a.case_id = c.id) or exists (select 1 from fee_expenses e where e.case_id = c.id and e.billable))
      )
      select cl.pid, cl.first_name as first, cl.last_name as last, count(*)::int as cases,
        sum(agreed) as agreed, sum(billable) as billable, sum(paid) as paid, sum(overdue) as overdue, min(oldest)::text as oldest
      from per_case pc join office_clients cl on cl.id = pc.client_id
      group by cl.id having sum(agreed) + sum(billable) - sum(paid) > 0
      order by sum(overdue) > 0 desc, min(oldest) asc nulls last, sum(agreed) + sum(billable) - sum(paid) desc
      limit 1000`);
    const list = rows.map((r) => {
      const agreed = Number(r.agreed) + Number(r.billable);
      const paid = Number(r.paid);
      return {
        client: { pid: r.pid, name: `${r.first} ${r.last}`.trim() },
        cases: r.cases,
        agreed,
        paid,
        outstanding: Math.max(0, agreed - paid),
        overdue: Number(r.overdue),
        oldest_overdue_on: r.oldest,
      };
    });
    return {
      rows: list,
      total_outstanding: list.reduce((s, r) => s + r.outstanding, 0),
      total_overdue: list.reduce((s, r) => s + r.overdue, 0),
    };
  }

  const currentYear = () => toJalali(tehranDay(new Date())).jy;

  async function income(caller: Caller, year = currentYear()) {
    const office = await feeOfficeFor(db, caller);
    const [from, to] = jalaliYearRange(year);
    const months = JALALI_MONTHS.map((label, i) => ({
      month: i + 1,
      label: `${label} ${toPersianDigits(year)}`,
      received: 0,
      online: 0,
      payments: 0,
      expenses: 0,
    }));
    const pays = await db.execute<{ paid_on: string; amount: string; method: string }>(
      sql`select paid_on::text, amount, method from fee_payments where office_id = ${office.officeId} and paid_on >= ${from} and paid_on < ${to}`,
    );
    for (const p of pays.rows) {
      const m = months[toJalali(p.paid_on).jm - 1];
      if (!m) continue;
      m.received += Number(p.amount);
      m.payments += 1;
      if (p.method === 'online') m.online += Number(p.amount);
    }
    const exps = await db.execute<{ spent_on: string; amount: string }>(
      sql`select spent_on::text, amount from fee_expenses where office_id = ${office.officeId} and spent_on >= ${from} and spent_on < ${to}`,
    );
    for (const e of exps.rows) {
      const m = months[toJalali(e.spent_on).jm - 1];
      if (m) m.expenses += Number(e.amount);
    }
    return { year, months, total: months.reduce((s, m) => s + m.received, 0) };
  }

  async function yearly(caller: Caller, year = currentYear()) {
    const office = await feeOfficeFor(db, caller);
    const [from, to] = jalaliYearRange(year);
    const [totals] = (
      await db.execute<{
        received: string;
        expenses: string;
        billable: string;
        attorney: string;
        agreements: number;
      }>(sql`
        select
          (select coalesce(sum(amount), 0) from fee_payments where office_id = ${office.officeId} and paid_on >= ${from} and paid_on < ${to}) as received,
          (select coalesce(sum(amount), 0) from fee_expenses where office_id = ${office.officeId} and spent_on >= ${from} and spent_on < ${to}) as expenses,
          (select coalesce(sum(amount), 0) from fee_expenses where office_id = ${office.officeId} and billable and spent_on >= ${from} and spent_on < ${to}) as billable,
          (select coalesce(sum(attorney_fee), 0) from fee_agreements where office_id = ${office.officeId}
             and coalesce(signed_on, created_at::date) >= ${from} and coalesce(signed_on, created_at::date) < ${to}) as attorney,
          (select count(*)::int from fee_agreements where office_id = ${office.officeId}
             and coalesce(signed_on, created_at::date) >= ${from} and coalesce(signed_on, created_at::date) < ${to}) as agreements`)
    ).rows;
    const byMethod = await db.execute<{ method: string; amount: string }>(sql`
      select method, sum(amount) as amount from fee_payments
      where office_id = ${office.officeId} and paid_on >= ${from} and paid_on < ${to} group by method order by method`);
    const attorney = Number(totals?.attorney ?? 0);
    // Stamps per agreement, rounded as each power of attorney's stamp is.
    const stampRows = await db.execute<{ fee: string }>(sql`
      select attorney_fee as fee from fee_agreements where office_id = ${office.officeId}
        and coalesce(signed_on, created_at::date) >= ${from} and coalesce(signed_on, created_at::date) < ${to}`);
    const stamps = stampRows.rows.reduce((s, r) => s + shareOf(Number(r.fee), STAMP_PERCENT), 0);
    const barFund = shareOf(stamps, BAR_FUND_PERCENT_OF_STAMP);
    const bar = shareOf(stamps, BAR_PERCENT_OF_STAMP);
    const received = Number(totals?.received ?? 0);
    const expenses = Number(totals?.expenses ?? 0);
    return {
      year,
      fees_received: received,
      attorney_fees: attorney,
      stamps,
      bar_fund: barFund,
      bar,
      assessed_income: stamps * INCOME_MULTIPLE_OF_STAMPS,
      expenses,
      billable_expenses: Number(totals?.billable ?? 0),
      by_method: byMethod.rows.map((r) => ({
        method: r.method,
        label: FEE_PAYMENT_METHOD_LABELS[r.method as FeePaymentMethod] ?? r.method,
        amount: Number(r.amount),
      })),
      agreements: totals?.agreements ?? 0,
      lines: [
        `سال ${toPersianDigits(year)} (از ${jalaliSlash(from)} تا پایان اسفند)`,
        `حق‌الوکاله دریافتی: ${rial(received)}`,
        `مبالغ درج‌شده در وکالت‌نامه‌های سال (${toPersianDigits(totals?.agreements ?? 0)} قرارداد): ${rial(attorney)}`,
        `تمبر مالیاتی (۵٪، ماده ۱۰۳ قانون مالیات‌های مستقیم): ${rial(stamps)}`,
        `سهم صندوق حمایت وکلا (۵۰٪ تمبر، ماده ۲۹ تعرفه): ${rial(barFund)}`,
        `سهم کانون (۲۵٪ تمبر، ماده ۲۹ تعرفه): ${rial(bar)}`,
        `درآمد مبنای هیئت حل اختلاف مالیاتی (۲۰ برابر تمبر، ماده ۳۴ تعرفه): ${rial(stamps * INCOME_MULTIPLE_OF_STAMPS)}`,
        `هزینه‌های پرونده‌ها: ${rial(expenses)}`,
      ],
    };
  }

  async function dueInstalments(caller: Caller) {
    const office = await feeOfficeFor(db, caller, true);
    const today = tehranDay(new Date());
    const week = new Date(Date.parse(`${today}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
    const { rows } = await db.execute<{
      id: number;
      pid: string;
      number: number;
      due_on: string;
      amount: string;
      paid_amount: string;
      case_pid: string;
      title: string;
      client_pid: string | null;
      first: string | null;
      last: string | null;
    }>(sql`
      select i.id::int, i.pid, i.number, i.due_on::text, i.amount, i.paid_amount, c.pid as case_pid, c.title,
        cl.pid as client_pid, cl.first_name as first, cl.last_name as last
      from fee_instalments i join office_cases c on c.id = i.case_id
      left join lateral (select cc.client_id from case_clients cc where cc.case_id = c.id order by cc.added_at limit 1) first_client on true
      left join office_clients cl on cl.id = first_client.client_id
      where i.office_id = ${office.officeId} and i.paid_amount < i.amount and i.due_on <= ${week}
      order by i.due_on, i.id limit 500`);
    const items = rows.map((r) => ({
      instalment: presentInstalment(
        {
          id: r.id,
          pid: r.pid,
          number: r.number,
          dueOn: r.due_on,
          amount: Number(r.amount),
          paidAmount: Number(r.paid_amount),
          officeId: office.officeId,
          caseId: 0,
          remindClient: true,
          createdAt: new Date(),
        },
        today,
      ),
      case: { pid: r.case_pid, name: r.title },
      client: r.client_pid ? { pid: r.client_pid, name: `${r.first ?? ''} ${r.last ?? ''}`.trim() } : null,
    }));
    return {
      overdue: items.filter((i) => i.instalment.status === 'overdue'),
      upcoming: items.filter((i) => i.instalment.status !== 'overdue'),
    };
  }

  async function receivablesCsv(caller: Caller) {
    const r = await receivables(caller);
    return csv(
      [
        'موکل',
        'تعداد پرونده',
        'حق‌الوکاله و هزینه‌ها (ریال)',
        'دریافتی (ریال)',
        'مانده (ریال)',
        'معوق (ریال)',
        'قدیمی‌ترین سررسید معوق',
      ],
      r.rows.map((x) => [
        x.client.name,
        x.cases,
        x.agreed,
        x.paid,
        x.outstanding,
        x.overdue,
        jalaliSlash(x.oldest_overdue_on),
      ]),
    );
  }

  async function incomeCsv(caller: Caller, year?: number) {
    const r = await income(caller, year);
    return csv(
      ['ماه', 'دریافتی (ریال)', 'اینترنتی (ریال)', 'تعداد پرداخت', 'هزینه‌ها (ریال)'],
      [
        ...r.months.map((m) => [m.label, m.received, m.online, m.payments, m.expenses]),
        ['جمع', r.total, '', '', ''],
      ],
    );
  }

  async function yearlyCsv(caller: Caller, year?: number) {
    const r = await yearly(caller, year);
    return csv(
      ['شرح', 'مبلغ (ریال)'],
      [
        ['حق‌الوکاله دریافتی', r.fees_received],
        ['مبالغ درج‌شده در وکالت‌نامه‌ها', r.attorney_fees],
        ['تمبر مالیاتی (۵٪)', r.stamps],
        ['سهم صندوق حمایت وکلا', r.bar_fund],
        ['سهم کانون وکلا', r.bar],
        ['درآمد مبنای مالیات (۲۰ برابر تمبر)', r.assessed_income],
        ['هزینه‌های پرونده‌ها', r.expenses],
        ['هزینه‌های قابل مطالبه از موکل', r.billable_expenses],
        ...r.by_method.map((m) => [`دریافتی به روش ${m.label}`, m.amount]),
      ],
    );
  }

  return { receivables, income, yearly, dueInstalments, receivablesCsv, incomeCsv, yearlyCsv };
}
