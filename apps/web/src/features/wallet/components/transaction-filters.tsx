import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { TRANSACTION_KIND_LABELS, TRANSACTION_KINDS, type TransactionKind } from '@vakilyar/contract';
import { type FormEvent, useState } from 'react';
import { INVALID_DATE, JalaliDatePicker } from '@/components/pickers/jalali-date-picker';
import { pickerText } from '@/locales/fa/pickers';
import { walletText } from '@/locales/fa/wallet';

export interface TransactionFilterValues {
  kind?: TransactionKind;
  /** Gregorian YYYY-MM-DD, inclusive. */
  date_from?: string;
  date_to?: string;
}

interface TransactionFiltersProps {
  value: TransactionFilterValues;
  onChange: (value: TransactionFilterValues) => void;
}

/** The kind applies at once; the Jalali days (the shared picker) apply with «اعمال فیلتر» once both are real days. */
export function TransactionFilters({ value, onChange }: TransactionFiltersProps) {
  const text = walletText.transactions;
  // Each holds the picker's `YYYY-MM-DD`, '' for none, or INVALID_DATE while it is not a real day.
  const [from, setFrom] = useState(value.date_from ?? '');
  const [to, setTo] = useState(value.date_to ?? '');
  const [errors, setErrors] = useState<{ from?: boolean; to?: boolean }>({});
  const filtered = Boolean(value.kind ?? value.date_from ?? value.date_to);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = { from: from === INVALID_DATE, to: to === INVALID_DATE };
    setErrors(invalid);
    if (invalid.from || invalid.to) return;
    onChange({ ...value, date_from: from || undefined, date_to: to || undefined });
  };

  const handleClear = () => {
    setFrom('');
    setTo('');
    setErrors({});
    onChange({});
  };

  return (
    <Grid container spacing={1.5} component="form" noValidate onSubmit={handleSubmit}>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextField
          select
          size="small"
          label={text.kind}
          value={value.kind ?? ''}
          onChange={(event) =>
            onChange({ ...value, kind: (event.target.value || undefined) as TransactionKind | undefined })
          }
        >
          <MenuItem value="">{text.allKinds}</MenuItem>
          {TRANSACTION_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {TRANSACTION_KIND_LABELS[kind]}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 6, md: 'grow' }}>
        <JalaliDatePicker
          size="small"
          label={text.from}
          value={from}
          onChange={(picked) => {
            setFrom(picked);
            setErrors((current) => ({ ...current, from: false }));
          }}
          error={errors.from ? pickerText.invalidDate : undefined}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 'grow' }}>
        <JalaliDatePicker
          size="small"
          label={text.to}
          value={to}
          onChange={(picked) => {
            setTo(picked);
            setErrors((current) => ({ ...current, to: false }));
          }}
          error={errors.to ? pickerText.invalidDate : undefined}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 'auto' }}>
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="outlined" sx={{ flexShrink: 0, height: 40 }}>
            {text.apply}
          </Button>
          {filtered && (
            <Button onClick={handleClear} sx={{ flexShrink: 0, height: 40 }}>
              {text.clear}
            </Button>
          )}
        </Stack>
      </Grid>
    </Grid>
  );
}
