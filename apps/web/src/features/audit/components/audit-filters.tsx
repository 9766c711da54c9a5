import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AUDIT_ENTITIES, AUDIT_ENTITY_LABELS } from '@vakilyar/contract';
import { useState } from 'react';
import { isoToJalaliText, jalaliTextToIso } from '@/features/cases/kit/jalali-date';
import { emptyChoiceSelectProps } from '@/features/cases/kit/select-props';
import { jalaliDateInputProps } from '@/features/cases/kit/with-jalali-dates';
import { auditText } from '@/locales/fa/audit';
import { officeUiText } from '@/locales/fa/cases';

export const AUDIT_FILTER_KEYS = ['action', 'entity_type', 'case', 'from', 'to'] as const;
export type AuditFilterKey = (typeof AUDIT_FILTER_KEYS)[number];

interface AuditFiltersProps {
  filters: Record<AuditFilterKey, string>;
  onChange: (changes: Partial<Record<AuditFilterKey, string>>) => void;
}

function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (iso: string) => void;
}) {
  const [text, setText] = useState(isoToJalaliText(value));
  const iso = jalaliTextToIso(text);
  const invalid = text.trim() !== '' && !iso;
  return (
    <TextField
      size="small"
      label={label}
      value={text}
      error={invalid}
      helperText={invalid ? officeUiText.invalidDate : undefined}
      onChange={(event) => setText(event.target.value)}
      onBlur={() => !invalid && onChange(iso ?? '')}
      onKeyDown={(event) => event.key === 'Enter' && !invalid && onChange(iso ?? '')}
      {...jalaliDateInputProps}
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
        <DateFilter
          key={`from-${filters.from}`}
          label={text.from}
          value={filters.from}
          onChange={(from) => onChange({ from })}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 2 }}>
        <DateFilter
          key={`to-${filters.to}`}
          label={text.to}
          value={filters.to}
          onChange={(to) => onChange({ to })}
        />
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
