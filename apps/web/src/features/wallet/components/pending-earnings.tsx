import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCoinPriceFormatter } from '@/components/coin-price';
import { SectionPanel } from '@/features/payments/components/section-panel';
import { walletText } from '@/locales/fa/wallet';
import { usePendingEarnings } from '../api/get-pending-earnings';
import { pendingEarningLines } from './pending-earning-lines';

/** The consultant's shares of chats and consultations still in escrow, each with its payout time. */
export function PendingEarnings() {
  const earnings = usePendingEarnings();
  const coinPrice = useCoinPriceFormatter();
  if (!earnings.data || earnings.data.length === 0) return null;
  return (
    <SectionPanel title={walletText.pending.heading} hint={walletText.pending.hint}>
      <Stack component="ul" divider={<Divider component="li" />} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {earnings.data.map((earning) => {
          const { title, when } = pendingEarningLines(earning);
          return (
            <Stack
              component="li"
              key={earning.pid}
              direction="row"
              spacing={1}
              sx={{ py: 1.25, justifyContent: 'space-between', alignItems: 'center' }}
            >
              <Stack sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
                <Typography variant="body2" color={earning.disputed ? 'warning.dark' : 'text.secondary'}>
                  {when}
                </Typography>
              </Stack>
              <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {coinPrice(earning.share)}
              </Typography>
            </Stack>
          );
        })}
      </Stack>
    </SectionPanel>
  );
}
