import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { SmsBalance } from '@vakilyar/contract';
import { StatTile } from '@/features/payments/components/stat-tile';
import { formatNumber } from '@/lib/format/money';
import { smsCreditText } from '@/locales/fa/sms-credit';

/** SMS credits left (large), bought and used, and how many credits one message takes. */
export function SmsBalanceSummary({ balance }: { balance: SmsBalance }) {
  const text = smsCreditText.balance;
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 6 }}>
        <StatTile
          emphasis
          label={text.left}
          value={text.messages(formatNumber(balance.balance))}
          hint={text.hint}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <StatTile label={text.purchased} value={formatNumber(balance.total_purchased)} />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <StatTile label={text.used} value={formatNumber(balance.total_used)} />
      </Grid>
      <Grid size={12}>
        <Typography variant="body2" color="text.secondary">
          {text.segments}
        </Typography>
      </Grid>
    </Grid>
  );
}
