import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCoinPriceFormatter } from '@/components/coin-price';
import { useTransactions } from '@/features/wallet/api/get-transactions';
import { useWalletDetails } from '@/features/wallet/api/get-wallet-details';
import { formatJalaliDate } from '@/lib/format/jalali';
import { PATHS } from '@/lib/route-paths';
import { dashboardText } from '@/locales/fa/dashboard';
import { WorkCard } from '../components/work-card';
import { WorkRow } from '../components/work-row';

const text = dashboardText.earnings;

/** A sum of coins with its Toman value: what it is worth when paid out (docs/decisions/016-coin-unit.md). */
function Figure({ label, coins }: { label: string; coins: number }) {
  const coinPrice = useCoinPriceFormatter();
  return (
    <Stack sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="h6" component="p" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
        {coinPrice(coins)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Stack>
  );
}

/** The consultant's balance, the shares still held until payout, and the last shares that came in. */
export function EarningsCard() {
  const wallet = useWalletDetails();
  const earnings = useTransactions({ kind: 'fee_share', page: 1, page_size: 3 });
  const recent = earnings.data?.results ?? [];
  const coinPrice = useCoinPriceFormatter();
  return (
    <WorkCard
      title={text.title}
      Icon={PaymentsOutlined}
      to={PATHS.wallet}
      isPending={wallet.isPending || earnings.isPending}
      isError={wallet.isError || earnings.isError}
      isEmpty={false}
      empty=""
    >
      <Stack spacing={1.5}>
        {wallet.data && (
          <Stack direction="row" spacing={2}>
            <Figure label={text.balance} coins={wallet.data.balance} />
            <Figure label={text.held} coins={wallet.data.held} />
          </Stack>
        )}
        <Typography variant="subtitle2" component="h3" color="text.secondary">
          {text.recent}
        </Typography>
        {recent.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {text.none}
          </Typography>
        ) : (
          <List dense disablePadding>
            {recent.map((movement) => (
              <WorkRow
                key={movement.pid}
                to={PATHS.wallet}
                primary={movement.description}
                secondary={formatJalaliDate(movement.created_at)}
                end={
                  <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                    {coinPrice(movement.amount + movement.held_amount)}
                  </Typography>
                }
              />
            ))}
          </List>
        )}
      </Stack>
    </WorkCard>
  );
}
