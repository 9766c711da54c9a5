import { formatPersianNumber } from '../money/rules.ts';
import { toPersianDigits } from '../persian.ts';
import {
  CLAIM_OUTCOME_LABELS,
  type ClaimOutcome,
  CRIMINAL_COURT_LABELS,
  CRIMINAL_GRADE_LABELS,
  type CriminalCourt,
  type CriminalGrade,
  FEE_STAGE_LABELS,
  FEE_STAGES,
  type FeeStage,
  TARIFF_MATTER_LABELS,
  type TariffMatter,
} from './vocabulary.ts';

/**
 * The tariff of lawyers' fees (آیین‌نامه تعرفه حق‌الوکاله، حق‌المشاوره و هزینه سفر وکلای دادگستری,
 * 1398/12/28), amounts in rial, as a pure function that shows its arithmetic line by line.
 */

const M = 1_000_000;

/** Art. 9: marginal bands of a money claim whose first-instance judgment is not final. */
export const MONEY_CLAIM_BANDS: readonly { upTo: number | null; percent: number }[] = [
  { upTo: 500 * M, percent: 8 },
  { upTo: 2_000 * M, percent: 7 },
  { upTo: 10_000 * M, percent: 5 },
  { upTo: 30_000 * M, percent: 4 },
  { upTo: null, percent: 3 },
];
/** Art. 9: the whole fee when the first-instance judgment is final as to the claim's value. */
export const FINAL_JUDGMENT_PERCENT = 10;

/** Art. 13 (family, حسبی, non-monetary) and art. 26 (without a power of attorney): [min, max]. */
export const TARIFF_RANGES = {
  family: [5 * M, 200 * M],
  non_contentious: [5 * M, 200 * M],
  non_monetary: [4 * M, 300 * M],
  drafting: [0, 50 * M],
  consultation_hour: [500_000, 5 * M],
  file_study: [2 * M, 50 * M],
} as const;

/** Art. 14: criminal fees by court and grade of the gravest offence. */
export const CRIMINAL_RANGES: Record<CriminalCourt, Record<CriminalGrade, readonly [number, number]>> = {
  criminal_1: { severe: [50 * M, 2_000 * M], middle: [30 * M, 1_000 * M], other: [10 * M, 500 * M] },
  criminal_2: { severe: [10 * M, 500 * M], middle: [5 * M, 300 * M], other: [2 * M, 200 * M] },
};

/** Art. 21 (civil) and art. 14 note 1 (criminal): each stage's share of the fee, in percent. */
export const CIVIL_STAGE_SHARES = { first_instance: 60, appeal: 40 } as const;
export const CRIMINAL_STAGE_SHARES = { prosecution: 50, first_instance: 30, appeal: 20 } as const;
/** Art. 14 note 3: each further charge adds this share of the fee. */
export const FURTHER_CHARGE_PERCENT = 20;
/** Art. 22 note: a certified specialist in their field adds this. */
export const SPECIALIST_PERCENT = 10;
/** Art. 103 of the Direct Tax Act: the stamp is this share of the fee in the power of attorney. */
export const STAMP_PERCENT = 5;
/** Art. 29: of the stamp's amount, the bar's fund takes half and the bar a quarter. */
export const BAR_FUND_PERCENT_OF_STAMP = 50;
export const BAR_PERCENT_OF_STAMP = 25;
/** Art. 34: tax boards take a lawyer's yearly income as this multiple of the stamps cancelled. */
export const INCOME_MULTIPLE_OF_STAMPS = 20;

export interface TariffInput {
  matter: TariffMatter;
  /** Rials; money claims only. */
  claim_amount?: number;
  /** The first-instance judgment is final (as to the claim's value, for a money claim). */
  first_instance_final?: boolean;
  /** The stages the lawyer takes on; all the matter has when absent. */
  stages?: readonly FeeStage[];
  /** Art. 12, civil matters: how the claim ended. */
  outcome?: ClaimOutcome;
  criminal_court?: CriminalCourt;
  criminal_grade?: CriminalGrade;
  /** Art. 14 note 3: charges besides the gravest. */
  further_charges?: number;
  /** Art. 14 note 1: the case has no prosecution stage (its share joins the first instance). */
  without_prosecution?: boolean;
  /** Art. 22 note. */
  specialist?: boolean;
  /** Art. 26: minutes of consultation. */
  consultation_minutes?: number;
}

