import Chip from '@mui/material/Chip';
import { SUBSCRIPTION_STATUS_LABELS, type SubscriptionStatus } from '@vakilyar/contract';

const COLORS = {
  pending_payment: 'warning',
  active: 'success',
  cancelled: 'info',
  expired: 'default',
  failed: 'error',
  upgraded: 'default',
} as const satisfies Record<SubscriptionStatus, string>;

export function SubscriptionStatusChip({ status, label }: { status: SubscriptionStatus; label?: string }) {
  return (
    <Chip
      size="small"
      color={COLORS[status]}
      variant={status === 'active' ? 'filled' : 'outlined'}
      label={label ?? SUBSCRIPTION_STATUS_LABELS[status]}
    />
  );
}
