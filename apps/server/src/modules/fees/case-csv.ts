import { formatPersianNumber, toPersianDigits } from '@vakilyar/contract';
import type { Db } from '../../db/client.ts';
import type { Caller } from '../office/access.ts';
import { csv } from './books.service.ts';
import { feeCaseFor } from './fees-access.ts';
import { readCaseMoney } from './finance.service.ts';
import { jalaliSlash } from './jalali.ts';

const HEADER = ['ردیف', 'تاریخ', 'شرح', 'مبلغ (ریال)', 'وضعیت یا روش', 'شماره رسید'];

/**
 * One case's money as a CSV Excel opens in Persian: the agreement, each instalment, payment, expense and
 * time entry, then the totals. Amounts in rial with Latin digits, so a spreadsheet adds them up.
 */
export function createCaseCsv(db: Db) {
  return async function caseCsv(caller: Caller, casePid: string): Promise<string> {
    const fc = await feeCaseFor(db, caller, casePid, 'manage');
    const m = await readCaseMoney(db, fc.caseId);
    const a = m.agreement;
    return csv(HEADER, [
      ...(a
        ? [['قرارداد حق‌الوکاله', jalaliSlash(a.signed_on), a.basis_label, a.agreed_fee, a.payer_label, '']]
        : []),
      ...m.instalments.map((i) => [
        `قسط ${toPersianDigits(i.number)}`,
        i.due_on_jalali,
        i.paid_amount > 0 ? `پرداخت‌شده ${formatPersianNumber(i.paid_amount)} ریال` : '',
        i.amount,
        i.status_label,
        '',
      ]),
      ...m.payments.map((p) => [
        'پرداخت',
        p.paid_on_jalali,
        [p.reference, p.cheque_number && `چک ${p.cheque_number}`, p.note].filter(Boolean).join(' · '),
        p.amount,
        p.method_label,
        p.receipt_no,
      ]),
      ...m.expenses.map((e) => [
        'هزینه',
        e.spent_on_jalali,
        [e.kind_label, e.description].filter(Boolean).join(' · '),
        e.amount,
        e.billable ? 'به حساب موکل' : 'به عهده دفتر',
        '',
      ]),
      ...m.timeEntries.map((t) => [
        'کارکرد',
        t.worked_on_jalali,
        `${t.description} (${toPersianDigits(t.minutes)} دقیقه)`,
        t.amount,
        `${t.user.first_name} ${t.user.last_name}`,
        '',
      ]),
      ['جمع', '', 'حق‌الوکاله', m.totals.agreed, '', ''],
      ['جمع', '', 'دریافتی', m.totals.paid, '', ''],
      ['جمع', '', 'مانده', m.totals.outstanding, '', ''],
      ['جمع', '', 'هزینه‌ها', m.totals.expenses, '', ''],
    ]);
  };
}
