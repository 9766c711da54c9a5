import Chip from '@mui/material/Chip';
import type { Instalment } from '@vakilyar/contract';
import { toPersianDigits } from '@vakilyar/contract';
import { feesText } from '@/locales/fa/fees';

/** An instalment's state: paid (green), overdue with its days (red), or not yet due. */
export function InstalmentChip({
  instalment,
}: {
  instalment: Pick<Instalment, 'status' | 'status_label' | 'days_overdue'>;
}) {
  if (instalment.status === 'overdue') {
    return (
      <Chip
        size="small"
        color="error"
        label={`${instalment.status_label}، ${feesText.instalments.daysOverdue(toPersianDigits(instalment.days_overdue))}`}
      />
    );
  }
  return (
    <Chip
      size="small"
      color={instalment.status === 'paid' ? 'success' : 'default'}
      variant={instalment.status === 'paid' ? 'filled' : 'outlined'}
      label={instalment.status_label}
    />
  );
}