export interface TariffStageShare {
  stage: FeeStage;
  label: string;
  percent: number;
  min: number;
  max: number;
}

export interface TariffResult {
  matter: TariffMatter;
  /** The tariff's fee for the stages taken (min = max where the tariff fixes one figure). */
  min: number;
  max: number;
  /** Each stage taken, due at its start (art. 22); empty for work without a power of attorney. */
  stages: TariffStageShare[];
  /** How the figure was reached, in Persian, citing the articles. */
  lines: string[];
}

/** round(amount × numerator / denominator), halves up, exact for any amount up to 10^15. */
export function shareOf(amount: number, numerator: number, denominator = 100): number {
  const product = BigInt(Math.round(amount)) * BigInt(Math.round(numerator * 100));
  const scaled = BigInt(denominator) * 100n;
  const whole = product / scaled;
  return Number((product % scaled) * 2n >= scaled ? whole + 1n : whole);
}

const rial = (n: number) => `${formatPersianNumber(n)} ریال`;
const pct = (n: number) => `${toPersianDigits(n)}٪`;
const range = (min: number, max: number) => (min === max ? rial(min) : `از ${rial(min)} تا ${rial(max)}`);

/** Art. 9: the fee of a money claim, with a line per band. */
export function moneyClaimFee(claim: number, final: boolean): { fee: number; lines: string[] } {
  if (final) {
    const fee = shareOf(claim, FINAL_JUDGMENT_PERCENT);
    return {
      fee,
      lines: [
        `ماده ۹: حکم بدوی از حیث بهای خواسته قطعی است؛ حق‌الوکاله ${pct(FINAL_JUDGMENT_PERCENT)} بهای خواسته است.`,
        `${pct(FINAL_JUDGMENT_PERCENT)} × ${rial(claim)} = ${rial(fee)}`,
      ],
    };
  }
  const lines = ['ماده ۹: حکم بدوی قطعی نیست؛ حق‌الوکاله به صورت پلکانی بر بهای خواسته محاسبه می‌شود:'];
  const parts: number[] = [];
  let from = 0;
  for (const band of MONEY_CLAIM_BANDS) {
    if (claim <= from) break;
    const to = band.upTo === null ? claim : Math.min(claim, band.upTo);
    const slice = to - from;
    const part = shareOf(slice, band.percent);
    parts.push(part);
    const span =
      from === 0
        ? `تا ${rial(band.upTo ?? claim)}`
        : band.upTo === null
          ? `مازاد بر ${rial(from)}`
          : `مازاد بر ${rial(from)} تا ${rial(band.upTo)}`;
    lines.push(`${span}: ${pct(band.percent)} × ${rial(slice)} = ${rial(part)}`);
    if (band.upTo === null) break;
    from = band.upTo;
  }
  const fee = parts.reduce((a, b) => a + b, 0);
  if (parts.length > 1) lines.push(`جمع: ${parts.map(formatPersianNumber).join(' + ')} = ${rial(fee)}`);
  return { fee, lines };
}

const CIVIL: readonly TariffMatter[] = ['money_claim', 'family', 'non_contentious', 'non_monetary'];

