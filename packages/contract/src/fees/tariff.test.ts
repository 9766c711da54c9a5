import { describe, expect, it } from 'vitest';
import { parseRialAmount, rialAmountProblem } from './amount.ts';
import { zRialAmount } from './rial-amount-schema.ts';
import { computeTariff, moneyClaimFee, stampFigures } from './tariff.ts';

const M = 1_000_000;

describe('tariff art. 9: money claims', () => {
  it('gives the worked example: 3,000,000,000 not final is 40M + 105M + 50M = 195M', () => {
    const { fee, lines } = moneyClaimFee(3_000 * M, false);
    expect(fee).toBe(195 * M);
    expect(lines.at(-1)).toBe('جمع: ۴۰٬۰۰۰٬۰۰۰ + ۱۰۵٬۰۰۰٬۰۰۰ + ۵۰٬۰۰۰٬۰۰۰ = ۱۹۵٬۰۰۰٬۰۰۰ ریال');
  });
  it.each([
    [500 * M, 40 * M],
    [500 * M + 1, 40 * M], // 7% of one rial rounds to zero
    [2_000 * M, 40 * M + 105 * M],
    [10_000 * M, 40 * M + 105 * M + 400 * M],
    [30_000 * M, 40 * M + 105 * M + 400 * M + 800 * M],
    [40_000 * M, 40 * M + 105 * M + 400 * M + 800 * M + 300 * M],
  ])('band edge: a claim of %d gives %d', (claim, fee) => {
    expect(moneyClaimFee(claim, false).fee).toBe(fee);
  });
  it.each([
    // Just past each edge, the next band's rate applies to what lies beyond it only.
    [501 * M, 40 * M + 70_000],
    [2_001 * M, 145 * M + 50_000],
    [10_001 * M, 545 * M + 40_000],
    [30_001 * M, 1_345 * M + 30_000],
  ])('past a band edge: a claim of %d gives %d', (claim, fee) => {
    expect(moneyClaimFee(claim, false).fee).toBe(fee);
  });
  it('writes one line per band, naming its span and rate', () => {
    const { lines } = moneyClaimFee(40_000 * M, false);
    expect(lines.slice(1, -1)).toEqual([
      'تا ۵۰۰٬۰۰۰٬۰۰۰ ریال: ۸٪ × ۵۰۰٬۰۰۰٬۰۰۰ ریال = ۴۰٬۰۰۰٬۰۰۰ ریال',
      'مازاد بر ۵۰۰٬۰۰۰٬۰۰۰ ریال تا ۲٬۰۰۰٬۰۰۰٬۰۰۰ ریال: ۷٪ × ۱٬۵۰۰٬۰۰۰٬۰۰۰ ریال = ۱۰۵٬۰۰۰٬۰۰۰ ریال',
      'مازاد بر ۲٬۰۰۰٬۰۰۰٬۰۰۰ ریال تا ۱۰٬۰۰۰٬۰۰۰٬۰۰۰ ریال: ۵٪ × ۸٬۰۰۰٬۰۰۰٬۰۰۰ ریال = ۴۰۰٬۰۰۰٬۰۰۰ ریال',
      'مازاد بر ۱۰٬۰۰۰٬۰۰۰٬۰۰۰ ریال تا ۳۰٬۰۰۰٬۰۰۰٬۰۰۰ ریال: ۴٪ × ۲۰٬۰۰۰٬۰۰۰٬۰۰۰ ریال = ۸۰۰٬۰۰۰٬۰۰۰ ریال',
      'مازاد بر ۳۰٬۰۰۰٬۰۰۰٬۰۰۰ ریال: ۳٪ × ۱۰٬۰۰۰٬۰۰۰٬۰۰۰ ریال = ۳۰۰٬۰۰۰٬۰۰۰ ریال',
    ]);
  });
  it('takes one band only for a small claim, with no sum line', () => {
    const { fee, lines } = moneyClaimFee(100 * M, false);
    expect(fee).toBe(8 * M);
    expect(lines).toHaveLength(2);
  });
  it('takes 10% when the first-instance judgment is final, all of it in the first instance', () => {
    const r = computeTariff({ matter: 'money_claim', claim_amount: 3_000 * M, first_instance_final: true });
    expect(r.min).toBe(300 * M);
    expect(r.stages).toEqual([
      expect.objectContaining({ stage: 'first_instance', percent: 100, min: 300 * M }),
    ]);
  });
  it('is exact at 10^15', () => {
    expect(moneyClaimFee(1_000_000_000_000_000, true).fee).toBe(100_000_000_000_000);
  });
});

