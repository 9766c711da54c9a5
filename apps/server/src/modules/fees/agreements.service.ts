import {
  type AgreementRequest,
  CLAIM_OUTCOME_LABELS,
  computeTariff,
  FEE_BASIS_LABELS,
  FEE_PAYER_LABELS,
  FEE_STAGE_LABELS,
  formatPersianNumber,
  type InstalmentScheduleRequest,
  stampFigures,
  TARIFF_MATTER_LABELS,
  toPersianDigits,
} from '@vakilyar/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { conflict, fieldError, notFound } from '../../core/errors.ts';
import { newPid } from '../../core/ids.ts';
import type { Db, Tx } from '../../db/client.ts';
import { cancelJobs } from '../../jobs/jobs.ts';
import { tehranDay } from '../calendar/tehran-time.ts';
import type { Caller } from '../office/access.ts';
import { appendAudit } from '../office/audit-chain.ts';
import { feeTexts } from './fees.messages.ts';
import { feeAgreements, feeInstalments } from './fees.tables.ts';
import { feeCaseFor } from './fees-access.ts';
import { jalaliSlash } from './jalali.ts';
import { presentAgreement, presentInstalment } from './present.ts';
import { instalmentJobKey, scheduleInstalmentReminders } from './reminders.ts';

const rial = (n: number) => `${formatPersianNumber(n)} ریال`;