/** The tariff's fee for a matter, stage by stage, with every step in Persian. */
export function computeTariff(input: TariffInput): TariffResult {
  const { matter } = input;
  const lines: string[] = [`نوع کار: ${TARIFF_MATTER_LABELS[matter]}`];
  const specialist = input.specialist === true;

  if (matter === 'drafting' || matter === 'file_study' || matter === 'consultation') {
    let [min, max]: readonly [number, number] =
      matter === 'consultation' ? TARIFF_RANGES.consultation_hour : TARIFF_RANGES[matter];
    if (matter === 'consultation') {
      const minutes = Math.max(0, Math.round(input.consultation_minutes ?? 60));
      lines.push(`ماده ۲۶ بند ب: مشاوره هر ساعت ${range(min, max)}؛ برای ${toPersianDigits(minutes)} دقیقه:`);
      [min, max] = [shareOf(min, minutes, 60), shareOf(max, minutes, 60)];
      lines.push(`${range(min, max)}`);
    } else if (matter === 'drafting') {
      lines.push(`ماده ۲۶ بند الف: تنظیم دادخواست، شکوائیه، لایحه یا اظهارنامه حداکثر ${rial(max)}.`);
    } else {
      lines.push(`ماده ۲۶ بند ت: مطالعه پرونده ${range(min, max)}.`);
    }
    if (specialist) [min, max] = addSpecialist(min, max, lines);
    lines.push('این تعرفه برای کاری است که وکالت‌نامه‌ای برای آن تنظیم نشده و توافقی در بین نیست.');
    return { matter, min, max, stages: [], lines };
  }

  // The whole fee of the matter, before it is split among the stages.
  let whole: [number, number];
  if (matter === 'money_claim') {
    const { fee, lines: feeLines } = moneyClaimFee(
      input.claim_amount ?? 0,
      input.first_instance_final === true,
    );
    lines.push(...feeLines);
    whole = [fee, fee];
  } else if (matter === 'criminal') {
    const court = input.criminal_court ?? 'criminal_2';
    const grade = input.criminal_grade ?? 'other';
    const [min, max] = CRIMINAL_RANGES[court][grade];
    lines.push(
      `ماده ۱۴: ${CRIMINAL_COURT_LABELS[court]}، ${CRIMINAL_GRADE_LABELS[court][grade]}: ${range(min, max)}.`,
    );
    whole = [min, max];
    const further = Math.max(0, Math.round(input.further_charges ?? 0));
    if (further > 0) {
      const percent = 100 + FURTHER_CHARGE_PERCENT * further;
      whole = [shareOf(min, percent), shareOf(max, percent)];
      lines.push(
        `تبصره ۳ ماده ۱۴: ${toPersianDigits(further)} اتهام دیگر، هر یک ${pct(FURTHER_CHARGE_PERCENT)} افزوده: ${pct(percent)} × (${range(min, max)}) = ${range(...whole)}`,
      );
    }
  } else {
    const [min, max] = TARIFF_RANGES[matter as 'family' | 'non_contentious' | 'non_monetary'];
    lines.push(`ماده ۱۳: ${TARIFF_MATTER_LABELS[matter]} ${range(min, max)}.`);
    whole = [min, max];
  }

  // Each stage's share (art. 21 for civil matters, art. 14 note 1 for criminal ones).
  const shares = stageShares(input, lines);
  const taken = new Set<FeeStage>(input.stages?.length ? input.stages : FEE_STAGES);
  const outcome = CIVIL.includes(matter) ? (input.outcome ?? 'judgment') : 'judgment';
  let stages: TariffStageShare[] = [];
  for (const stage of FEE_STAGES) {
    const percent = shares[stage] ?? 0;
    if (percent === 0 || !taken.has(stage)) continue;
    if (outcome !== 'judgment' && stage !== 'first_instance') continue;
    stages.push({
      stage,
      label: FEE_STAGE_LABELS[stage],
      percent,
      min: shareOf(whole[0], percent),
      max: shareOf(whole[1], percent),
    });
  }
  for (const s of stages) lines.push(`${s.label}: ${pct(s.percent)} = ${range(s.min, s.max)}`);

  if (outcome !== 'judgment') {
    const [numerator, denominator, words] =
      outcome === 'withdrawn_before_defence' ? [1, 4, 'یک‌چهارم'] : [1, 2, 'یک‌دوم'];
    lines.push(`ماده ۱۲: ${CLAIM_OUTCOME_LABELS[outcome]}؛ ${words} حق‌الوکاله مرحله نخستین:`);
    stages = stages.map((s) => ({
      ...s,
      min: shareOf(s.min, numerator * 100, denominator * 100),
      max: shareOf(s.max, numerator * 100, denominator * 100),
    }));
    for (const s of stages) lines.push(`${s.label}: ${range(s.min, s.max)}`);
  }

  if (specialist) {
    lines.push(
      `تبصره ماده ۲۲: وکیل دارای گواهی وکالت تخصصی؛ ${pct(SPECIALIST_PERCENT)} به حق‌الوکاله هر مرحله افزوده می‌شود:`,
    );
    stages = stages.map((s) => ({
      ...s,
      min: shareOf(s.min, 100 + SPECIALIST_PERCENT),
      max: shareOf(s.max, 100 + SPECIALIST_PERCENT),
    }));
    for (const s of stages) lines.push(`${s.label}: ${range(s.min, s.max)}`);
  }

  const min = stages.reduce((sum, s) => sum + s.min, 0);
  const max = stages.reduce((sum, s) => sum + s.max, 0);
  if (stages.length > 1) lines.push(`جمع مراحل: ${range(min, max)}`);
  if (stages.length > 0)
    lines.push(
      'ماده ۲۲: حق‌الوکاله هر مرحله در ابتدای همان مرحله پرداخت می‌شود، مگر آنکه به نحو دیگری توافق شده باشد.',
    );
  lines.push(
    'مواد ۲ و ۳: حق‌الوکاله توافقی بر تعرفه مقدم است؛ اما محکوم‌علیه حداکثر به میزان تعرفه محکوم می‌شود.',
  );
  return { matter, min, max, stages, lines };
}