describe('tariff art. 21 and 22: stages', () => {
  it('splits 60/40: 117M first instance and 78M appeal in the example', () => {
    const r = computeTariff({ matter: 'money_claim', claim_amount: 3_000 * M });
    expect(r.stages.map((s) => [s.stage, s.min])).toEqual([
      ['first_instance', 117 * M],
      ['appeal', 78 * M],
    ]);
    expect(r.min).toBe(195 * M);
    expect(r.lines.some((l) => l.startsWith('ماده ۲۲'))).toBe(true);
  });
  it('says each stage is due at its start (art. 22) and that an agreed fee prevails (art. 2–3)', () => {
    const r = computeTariff({ matter: 'money_claim', claim_amount: 3_000 * M });
    expect(r.lines.slice(-5)).toEqual([
      'مرحله نخستین (بدوی): ۶۰٪ = ۱۱۷٬۰۰۰٬۰۰۰ ریال',
      'مرحله تجدیدنظر: ۴۰٪ = ۷۸٬۰۰۰٬۰۰۰ ریال',
      'جمع مراحل: ۱۹۵٬۰۰۰٬۰۰۰ ریال',
      'ماده ۲۲: حق‌الوکاله هر مرحله در ابتدای همان مرحله پرداخت می‌شود، مگر آنکه به نحو دیگری توافق شده باشد.',
      'مواد ۲ و ۳: حق‌الوکاله توافقی بر تعرفه مقدم است؛ اما محکوم‌علیه حداکثر به میزان تعرفه محکوم می‌شود.',
    ]);
  });
  it('counts only the stages taken', () => {
    const r = computeTariff({ matter: 'money_claim', claim_amount: 3_000 * M, stages: ['appeal'] });
    expect(r.min).toBe(78 * M);
  });
  it('adds 10% for a certified specialist', () => {
    const r = computeTariff({ matter: 'money_claim', claim_amount: 3_000 * M, specialist: true });
    expect(r.stages.map((s) => s.min)).toEqual([128_700_000, 85_800_000]);
    expect(r.min).toBe(214_500_000);
  });
});

describe('tariff art. 12: a claim withdrawn', () => {
  it('before the defence earns a quarter of the first-instance fee', () => {
    const r = computeTariff({
      matter: 'money_claim',
      claim_amount: 3_000 * M,
      outcome: 'withdrawn_before_defence',
    });
    expect(r.min).toBe(29_250_000);
    expect(r.stages).toHaveLength(1);
  });
  it('after the defence earns half', () => {
    const r = computeTariff({
      matter: 'money_claim',
      claim_amount: 3_000 * M,
      outcome: 'withdrawn_after_defence',
    });
    expect(r.min).toBe(58_500_000);
  });
  it('applies to a ranged matter too: a quarter of the first-instance share of a family claim', () => {
    const r = computeTariff({ matter: 'family', outcome: 'withdrawn_before_defence' });
    expect([r.min, r.max]).toEqual([750_000, 30 * M]);
  });
  it('takes the quarter before the specialist’s 10% is added', () => {
    const r = computeTariff({
      matter: 'money_claim',
      claim_amount: 3_000 * M,
      outcome: 'withdrawn_before_defence',
      specialist: true,
    });
    expect(r.min).toBe(32_175_000);
  });
  it('does not apply to a criminal matter', () => {
    const r = computeTariff({
      matter: 'criminal',
      criminal_court: 'criminal_2',
      criminal_grade: 'other',
      outcome: 'withdrawn_before_defence',
    });
    expect([r.min, r.max]).toEqual([2 * M, 200 * M]);
  });
});

describe('tariff art. 13: family, حسبی and non-monetary', () => {
  it.each([
    ['family', 5 * M, 200 * M],
    ['non_contentious', 5 * M, 200 * M],
    ['non_monetary', 4 * M, 300 * M],
  ] as const)('%s is %d to %d, split 60/40', (matter, min, max) => {
    const r = computeTariff({ matter });
    expect([r.min, r.max]).toEqual([min, max]);
    expect(r.stages.map((s) => s.percent)).toEqual([60, 40]);
  });
  it('gives the whole range to the first instance when its judgment is final', () => {
    const r = computeTariff({ matter: 'non_monetary', first_instance_final: true });
    expect(r.stages).toEqual([
      expect.objectContaining({ stage: 'first_instance', percent: 100, min: 4 * M, max: 300 * M }),
    ]);
  });
});

