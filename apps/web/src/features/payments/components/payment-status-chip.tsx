import Chip from '@mui/material/Chip';
import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '@vakilyar/contract';

const COLORS = {
  paid: 'success',
  pending: 'warning',
  failed: 'error',
  cancelled: 'default',
} as const satisfies Record<PaymentStatus, string>;

/** «پرداخت‌شده», «در انتظار پرداخت», «ناموفق», «لغوشده», each in its colour. */
export function PaymentStatusChip({ status, label }: { status: PaymentStatus; label?: string }) {
  return (
    <Chip
      size="small"
      color={COLORS[status]}
      variant={status === 'paid' ? 'filled' : 'outlined'}
      label={label ?? PAYMENT_STATUS_LABELS[status]}
    />
  );
}
