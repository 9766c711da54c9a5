import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  PAYMENT_PURPOSE_LABELS,
  PAYMENT_PURPOSES,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  type PaymentPurpose,
  type PaymentStatus,
} from '@vakilyar/contract';
import { paymentsText } from '@/locales/fa/payments';

export interface PaymentFilterValues {
  status?: PaymentStatus;
  purpose?: PaymentPurpose;
}

interface PaymentFiltersProps {
  value: PaymentFilterValues;
  onChange: (value: PaymentFilterValues) => void;
}

/** Narrows the payment history by state and by what was paid for. */
export function PaymentFilters({ value, onChange }: PaymentFiltersProps) {
  const text = paymentsText.filters;
  return (
    <Stack direction="row" spacing={1.5} sx={{ minWidth: { sm: 360 } }}>
      <TextField
        select
        size="small"
        label={text.status}
        value={value.status ?? ''}
        onChange={(event) =>
          onChange({ ...value, status: (event.target.value || undefined) as PaymentStatus | undefined })
        }
      >
        <MenuItem value="">{text.all}</MenuItem>
        {PAYMENT_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {PAYMENT_STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={text.purpose}
        value={value.purpose ?? ''}
        onChange={(event) =>
          onChange({ ...value, purpose: (event.target.value || undefined) as PaymentPurpose | undefined })
        }
      >
        <MenuItem value="">{text.all}</MenuItem>
        {PAYMENT_PURPOSES.map((purpose) => (
          <MenuItem key={purpose} value={purpose}>
            {PAYMENT_PURPOSE_LABELS[purpose]}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