describe('tariff art. 14: criminal', () => {
  it.each([
    ['criminal_1', 'severe', 50 * M, 2_000 * M],
    ['criminal_1', 'middle', 30 * M, 1_000 * M],
    ['criminal_1', 'other', 10 * M, 500 * M],
    ['criminal_2', 'severe', 10 * M, 500 * M],
    ['criminal_2', 'middle', 5 * M, 300 * M],
    ['criminal_2', 'other', 2 * M, 200 * M],
  ] as const)('%s, grade %s: %d to %d', (court, grade, min, max) => {
    const r = computeTariff({ matter: 'criminal', criminal_court: court, criminal_grade: grade });
    expect([r.min, r.max]).toEqual([min, max]);
  });
  it('prices a criminal-one grade-one offence 50M–2,000M, split 50/30/20', () => {
    const r = computeTariff({ matter: 'criminal', criminal_court: 'criminal_1', criminal_grade: 'severe' });
    expect([r.min, r.max]).toEqual([50 * M, 2_000 * M]);
    expect(r.stages.map((s) => [s.stage, s.min, s.max])).toEqual([
      ['prosecution', 25 * M, 1_000 * M],
      ['first_instance', 15 * M, 600 * M],
      ['appeal', 10 * M, 400 * M],
    ]);
  });
  it('adds 20% per further charge', () => {
    const r = computeTariff({
      matter: 'criminal',
      criminal_court: 'criminal_2',
      criminal_grade: 'other',
      further_charges: 2,
    });
    expect([r.min, r.max]).toEqual([2_800_000, 280 * M]);
  });
  it('adds the further charges before the stage split', () => {
    const r = computeTariff({
      matter: 'criminal',
      criminal_court: 'criminal_1',
      criminal_grade: 'severe',
      further_charges: 1,
      stages: ['prosecution'],
    });
    expect([r.min, r.max]).toEqual([30 * M, 1_200 * M]);
  });
  it('moves the prosecution share and, when final, the appeal share onto the first instance', () => {
    const r = computeTariff({
      matter: 'criminal',
      criminal_court: 'criminal_2',
      criminal_grade: 'middle',
      without_prosecution: true,
      first_instance_final: true,
    });
    expect(r.stages).toEqual([
      expect.objectContaining({ stage: 'first_instance', percent: 100, min: 5 * M, max: 300 * M }),
    ]);
  });
});

describe('tariff art. 26: without a power of attorney', () => {
  it('drafting is up to 50M, file study 2M–50M', () => {
    expect(computeTariff({ matter: 'drafting' })).toMatchObject({ min: 0, max: 50 * M, stages: [] });
    expect(computeTariff({ matter: 'file_study' })).toMatchObject({ min: 2 * M, max: 50 * M });
  });
  it('has no stages and no art. 22 line', () => {
    const r = computeTariff({ matter: 'drafting' });
    expect(r.lines.some((l) => l.startsWith('ماده ۲۲'))).toBe(false);
  });
  it('prices an hour of consultation by default, and a specialist’s 10% on top', () => {
    expect(computeTariff({ matter: 'consultation' })).toMatchObject({ min: 500_000, max: 5 * M });
    expect(computeTariff({ matter: 'file_study', specialist: true })).toMatchObject({
      min: 2_200_000,
      max: 55 * M,
    });
  });
  it('consultation is 500,000–5,000,000 an hour', () => {
    expect(computeTariff({ matter: 'consultation', consultation_minutes: 90 })).toMatchObject({
      min: 750_000,
      max: 7_500_000,
    });
  });
});

describe('the stamp (art. 103) and the bar shares (art. 29)', () => {
  it('is 5% of the fee; half of it to the fund, a quarter to the bar', () => {
    expect(stampFigures(195 * M)).toMatchObject({
      stamp: 9_750_000,
      bar_fund: 4_875_000,
      bar: 2_437_500,
      total: 17_062_500,
    });
  });
});

describe('amounts typed by a person', () => {
  it('reads Persian and Latin digits with separators', () => {
    expect(parseRialAmount('۱۲٬۵۰۰٬۰۰۰')).toBe(12_500_000);
    expect(parseRialAmount('12,500,000')).toBe(12_500_000);
    expect(zRialAmount('مبلغ').parse(' ۳ ۰۰۰ ')).toBe(3000);
  });
  it.each(['-5', '0', '1000000000000001', 'abc', '12.5', ''])('refuses %j with a Persian message', (v) => {
    const r = zRialAmount('مبلغ').safeParse(v);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toMatch(/مبلغ/);
  });
  it('names each problem', () => {
    expect(rialAmountProblem('مبلغ', -1)).toBe('مبلغ نمی‌تواند منفی باشد.');
    expect(rialAmountProblem('مبلغ', 0)).toBe('مبلغ باید بیشتر از صفر باشد.');
  });
});
