import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from '@vakilyar/contract';
import { adminFinanceText } from '@/locales/fa/admin-finance';

export type StatusFilter = WithdrawalStatus | 'all';

const text = adminFinanceText.payouts;

/** The status a payout list shows: pending, paid, rejected, or all of them. */
export function StatusFilterField({
  value,
  onChange,
}: {
  value: StatusFilter;
  onChange: (status: StatusFilter) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={text.status}
      value={value}
      onChange={(event) => onChange(event.target.value as StatusFilter)}
      sx={{ minWidth: 180, mt: { xs: 1, sm: 0 } }}
    >
      {[...WITHDRAWAL_STATUSES, 'all' as const].map((status) => (
        <MenuItem key={status} value={status}>
          {text.statuses[status]}
        </MenuItem>
      ))}
    </TextField>
  );
}
