import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  CONSULTANT_SPECIALTIES,
  CONSULTANT_SPECIALTY_LABELS,
  type ConsultantSpecialty,
} from '@vakilyar/contract';
import { SearchField } from '@/features/cases/kit/search-field';
import { emptyChoiceSelectProps } from '@/features/cases/kit/select-props';
import { consultationText } from '@/locales/fa/consultation';
import type { ConsultantFilters } from '../api/consultation-keys';

interface ConsultantFiltersBarProps {
  value: ConsultantFilters;
  onChange: (next: ConsultantFilters) => void;
}

/** Search by name, one specialty, and «فقط مشاوران در دسترس»; any change goes back to page one. */
export function ConsultantFiltersBar({ value, onChange }: ConsultantFiltersBarProps) {
  const text = consultationText.consultants;
  const update = (patch: Partial<ConsultantFilters>) => onChange({ ...value, ...patch, page: 1 });

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
      <SearchField
        label={text.search}
        value={value.search ?? ''}
        onSearch={(search) => update({ search: search || undefined })}
      />
      <TextField
        select
        size="small"
        label={text.specialty}
        value={value.specialty ?? ''}
        onChange={(event) =>
          update({ specialty: (event.target.value || undefined) as ConsultantSpecialty | undefined })
        }
        slotProps={emptyChoiceSelectProps}
        sx={{ minWidth: { md: 200 }, maxWidth: { md: 240 } }}
      >
        <MenuItem value="">{text.allSpecialties}</MenuItem>
        {CONSULTANT_SPECIALTIES.map((specialty) => (
          <MenuItem key={specialty} value={specialty}>
            {CONSULTANT_SPECIALTY_LABELS[specialty]}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Switch
            checked={value.available === 'true'}
            onChange={(event) => update({ available: event.target.checked ? 'true' : undefined })}
          />
        }
        label={text.availableOnly}
        sx={{ flexShrink: 0, mx: 0 }}
      />
    </Stack>
  );
}
