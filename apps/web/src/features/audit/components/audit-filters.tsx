import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AUDIT_ENTITIES, AUDIT_ENTITY_LABELS } from '@vakilyar/contract';
import { useState } from 'react';
import { INVALID_DATE, JalaliDatePicker } from '@/components/pickers/jalali-date-picker';
import { emptyChoiceSelectProps } from '@/features/cases/kit/select-props';
import { auditText } from '@/locales/fa/audit';
import { officeUiText } from '@/locales/fa/cases';
import { pickerText } from '@/locales/fa/pickers';

export const AUDIT_FILTER_KEYS = ['action', 'entity_type', 'case', 'from', 'to'] as const;
export type AuditFilterKey = (typeof AUDIT_FILTER_KEYS)[number];

interface AuditFiltersProps {
  filters: Record<AuditFilterKey, string>;
  onChange: (changes: Partial<Record<AuditFilterKey, string>>) => void;
}

/** A day of the range on the shared Jalali picker; only a real day (or none) reaches the address. */
function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (iso: string) => void;
}) {
  // A half-typed date stays here; a change of the address from outside (clearing) replaces it.
  const [picked, setPicked] = useState(value);
  const [applied, setApplied] = useState(value);
  if (value !== applied) {
    setApplied(value);
    setPicked(value);
  }
  return (
    <JalaliDatePicker
      size="small"
      label={label}
      value={picked}
      error={picked === INVALID_DATE ? pickerText.invalidDate : undefined}
      onChange={(next) => {
        setPicked(next);
        if (next !== INVALID_DATE) onChange(next);
      }}
    />
  );
}

/** Event type, the kind of record, and a Jalali date range. */
export function AuditFilters({ filters, onChange }: AuditFiltersProps) {
  const text = auditText.filters;
  return (
    <Grid container spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Grid size={{ xs: 6, md: 3 }}>
        <TextField
          select
          size="small"
          label={text.action}
          value={filters.action}
          onChange={(e) => onChange({ action: e.target.value })}
          slotProps={emptyChoiceSelectProps}
        >
          <MenuItem value="">{text.all}</MenuItem>
          {AUDIT_ACTIONS.map((action) => (
            <MenuItem key={action} value={action}>
              {AUDIT_ACTION_LABELS[action]}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <TextField
          select
          size="small"
          label={text.entity}
          value={filters.entity_type}
          onChange={(e) => onChange({ entity_type: e.target.value })}
          slotProps={emptyChoiceSelectProps}
        >
          <MenuItem value="">{text.all}</MenuItem>
          {AUDIT_ENTITIES.map((entity) => (
            <MenuItem key={entity} value={entity}>
              {AUDIT_ENTITY_LABELS[entity]}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 6, md: 2 }}>
        <DateFilter label={text.from} value={filters.from} onChange={(from) => onChange({ from })} />
      </Grid>
      <Grid size={{ xs: 6, md: 2 }}>
        <DateFilter label={text.to} value={filters.to} onChange={(to) => onChange({ to })} />
      </Grid>
      <Grid size={{ xs: 12, md: 2 }}>
        <Button
          fullWidth
          onClick={() => onChange({ action: '', entity_type: '', case: '', from: '', to: '' })}
          sx={{ height: 40 }}
        >
          {officeUiText.clearFilters}
        </Button>
      </Grid>
    </Grid>
  );
}
