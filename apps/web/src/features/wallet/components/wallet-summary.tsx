import Grid from '@mui/material/Grid';
import type { WalletDetails } from '@vakilyar/contract';
import { StatTile } from '@/features/payments/components/stat-tile';
import { formatNumber, formatToman } from '@/lib/format/money';
import { walletText } from '@/locales/fa/wallet';
import { priceInRials } from '../price';

interface WalletSummaryProps {
  details: WalletDetails;
  exchangeRate?: number;
}

/** Spendable and held coins (with their worth in Toman), and what came in and went out. */
export function WalletSummary({ details, exchangeRate }: WalletSummaryProps) {
  const text = walletText.summary;
  const worth = priceInRials(details.balance, exchangeRate);
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 4 }}>
        <StatTile
          emphasis
          label={text.balance}
          value={walletText.coins(formatNumber(details.balance))}
          hint={worth !== null ? text.worth(formatToman(worth)) : undefined}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 'grow' }}>
        <StatTile label={text.held} value={formatNumber(details.held)} hint={text.heldHint} />
      </Grid>
      <Grid size={{ xs: 6, md: 'grow' }}>
        <StatTile label={text.totalIn} value={formatNumber(details.total_in)} />
      </Grid>
      <Grid size={{ xs: 6, md: 'grow' }}>
        <StatTile label={text.totalOut} value={formatNumber(details.total_out)} />
      </Grid>
    </Grid>
  );
}
