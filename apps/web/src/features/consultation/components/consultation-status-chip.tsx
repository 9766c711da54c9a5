import Chip from '@mui/material/Chip';
import { CONSULTATION_STATUS_LABELS, type ConsultationStatus } from '@vakilyar/contract';

const COLORS = {
  pending: 'warning',
  accepted: 'info',
  rejected: 'error',
  expired: 'default',
  cancelled: 'default',
  completed: 'success',
  disputed: 'error',
  settled: 'default',
} as const satisfies Record<ConsultationStatus, string>;

/** A consultation's state in Persian, each in its colour. */
export function ConsultationStatusChip({ status }: { status: ConsultationStatus }) {
  return (
    <Chip
      size="small"
      color={COLORS[status]}
      variant={status === 'completed' || status === 'accepted' ? 'filled' : 'outlined'}
      label={CONSULTATION_STATUS_LABELS[status]}
    />
  );
}
