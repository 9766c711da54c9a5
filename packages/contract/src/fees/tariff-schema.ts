import { z } from 'zod';
import { zResult } from '../envelope.ts';
import { zRialAmount } from './rial-amount-schema.ts';
import { CLAIM_OUTCOMES, CRIMINAL_COURTS, CRIMINAL_GRADES, zFeeStage, zTariffMatter } from './vocabulary.ts';

/** The tariff's inputs, as the agreement form and `POST /fees/v1/tariff/` take them. */
export const zTariffInput = z
  .object({
    matter: zTariffMatter,
    claim_amount: zRialAmount('بهای خواسته').optional(),
    first_instance_final: z.boolean().optional(),
    stages: z.array(zFeeStage).max(3).optional(),
    outcome: z.enum(CLAIM_OUTCOMES, { error: 'نتیجه دعوا معتبر نیست.' }).optional(),
    criminal_court: z.enum(CRIMINAL_COURTS, { error: 'دادگاه رسیدگی‌کننده معتبر نیست.' }).optional(),
    criminal_grade: z.enum(CRIMINAL_GRADES, { error: 'درجه جرم معتبر نیست.' }).optional(),
    further_charges: z.coerce
      .number({ error: 'تعداد اتهام‌های دیگر باید عدد باشد.' })
      .int({ error: 'تعداد اتهام‌های دیگر باید عدد صحیح باشد.' })
      .min(0, { error: 'تعداد اتهام‌های دیگر نمی‌تواند منفی باشد.' })
      .max(50, { error: 'تعداد اتهام‌های دیگر بیش از حد مجاز است.' })
      .optional(),
    without_prosecution: z.boolean().optional(),
    specialist: z.boolean().optional(),
    consultation_minutes: z.coerce
      .number({ error: 'مدت مشاوره باید عدد باشد.' })
      .int({ error: 'مدت مشاوره باید به دقیقه و عدد صحیح باشد.' })
      .min(1, { error: 'مدت مشاوره دست‌کم یک دقیقه است.' })
      .max(100_000, { error: 'مدت مشاوره بیش از حد مجاز است.' })
      .optional(),
  })
  .refine((v) => v.matter !== 'money_claim' || v.claim_amount !== undefined, {
    error: 'برای دعوای مالی، بهای خواسته را وارد کنید.',
    path: ['claim_amount'],
  })
  .refine((v) => v.matter !== 'criminal' || (v.criminal_court && v.criminal_grade), {
    error: 'برای دعوای کیفری، دادگاه و درجه جرم را انتخاب کنید.',
    path: ['criminal_grade'],
  });
export type TariffRequest = z.output<typeof zTariffInput>;

/** The tariff's inputs as an answer carries them (numbers already read). */
export const zTariffInputResult = z.object({
  matter: zTariffMatter,
  claim_amount: z.number().int().optional(),
  first_instance_final: z.boolean().optional(),
  stages: z.array(zFeeStage).optional(),
  outcome: z.enum(CLAIM_OUTCOMES).optional(),
  criminal_court: z.enum(CRIMINAL_COURTS).optional(),
  criminal_grade: z.enum(CRIMINAL_GRADES).optional(),
  further_charges: z.number().int().optional(),
  without_prosecution: z.boolean().optional(),
  specialist: z.boolean().optional(),
  consultation_minutes: z.number().int().optional(),
});

export const zTariffStageShare = z.object({
  stage: zFeeStage,
  label: z.string(),
  percent: z.number(),
  min: z.number().int(),
  max: z.number().int(),
});
export const zTariffResult = z.object({
  matter: zTariffMatter,
  min: z.number().int(),
  max: z.number().int(),
  stages: z.array(zTariffStageShare),
  lines: z.array(z.string()),
});
export const zTariffResponse = zResult(zTariffResult);

export const zStampFigures = z.object({
  fee: z.number().int(),
  stamp: z.number().int(),
  bar_fund: z.number().int(),
  bar: z.number().int(),
  total: z.number().int(),
  lines: z.array(z.string()),
});
