import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { TRANSACTION_KIND_LABELS, TRANSACTION_KINDS, type TransactionKind } from '@vakilyar/contract';
import { type FormEvent, useState } from 'react';
import { walletText } from '@/locales/fa/wallet';
import { jalaliToIsoDate } from '../jalali-input';

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

/** The kind applies at once; the Jalali days apply with «اعمال فیلتر» once both read as real days. */
export function TransactionFilters({ value, onChange }: TransactionFiltersProps) {
  const text = walletText.transactions;
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [errors, setErrors] = useState<{ from?: boolean; to?: boolean }>({});
  const filtered = Boolean(value.kind ?? value.date_from ?? value.date_to);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const dateFrom = jalaliToIsoDate(from);
    const dateTo = jalaliToIsoDate(to);
    setErrors({ from: dateFrom === null, to: dateTo === null });
    if (dateFrom === null || dateTo === null) return;
    onChange({ ...value, date_from: dateFrom, date_to: dateTo });
  };

  const handleClear = () => {
    setFrom('');
    setTo('');
    setErrors({});
    onChange({});
  };

  const dateProps = {
    size: 'small',
    placeholder: text.datePlaceholder,
    slotProps: { htmlInput: { dir: 'ltr', inputMode: 'numeric' } },
  } as const;

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
        <TextField
          {...dateProps}
          label={text.from}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          error={errors.from}
          helperText={errors.from ? text.badDate : undefined}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 'grow' }}>
        <TextField
          {...dateProps}
          label={text.to}
          value={to}
          onChange={(event) => setTo(event.target.value)}
          error={errors.to}
          helperText={errors.to ? text.badDate : undefined}
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
