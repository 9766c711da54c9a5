import type { Agreement, AgreementForm, Case, FeeStage, TariffInput, TariffMatter } from '@vakilyar/contract';
import { formatPersianNumber } from '@vakilyar/contract';
import { typedRials } from '../../kit/amounts';
import { blankToUndefined } from '../../kit/form-values';

/** The form's own shape: every amount a string as typed, one amount per stage. */
export interface AgreementValues {
  basis: AgreementForm['basis'];
  agreed_fee: string;
  hourly_rate: string;
  stage_amounts: Record<FeeStage, string>;
  attorney_fee: string;
  tariff: Omit<TariffInput, 'claim_amount' | 'further_charges' | 'consultation_minutes'> & {
    claim_amount: string;
    further_charges: string;
    consultation_minutes: string;
  };
  payer: AgreementForm['payer'];
  payer_name: string;
  contract_registration_no: string;
  contract_registered_on: string;
  signed_on: string;
  notes: string;
}

const grouped = (n: number | null | undefined) => (n ? formatPersianNumber(n) : '');

/** The tariff's matter a case most likely is, from its type. */
function matterOf(item: Case): TariffMatter {
  if (item.case_type === 'criminal') return 'criminal';
  if (item.case_type === 'family') return 'family';
  return 'money_claim';
}

export function agreementValues(item: Case, agreement: Agreement | null): AgreementValues {
  const input = agreement?.tariff_input;
  const stage = (s: FeeStage) => grouped(agreement?.stage_fees.find((f) => f.stage === s)?.amount);
  return {
    basis: agreement?.basis ?? 'agreed',
    agreed_fee: grouped(agreement?.agreed_fee),
    hourly_rate: grouped(agreement?.hourly_rate),
    stage_amounts: {
      prosecution: stage('prosecution'),
      first_instance: stage('first_instance'),
      appeal: stage('appeal'),
    },
    attorney_fee:
      agreement && agreement.attorney_fee !== agreement.agreed_fee ? grouped(agreement.attorney_fee) : '',
    tariff: {
      matter: input?.matter ?? matterOf(item),
      claim_amount: grouped(input?.claim_amount),
      first_instance_final: input?.first_instance_final ?? false,
      stages: input?.stages ?? [],
      outcome: input?.outcome ?? 'judgment',
      criminal_court: input?.criminal_court ?? 'criminal_2',
      criminal_grade: input?.criminal_grade ?? 'other',
      further_charges: input?.further_charges ? String(input.further_charges) : '',
      without_prosecution: input?.without_prosecution ?? false,
      specialist: input?.specialist ?? false,
      consultation_minutes: input?.consultation_minutes ? String(input.consultation_minutes) : '',
    },
    payer: agreement?.payer ?? 'client',
    payer_name: agreement?.payer_name ?? '',
    contract_registration_no: agreement?.contract_registration_no ?? '',
    contract_registered_on: agreement?.contract_registered_on ?? '',
    signed_on: agreement?.signed_on ?? '',
    notes: agreement?.notes ?? '',
  };
}

/** Stages the fee of a matter is split into (criminal: three; civil: two; none without a power of attorney). */
export function stagesOf(matter: TariffMatter): FeeStage[] {
  if (matter === 'criminal') return ['prosecution', 'first_instance', 'appeal'];
  if (matter === 'drafting' || matter === 'consultation' || matter === 'file_study') return [];
  return ['first_instance', 'appeal'];
}

/** The tariff's input as the contract takes it, with only the fields its matter reads. */
export function tariffRequest(tariff: AgreementValues['tariff']): TariffInput & Record<string, unknown> {
  const { matter } = tariff;
  const civil =
    matter === 'money_claim' ||
    matter === 'family' ||
    matter === 'non_contentious' ||
    matter === 'non_monetary';
  const stages = (tariff.stages ?? []).filter((s) => stagesOf(matter).includes(s));
  return blankToUndefined({
    matter,
    claim_amount: matter === 'money_claim' ? (tariff.claim_amount as unknown as number) : undefined,
    first_instance_final: civil || matter === 'criminal' ? tariff.first_instance_final : undefined,
    stages: stages.length > 0 ? stages : undefined,
    outcome: civil ? tariff.outcome : undefined,
    criminal_court: matter === 'criminal' ? tariff.criminal_court : undefined,
    criminal_grade: matter === 'criminal' ? tariff.criminal_grade : undefined,
    further_charges: matter === 'criminal' ? (tariff.further_charges as unknown as number) : undefined,
    without_prosecution: matter === 'criminal' ? tariff.without_prosecution : undefined,
    specialist: tariff.specialist,
    consultation_minutes:
      matter === 'consultation' ? (tariff.consultation_minutes as unknown as number) : undefined,
  });
}

/** The stages a per-stage agreement prices: those chosen in the tariff, or all its matter has. */
export function pricedStages(tariff: AgreementValues['tariff']): FeeStage[] {
  const all = stagesOf(tariff.matter);
  const chosen = (tariff.stages ?? []).filter((s) => all.includes(s));
  return chosen.length > 0 ? chosen : all;
}

/** The request the form's values make; a per-stage fee's total is the sum of its stages. */
export function agreementRequest(values: AgreementValues): Record<string, unknown> {
  const stages = pricedStages(values.tariff);
  const stageFees =
    values.basis === 'per_stage'
      ? stages.map((stage) => ({ stage, amount: values.stage_amounts[stage] || undefined }))
      : undefined;
  const stageSum = stageFees?.reduce((sum, s) => sum + (typedRials(s.amount) ?? 0), 0);
  return blankToUndefined({
    basis: values.basis,
    agreed_fee: values.basis === 'per_stage' ? stageSum || '' : values.agreed_fee,
    hourly_rate: values.basis === 'hourly' ? values.hourly_rate : undefined,
    stage_fees: stageFees,
    attorney_fee: values.attorney_fee,
    tariff: tariffRequest(values.tariff),
    payer: values.payer,
    payer_name: values.payer === 'third_party' ? values.payer_name : undefined,
    contract_registration_no: values.contract_registration_no,
    contract_registered_on: values.contract_registered_on,
    signed_on: values.signed_on,
    notes: values.notes,
  });
}
