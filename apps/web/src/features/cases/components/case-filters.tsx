import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import {
  CASE_STAGE_LABELS,
  CASE_STAGES,
  CASE_STATUS_LABELS,
  CASE_STATUSES,
  CASE_TYPE_LABELS,
  CASE_TYPES,
} from '@vakilyar/contract';
import { casesText, officeUiText } from '@/locales/fa/cases';
import { SearchField } from '../kit/search-field';
import { nativeSelectProps } from '../kit/select-props';
import type { CaseFilterKey } from './case-filter-keys';

interface CaseFiltersProps {
  filters: Record<CaseFilterKey, string>;
  onChange: (changes: Partial<Record<CaseFilterKey, string>>) => void;
}

interface SelectFilterProps {
  label: string;
  value: string;
  codes: readonly string[];
  labels: Record<string, string>;
  onChange: (value: string) => void;
}

function SelectFilter({ label, value, codes, labels, onChange }: SelectFilterProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={nativeSelectProps}
    >
      <option value="">{officeUiText.all}</option>
      {codes.map((code) => (
        <option key={code} value={code}>
          {labels[code]}
        </option>
      ))}
    </TextField>
  );
}

/** Status, type, stage and court: each applies at once. */
export function CaseFilters({ filters, onChange }: CaseFiltersProps) {
  const text = casesText.filters;
  return (
    <Grid container spacing={1.5}>
      <Grid size={{ xs: 6, md: 3 }}>
        <SelectFilter
          label={text.status}
          value={filters.status}
          codes={CASE_STATUSES}
          labels={CASE_STATUS_LABELS}
          onChange={(status) => onChange({ status })}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <SelectFilter
          label={text.caseType}
          value={filters.case_type}
          codes={CASE_TYPES}
          labels={CASE_TYPE_LABELS}
          onChange={(caseType) => onChange({ case_type: caseType })}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <SelectFilter
          label={text.stage}
          value={filters.stage}
          codes={CASE_STAGES}
          labels={CASE_STAGE_LABELS}
          onChange={(stage) => onChange({ stage })}
        />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <SearchField label={text.court} value={filters.court} onSearch={(court) => onChange({ court })} />
      </Grid>
    </Grid>
  );
}
