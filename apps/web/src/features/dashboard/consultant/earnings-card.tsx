import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCoinPriceFormatter } from '@/components/coin-price';
import { usePendingEarnings } from '@/features/wallet/api/get-pending-earnings';
import { useTransactions } from '@/features/wallet/api/get-transactions';
import { useWalletDetails } from '@/features/wallet/api/get-wallet-details';
import { pendingEarningLines, pendingTotal } from '@/features/wallet/components/pending-earning-lines';
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

function EarningRows({
  rows,
}: {
  rows: { key: string; primary: string; secondary: string; coins: number }[];
}) {
  const coinPrice = useCoinPriceFormatter();
  return (
    <List dense disablePadding>
      {rows.map((row) => (
        <WorkRow
          key={row.key}
          to={PATHS.wallet}
          primary={row.primary}
          secondary={row.secondary}
          end={
            <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              {coinPrice(row.coins)}
            </Typography>
          }
        />
      ))}
    </List>
  );
}

const PENDING_SHOWN = 3;

/** The consultant's balance, the shares waiting for their payout time, and the last shares that came in. */
export function EarningsCard() {
  const wallet = useWalletDetails();
  const pending = usePendingEarnings();
  const earnings = useTransactions({ kind: 'fee_share', page: 1, page_size: 3 });
  const recent = earnings.data?.results ?? [];
  const waiting = pending.data ?? [];
  return (
    <WorkCard
      title={text.title}
      Icon={PaymentsOutlined}
      to={PATHS.wallet}
      isPending={wallet.isPending || pending.isPending || earnings.isPending}
      isError={wallet.isError || pending.isError || earnings.isError}
      isEmpty={false}
      empty=""
    >
      <Stack spacing={1.5}>
        {wallet.data && (
          <Stack direction="row" spacing={2}>
            <Figure label={text.balance} coins={wallet.data.balance} />
            <Figure label={text.pending} coins={pendingTotal(waiting)} />
          </Stack>
        )}
        {waiting.length > 0 && (
          <>
            <Typography variant="subtitle2" component="h3" color="text.secondary">
              {text.pendingList}
            </Typography>
            <EarningRows
              rows={waiting.slice(0, PENDING_SHOWN).map((earning) => {
                const { title, when } = pendingEarningLines(earning);
                return { key: earning.pid, primary: title, secondary: when, coins: earning.share };
              })}
            />
          </>
        )}
        <Typography variant="subtitle2" component="h3" color="text.secondary">
          {text.recent}
        </Typography>
        {recent.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {text.none}
          </Typography>
        ) : (
          <EarningRows
            rows={recent.map((movement) => ({
              key: movement.pid,
              primary: movement.description,
              secondary: formatJalaliDate(movement.created_at),
              coins: movement.amount + movement.held_amount,
            }))}
          />
        )}
      </Stack>
    </WorkCard>
  );
}
