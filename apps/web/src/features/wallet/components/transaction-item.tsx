import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WalletTransaction } from '@vakilyar/contract';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { formatNumber } from '@/lib/format/money';
import { walletText } from '@/locales/fa/wallet';

/** «+۱۰۰» in green for coins that came in, «-۵۰» in red for coins that left. */
function signed(amount: number): string {
  return amount > 0 ? `+${formatNumber(amount)}` : formatNumber(amount);
}

/** One movement of the wallet: its kind, its description and date, and the change in coins. */
export function TransactionItem({ transaction }: { transaction: WalletTransaction }) {
  const { amount, held_amount: held } = transaction;
  return (
    <Stack component="li" direction="row" spacing={2} sx={{ py: 1.5, justifyContent: 'space-between' }}>
      <Stack spacing={0.25} sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>{transaction.kind_label}</Typography>
        {transaction.description && (
          <Typography variant="body2" color="text.secondary">
            {transaction.description}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary">
          {formatJalaliDateTime(transaction.created_at)}
        </Typography>
      </Stack>
      <Stack spacing={0.25} sx={{ alignItems: 'flex-end', flexShrink: 0 }}>
        {amount !== 0 && (
          <Typography
            dir="ltr"
            sx={{ fontWeight: 700, color: amount > 0 ? 'success.main' : 'error.main' }}
            role="img"
            aria-label={walletText.coins(signed(amount))}
          >
            {signed(amount)}
          </Typography>
        )}
        {held !== 0 && (
          <Typography variant="body2" color="text.secondary">
            {walletText.transactions.held} <bdi dir="ltr">{signed(held)}</bdi>
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary">
          {walletText.coinUnit}
        </Typography>
      </Stack>
    </Stack>
  );
}
