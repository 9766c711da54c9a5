import {
  computeTariff,
  type StampFigures,
  stampFigures,
  type TariffResult,
  toLatinDigits,
} from '@vakilyar/contract';
import { typedRials } from '../../kit/amounts';
import { type AgreementValues, pricedStages, tariffRequest } from './agreement-values';

const count = (value: string) => {
  const n = Number(toLatinDigits(value).trim());
  return value.trim() && Number.isInteger(n) && n >= 0 ? n : undefined;
};

/** The tariff figure of what the form says so far, computed in the browser; null until it can be. */
export function liveTariff(tariff: AgreementValues['tariff']): TariffResult | null {
  const request = tariffRequest(tariff);
  const claim = typedRials(tariff.claim_amount);
  if (tariff.matter === 'money_claim' && (claim === null || claim <= 0)) return null;
  return computeTariff({
    ...request,
    claim_amount: claim ?? undefined,
    stages: pricedStages(tariff),
    further_charges: count(tariff.further_charges),
    consultation_minutes: count(tariff.consultation_minutes),
  });
}

/** The stamp on the fee written in the power of attorney (the agreed fee unless another is typed). */
export function liveStamp(values: Pick<AgreementValues, 'attorney_fee' | 'agreed_fee'>): StampFigures | null {
  const amount = typedRials(values.attorney_fee) ?? typedRials(values.agreed_fee);
  return amount && amount > 0 ? stampFigures(amount) : null;
}
