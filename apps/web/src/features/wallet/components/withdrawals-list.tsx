import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Withdrawal, WithdrawalStatus } from '@vakilyar/contract';
import { useState } from 'react';
import { ListPagination } from '@/features/payments/components/list-pagination';
import { formatJalaliDate } from '@/lib/format/jalali';
import { formatNumber } from '@/lib/format/money';
import { groupedSheba } from '@/lib/format/sheba';
import { walletText } from '@/locales/fa/wallet';
import { useWithdrawals } from '../api/get-withdrawals';

const PAGE_SIZE = 5;

const COLORS = { pending: 'warning', paid: 'success', rejected: 'error' } as const satisfies Record<
  WithdrawalStatus,
  string
>;

function WithdrawalItem({ withdrawal }: { withdrawal: Withdrawal }) {
  return (
    <Stack component="li" spacing={0.5} sx={{ py: 1.25 }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 700 }}>{walletText.coins(formatNumber(withdrawal.coins))}</Typography>
        <Chip
          size="small"
          variant="outlined"
          color={COLORS[withdrawal.status]}
          label={withdrawal.status_label}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {formatJalaliDate(withdrawal.created_at)}، <bdi dir="ltr">{groupedSheba(withdrawal.sheba)}</bdi>
      </Typography>
      {withdrawal.reject_reason && (
        <Typography variant="body2" color="error.main">
          {withdrawal.reject_reason}
        </Typography>
      )}
    </Stack>
  );
}

/** The consultant's payout requests and what became of each. */
export function WithdrawalsList() {
  const [page, setPage] = useState(1);
  const withdrawals = useWithdrawals({ page, page_size: PAGE_SIZE });
  if (!withdrawals.data || withdrawals.data.count === 0) return null;
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {walletText.withdraw.history}
      </Typography>
      <Stack component="ul" divider={<Divider component="li" />} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {withdrawals.data.results.map((withdrawal) => (
          <WithdrawalItem key={withdrawal.pid} withdrawal={withdrawal} />
        ))}
      </Stack>
      <ListPagination count={withdrawals.data.count} page={page} pageSize={PAGE_SIZE} onChange={setPage} />
    </Stack>
  );
}