function addSpecialist(min: number, max: number, lines: string[]): [number, number] {
  const result: [number, number] = [
    shareOf(min, 100 + SPECIALIST_PERCENT),
    shareOf(max, 100 + SPECIALIST_PERCENT),
  ];
  lines.push(`تبصره ماده ۲۲: گواهی وکالت تخصصی، ${pct(SPECIALIST_PERCENT)} افزوده: ${range(...result)}`);
  return result;
}

/** Stage shares in percent: art. 21 60/40; art. 14 note 1 50/30/20, moved onto the first instance as it says. */
function stageShares(input: TariffInput, lines: string[]): Partial<Record<FeeStage, number>> {
  const final = input.first_instance_final === true;
  if (input.matter === 'criminal') {
    const shares: Partial<Record<FeeStage, number>> = { ...CRIMINAL_STAGE_SHARES };
    lines.push('تبصره ۱ ماده ۱۴: ۵۰٪ دادسرا، ۳۰٪ دادگاه بدوی و ۲۰٪ تجدیدنظر.');
    if (input.without_prosecution) {
      shares.first_instance = (shares.first_instance ?? 0) + (shares.prosecution ?? 0);
      shares.prosecution = 0;
      lines.push('رسیدگی مرحله دادسرا ندارد؛ سهم دادسرا به مرحله بدوی افزوده می‌شود.');
    }
    if (final) {
      shares.first_instance = (shares.first_instance ?? 0) + (shares.appeal ?? 0);
      shares.appeal = 0;
      lines.push('حکم بدوی قطعی است؛ سهم تجدیدنظر نیز در مرحله بدوی پرداخت می‌شود.');
    }
    return shares;
  }
  if (final) {
    lines.push('حکم بدوی قطعی است و مرحله تجدیدنظر ندارد؛ تمام حق‌الوکاله به مرحله نخستین تعلق می‌گیرد.');
    return { first_instance: 100 };
  }
  lines.push('ماده ۲۱: ۶۰٪ حق‌الوکاله به مرحله نخستین و ۴۰٪ به مرحله تجدیدنظر تعلق می‌گیرد.');
  return { ...CIVIL_STAGE_SHARES };
}

export interface StampFigures {
  /** The fee written in the power of attorney. */
  fee: number;
  /** 5% of it (art. 103 of the Direct Tax Act). */
  stamp: number;
  /** Half of the stamp, to the bar's fund (صندوق حمایت وکلا), art. 29. */
  bar_fund: number;
  /** A quarter of the stamp, to the bar (کانون), art. 29. */
  bar: number;
  /** What the lawyer pays in all on this power of attorney. */
  total: number;
  lines: string[];
}

/** The tax stamp of a power of attorney and the bar's shares of it. */
export function stampFigures(fee: number): StampFigures {
  const stamp = shareOf(fee, STAMP_PERCENT);
  const barFund = shareOf(stamp, BAR_FUND_PERCENT_OF_STAMP);
  const bar = shareOf(stamp, BAR_PERCENT_OF_STAMP);
  const total = stamp + barFund + bar;
  return {
    fee,
    stamp,
    bar_fund: barFund,
    bar,
    total,
    lines: [
      `تمبر مالیاتی (ماده ۱۰۳ قانون مالیات‌های مستقیم): ${pct(STAMP_PERCENT)} × ${rial(fee)} = ${rial(stamp)}`,
      `سهم صندوق حمایت وکلا (ماده ۲۹ تعرفه): ${pct(BAR_FUND_PERCENT_OF_STAMP)} تمبر = ${rial(barFund)}`,
      `سهم کانون وکلا (ماده ۲۹ تعرفه): ${pct(BAR_PERCENT_OF_STAMP)} تمبر = ${rial(bar)}`,
      `جمع پرداختی وکیل بابت این وکالت‌نامه: ${rial(total)}`,
    ],
  };
}
