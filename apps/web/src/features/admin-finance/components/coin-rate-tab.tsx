import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { CoinPackage } from '@vakilyar/contract';
import { PageLoader } from '@/components/page-loader';
import { SectionPanel } from '@/features/payments/components/section-panel';
import { useCoinSettings } from '@/features/wallet/api/get-coin-settings';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { adminFinanceText } from '@/locales/fa/admin-finance';
import { commonText } from '@/locales/fa/common';
import { moneyText } from '@/locales/fa/format';
import { usePackages } from '../api/package-crud';
import { formatRate } from '../kit/format';
import { RateForm } from './rate-form';
import { RateHistory } from './rate-history';

const text = adminFinanceText.rate;

/** The coin rate: the current one, a new one with the packages priced at it, and the history. */
export function CoinRateTab() {
  const current = useCoinSettings();
  const packages = usePackages<CoinPackage>('coin');
  const rate = current.data?.exchange_rate;

  return (
    <>
      <SectionPanel
        title={text.currentHeading}
        hint={current.data ? text.since(formatJalaliDateTime(current.data.updated_at)) : undefined}
      >
        {current.isPending && <PageLoader />}
        {current.isError && <Typography color="text.secondary">{text.noRate}</Typography>}
        {rate !== undefined && (
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, color: 'primary.main' }}>
            {text.current(moneyText.rial(formatRate(rate)), moneyText.toman(formatRate(rate / 10)))}
          </Typography>
        )}
      </SectionPanel>

      <SectionPanel title={text.formHeading} hint={text.formHint}>
        {packages.isPending && <PageLoader />}
        {packages.isError && (
          <Button onClick={() => packages.refetch()} sx={{ alignSelf: 'flex-start' }}>
            {commonText.retry}
          </Button>
        )}
        {packages.data && <RateForm packages={packages.data} />}
      </SectionPanel>

      <SectionPanel title={text.historyHeading}>
        <RateHistory />
      </SectionPanel>
    </>
  );
}