export function createAgreementsService(db: Db) {
  async function agreementRow(tx: Tx | Db, caseId: number) {
    const [row] = await tx.select().from(feeAgreements).where(eq(feeAgreements.caseId, caseId));
    return row ?? null;
  }

  /** Creates or replaces the case's agreement, in one transaction with its audit row. */
  async function put(caller: Caller, casePid: string, input: AgreementRequest) {
    const fc = await feeCaseFor(db, caller, casePid, 'manage');
    return db.transaction(async (tx) => {
      // The case's agreement row is the lock every schedule change of the case takes.
      const [existing] = await tx
        .select()
        .from(feeAgreements)
        .where(eq(feeAgreements.caseId, fc.caseId))
        .for('update');
      const paid = await paidOnCase(tx, fc.caseId);
      if (input.agreed_fee < paid) throw fieldError('agreed_fee', feeTexts.feeBelowPaid(paid));
      const values = {
        basis: input.basis,
        agreedFee: input.agreed_fee,
        hourlyRate: input.hourly_rate ?? null,
        stageFees: input.stage_fees ?? [],
        attorneyFee: input.attorney_fee ?? input.agreed_fee,
        tariffInput: input.tariff as unknown as Record<string, unknown>,
        payer: input.payer,
        payerName: input.payer === 'third_party' ? (input.payer_name ?? null) : null,
        contractRegistrationNo: input.contract_registration_no ?? null,
        contractRegisteredOn: input.contract_registered_on ?? null,
        signedOn: input.signed_on ?? null,
        notes: input.notes ?? null,
      };
      const [row] = existing
        ? await tx
            .update(feeAgreements)
            .set({ ...values, updatedAt: sql`now()` })
            .where(eq(feeAgreements.id, existing.id))
            .returning()
        : await tx
            .insert(feeAgreements)
            .values({
              ...values,
              pid: newPid(),
              officeId: fc.officeId,
              caseId: fc.caseId,
              createdById: caller.userId,
            })
            .returning();
      if (!row) throw new Error('agreement write returned nothing');
      await appendAudit(tx, {
        officeId: fc.officeId,
        actor: caller,
        access: fc.record.access,
        action: existing ? 'update' : 'create',
        entityType: 'fee_agreement',
        entityPid: row.pid,
        entityLabel: fc.record.row.title,
        casePid,
        details: { basis: row.basis, agreed_fee: row.agreedFee, attorney_fee: row.attorneyFee },
      });
      return presentAgreement(row);
    });
  }

  /** The agreement's terms as lines to type into the judiciary's electronic contract system. */
  async function terms(caller: Caller, casePid: string) {
    const fc = await feeCaseFor(db, caller, casePid, 'manage');
    const row = await agreementRow(db, fc.caseId);
    if (!row) throw notFound(feeTexts.noAgreement);
    const agreement = presentAgreement(row);
    const schedule = await db
      .select()
      .from(feeInstalments)
      .where(eq(feeInstalments.caseId, fc.caseId))
      .orderBy(asc(feeInstalments.number));
    const c = fc.record.row;
    const tariff = computeTariff(agreement.tariff_input);
    const lines = [
      `موضوع قرارداد: وکالت در پرونده «${c.title}»${c.caseNumber ? ` به شماره ${toPersianDigits(c.caseNumber)}` : ''}`,
      `نوع دعوا: ${TARIFF_MATTER_LABELS[agreement.tariff_input.matter]}`,
      ...(agreement.tariff_input.claim_amount
        ? [`بهای خواسته: ${rial(agreement.tariff_input.claim_amount)}`]
        : []),
      ...(agreement.tariff_input.outcome && agreement.tariff_input.outcome !== 'judgment'
        ? [`وضعیت دعوا: ${CLAIM_OUTCOME_LABELS[agreement.tariff_input.outcome]}`]
        : []),
      `نوع حق‌الوکاله: ${FEE_BASIS_LABELS[agreement.basis]}`,
      `مبلغ کل حق‌الوکاله: ${rial(agreement.agreed_fee)}`,
      ...agreement.stage_fees.map((s) => `حق‌الوکاله ${FEE_STAGE_LABELS[s.stage]}: ${rial(s.amount)}`),
      ...(agreement.hourly_rate ? [`نرخ هر ساعت مشاوره: ${rial(agreement.hourly_rate)}`] : []),
      `مبلغ درج‌شده در وکالت‌نامه: ${rial(agreement.attorney_fee)}`,
      `حق‌الوکاله به نرخ تعرفه (برای مقایسه): ${tariff.min === tariff.max ? rial(tariff.min) : `${rial(tariff.min)} تا ${rial(tariff.max)}`}`,
      `پرداخت‌کننده: ${FEE_PAYER_LABELS[agreement.payer]}${agreement.payer_name ? ` (${agreement.payer_name})` : ''}`,
      ...(schedule.length
        ? [
            'زمان‌بندی پرداخت:',
            ...schedule.map(
              (i) => `قسط ${toPersianDigits(i.number)}: ${rial(i.amount)} در تاریخ ${jalaliSlash(i.dueOn)}`,
            ),
          ]
        : ['زمان پرداخت: ابتدای هر مرحله (ماده ۲۲ آیین‌نامه تعرفه)']),
      ...stampFigures(agreement.attorney_fee).lines.slice(0, 1),
      ...(agreement.signed_on ? [`تاریخ قرارداد: ${jalaliSlash(agreement.signed_on)}`] : []),
      ...(agreement.notes ? [`سایر شروط: ${agreement.notes}`] : []),
    ];
    return { lines };
  }

  /**
   * Replaces the schedule: it must add up to the agreed fee; instalments already (partly) paid keep at
   * least what was paid on them. Reminder jobs move with the dates, in the same transaction.
   */
  async function putSchedule(caller: Caller, casePid: string, input: InstalmentScheduleRequest) {
    const fc = await feeCaseFor(db, caller, casePid, 'manage');
    return db.transaction(async (tx) => {
      const [agreement] = await tx
        .select()
        .from(feeAgreements)
        .where(eq(feeAgreements.caseId, fc.caseId))
        .for('update');
      if (!agreement) throw conflict(feeTexts.noAgreement);
      const sum = input.instalments.reduce((s, i) => s + i.amount, 0);
      if (input.instalments.length > 0 && sum !== agreement.agreedFee) {
        throw fieldError('instalments', feeTexts.scheduleMismatch(sum, agreement.agreedFee));
      }
      const dates = new Set(input.instalments.map((i) => i.due_on));
      if (dates.size !== input.instalments.length) throw fieldError('instalments', feeTexts.duplicateDueDate);
      const current = await tx
        .select()
        .from(feeInstalments)
        .where(eq(feeInstalments.caseId, fc.caseId))
        .for('update');
      const byPid = new Map(current.map((r) => [r.pid, r]));
      for (const line of input.instalments) {
        if (line.pid && !byPid.has(line.pid)) throw fieldError('instalments', feeTexts.unknownInstalment);
        const old = line.pid ? byPid.get(line.pid) : undefined;
        if (old && line.amount < old.paidAmount) {
          throw fieldError('instalments', feeTexts.paidInstalmentChanged(old.number));
        }
      }
      const kept = new Set(input.instalments.map((i) => i.pid).filter(Boolean));
      for (const old of current) {
        if (!kept.has(old.pid) && old.paidAmount > 0) {
          throw fieldError('instalments', feeTexts.paidInstalmentChanged(old.number));
        }
      }
      const removed = current.filter((r) => !kept.has(r.pid));
      if (removed.length) {
        await tx.delete(feeInstalments).where(sql`${feeInstalments.id} in ${removed.map((r) => r.id)}`);
        await cancelJobs(
          tx,
          removed.map((r) => instalmentJobKey(r.pid)),
        );
      }
      const ordered = [...input.instalments].sort((a, b) => (a.due_on < b.due_on ? -1 : 1));
      // Numbers shift out of the way first: (case, number) reads in due order afterwards.
      await tx
        .update(feeInstalments)
        .set({ number: sql`${feeInstalments.number} + 10000` })
        .where(eq(feeInstalments.caseId, fc.caseId));
      const rows = [];
      for (const [index, line] of ordered.entries()) {
        const values = {
          number: index + 1,
          dueOn: line.due_on,
          amount: line.amount,
          remindClient: input.remind_client,
        };
        const [row] = line.pid
          ? await tx
              .update(feeInstalments)
              .set(values)
              .where(and(eq(feeInstalments.pid, line.pid), eq(feeInstalments.caseId, fc.caseId)))
              .returning()
          : await tx
              .insert(feeInstalments)
              .values({ ...values, pid: newPid(), officeId: fc.officeId, caseId: fc.caseId })
              .returning();
        if (row) rows.push(row);
      }
      await scheduleInstalmentReminders(tx, fc.officeId, rows);
      await appendAudit(tx, {
        officeId: fc.officeId,
        actor: caller,
        access: fc.record.access,
        action: 'update',
        entityType: 'fee_instalment',
        entityPid: agreement.pid,
        entityLabel: fc.record.row.title,
        casePid,
        details: { count: rows.length, total: sum },
      });
      const today = tehranDay(new Date());
      return rows.map((r) => presentInstalment(r, today));
    });
  }

  return { put, terms, putSchedule, agreementRow };
}

/** What has been received on a case so far. */
export async function paidOnCase(tx: Tx | Db, caseId: number): Promise<number> {
  const [row] = await tx
    .execute<{ paid: string }>(
      sql`select coalesce(sum(amount), 0) as paid from fee_payments where case_id = ${caseId}`,
    )
    .then((r) => r.rows);
  return Number(row?.paid ?? 0);
}
