import Chip from '@mui/material/Chip';
import { CASE_STATUS_LABELS, type CaseStatus } from '@vakilyar/contract';

const COLORS = { open: 'success', closed: 'default', archived: 'secondary' } as const satisfies Record<
  CaseStatus,
  string
>;

/** «جاری» green, «مختومه» grey, «بایگانی‌شده» brass. */
export function CaseStatusChip({ status }: { status: CaseStatus }) {
  return <Chip size="small" color={COLORS[status]} label={CASE_STATUS_LABELS[status]} />;
}
