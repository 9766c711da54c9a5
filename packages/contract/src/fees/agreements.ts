import { z } from 'zod';
import { zCalendarDate } from '../calendar/fields.ts';
import { fieldText, normalizePersianText, toLatinDigits } from '../persian.ts';
import { zRialAmount } from './rial-amount-schema.ts';
import { zStampFigures, zTariffInput, zTariffInputResult, zTariffResult } from './tariff-schema.ts';
import { FEE_PAYERS, zFeeBasis, zFeeStage } from './vocabulary.ts';

const optionalText = (max: number) =>
  z
    .string()
    .max(max, { error: fieldText.maxChars(max) })
    .transform((v) => normalizePersianText(v) || null)
    .nullish();

/** One stage's agreed fee (basis `per_stage`). */
export const zStageFee = z.object({ stage: zFeeStage, amount: zRialAmount('حق‌الوکاله مرحله') });

/**
 * `PUT /fees/v1/cases/{case}/agreement/`: the fee agreement of a case. `agreed_fee` is the total owed
 * (for `per_stage` the sum of `stage_fees`, for `hourly` an estimate the schedule may follow);
 * `attorney_fee` is the figure written in the power of attorney that the stamp is 5% of (defaults to
 * `agreed_fee`). `tariff` holds the inputs the tariff figure beside it is computed from.
 */
export const zAgreementRequest = z
  .object({
    basis: zFeeBasis,
    agreed_fee: zRialAmount('حق‌الوکاله توافقی'),
    hourly_rate: zRialAmount('نرخ هر ساعت').nullish(),
    stage_fees: z.array(zStageFee).max(3).optional(),
    attorney_fee: zRialAmount('مبلغ درج‌شده در وکالت‌نامه').nullish(),
    tariff: zTariffInput,
    payer: z.enum(FEE_PAYERS, { error: 'پرداخت‌کننده را انتخاب کنید.' }),
    payer_name: optionalText(120),
    /** The registration number in the judiciary's electronic contract system (since 1399/9/1). */
    contract_registration_no: z
      .string()
      .max(40, { error: fieldText.maxChars(40) })
      .transform((v) => toLatinDigits(v).trim() || null)
      .nullish(),
    contract_registered_on: zCalendarDate('تاریخ ثبت قرارداد').nullish(),
    signed_on: zCalendarDate('تاریخ قرارداد').nullish(),
    notes: optionalText(2000),
  })
  .refine((v) => v.basis !== 'hourly' || v.hourly_rate, {
    error: 'برای قرارداد ساعتی، نرخ هر ساعت را وارد کنید.',
    path: ['hourly_rate'],
  })
  .refine((v) => v.basis !== 'per_stage' || (v.stage_fees && v.stage_fees.length > 0), {
    error: 'برای قرارداد مرحله‌ای، حق‌الوکاله هر مرحله را وارد کنید.',
    path: ['stage_fees'],
  })
  .refine(
    (v) => v.basis !== 'per_stage' || (v.stage_fees ?? []).reduce((s, x) => s + x.amount, 0) === v.agreed_fee,
    { error: 'جمع حق‌الوکاله مراحل باید با حق‌الوکاله کل برابر باشد.', path: ['stage_fees'] },
  )
  .refine((v) => v.payer !== 'third_party' || v.payer_name, {
    error: 'نام پرداخت‌کننده را وارد کنید.',
    path: ['payer_name'],
  });
export type AgreementRequest = z.output<typeof zAgreementRequest>;
export type AgreementForm = z.input<typeof zAgreementRequest>;

export const zAgreement = z.object({
  pid: z.string(),
  basis: zFeeBasis,
  basis_label: z.string(),
  agreed_fee: z.number().int(),
  hourly_rate: z.number().int().nullable(),
  stage_fees: z.array(z.object({ stage: zFeeStage, label: z.string(), amount: z.number().int() })),
  attorney_fee: z.number().int(),
  tariff_input: zTariffInputResult,
  /** The tariff figure computed beside the agreed fee, with its arithmetic. */
  tariff: zTariffResult,
  /** Art. 2–3: the agreed fee prevails; the losing party pays at most the tariff (min(agreed, tariff max)). */
  recoverable_from_loser: z.number().int(),
  stamp: zStampFigures,
  payer: z.enum(FEE_PAYERS),
  payer_label: z.string(),
  payer_name: z.string().nullable(),
  contract_registration_no: z.string().nullable(),
  contract_registered_on: z.string().nullable(),
  signed_on: z.string().nullable(),
  notes: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Agreement = z.infer<typeof zAgreement>;

/** The agreement's terms, one line each, to type into the electronic contract system. */
export const zContractTerms = z.object({ lines: z.array(z.string()) });
