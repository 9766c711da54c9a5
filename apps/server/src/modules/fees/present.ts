import {
  type Agreement,
  computeTariff,
  type Expense,
  FEE_BASIS_LABELS,
  FEE_EXPENSE_KIND_LABELS,
  FEE_PAYER_LABELS,
  FEE_PAYMENT_METHOD_LABELS,
  FEE_STAGE_LABELS,
  type FeeBasis,
  type FeeExpenseKind,
  type FeePayer,
  type FeePayment,
  type FeePaymentMethod,
  type FeeStage,
  INSTALMENT_STATUS_LABELS,
  type Instalment,
  type InstalmentStatus,
  stampFigures,
  type TariffInput,
  type TariffRequest,
  type TimeEntry,
} from '@vakilyar/contract';
import type {
  feeAgreements,
  feeExpenses,
  feeInstalments,
  feePayments,
  feeTimeEntries,
} from './fees.tables.ts';
import { jalaliSlash } from './jalali.ts';

export type AgreementRow = typeof feeAgreements.$inferSelect;
export type InstalmentRow = typeof feeInstalments.$inferSelect;
export type PaymentRow = typeof feePayments.$inferSelect;
export type ExpenseRow = typeof feeExpenses.$inferSelect;
export type TimeEntryRow = typeof feeTimeEntries.$inferSelect;
type UserRef = { pid: string; first_name: string; last_name: string };

const DAY_MS = 86_400_000;

export function presentAgreement(row: AgreementRow): Agreement {
  const tariff = computeTariff(row.tariffInput as unknown as TariffInput);
  return {
    pid: row.pid,
    basis: row.basis as FeeBasis,
    basis_label: FEE_BASIS_LABELS[row.basis as FeeBasis],
    agreed_fee: row.agreedFee,
    hourly_rate: row.hourlyRate,
    stage_fees: row.stageFees.map((s) => ({
      stage: s.stage as FeeStage,
      label: FEE_STAGE_LABELS[s.stage as FeeStage],
      amount: s.amount,
    })),
    attorney_fee: row.attorneyFee,
    tariff_input: row.tariffInput as unknown as TariffRequest,
    tariff,
    recoverable_from_loser: Math.min(row.agreedFee, tariff.max),
    stamp: stampFigures(row.attorneyFee),
    payer: row.payer as FeePayer,
    payer_label: FEE_PAYER_LABELS[row.payer as FeePayer],
    payer_name: row.payerName,
    contract_registration_no: row.contractRegistrationNo,
    contract_registered_on: row.contractRegisteredOn,
    signed_on: row.signedOn,
    notes: row.notes,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function instalmentStatus(row: InstalmentRow, today: string): InstalmentStatus {
  if (row.paidAmount >= row.amount) return 'paid';
  return row.dueOn < today ? 'overdue' : 'due';
}

export function presentInstalment(row: InstalmentRow, today: string): Instalment {
  const status = instalmentStatus(row, today);
  return {
    pid: row.pid,
    number: row.number,
    due_on: row.dueOn,
    due_on_jalali: jalaliSlash(row.dueOn),
    amount: row.amount,
    paid_amount: row.paidAmount,
    status,
    status_label: INSTALMENT_STATUS_LABELS[status],
    days_overdue: status === 'overdue' ? Math.round((Date.parse(today) - Date.parse(row.dueOn)) / DAY_MS) : 0,
  };
}

export function presentPayment(
  row: PaymentRow,
  refs: { instalmentPid: string | null; recordedBy: UserRef | null },
): FeePayment {
  return {
    pid: row.pid,
    receipt_no: row.receiptNo,
    amount: row.amount,
    method: row.method as FeePaymentMethod,
    method_label: FEE_PAYMENT_METHOD_LABELS[row.method as FeePaymentMethod],
    paid_on: row.paidOn,
    paid_on_jalali: jalaliSlash(row.paidOn),
    instalment: refs.instalmentPid,
    reference: row.reference,
    cheque_number: row.chequeNumber,
    cheque_due_on: row.chequeDueOn,
    slip_file: row.slipFilePid,
    receipt_document: row.receiptDocumentPid,
    note: row.note,
    recorded_by: refs.recordedBy,
    created_at: row.createdAt.toISOString(),
  };
}

export const presentExpense = (row: ExpenseRow): Expense => ({
  pid: row.pid,
  kind: row.kind as FeeExpenseKind,
  kind_label: FEE_EXPENSE_KIND_LABELS[row.kind as FeeExpenseKind],
  amount: row.amount,
  spent_on: row.spentOn,
  spent_on_jalali: jalaliSlash(row.spentOn),
  description: row.description,
  billable: row.billable,
  receipt_file: row.receiptFilePid,
  created_at: row.createdAt.toISOString(),
});

export const presentTimeEntry = (row: TimeEntryRow, user: UserRef, hourlyRate: number | null): TimeEntry => ({
  pid: row.pid,
  minutes: row.minutes,
  worked_on: row.workedOn,
  worked_on_jalali: jalaliSlash(row.workedOn),
  description: row.description,
  amount: hourlyRate ? Math.round((row.minutes * hourlyRate) / 60) : null,
  user,
  created_at: row.createdAt.toISOString(),
});
