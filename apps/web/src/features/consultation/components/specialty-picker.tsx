import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {
  CONSULTANT_SPECIALTIES,
  CONSULTANT_SPECIALTY_LABELS,
  type ConsultantSpecialty,
} from '@vakilyar/contract';

interface SpecialtyPickerProps {
  value: ConsultantSpecialty[];
  onChange: (next: ConsultantSpecialty[]) => void;
  labelId: string;
}

/** Every specialty as a chip that is pressed when chosen. */
export function SpecialtyPicker({ value, onChange, labelId }: SpecialtyPickerProps) {
  const toggle = (specialty: ConsultantSpecialty) =>
    onChange(value.includes(specialty) ? value.filter((item) => item !== specialty) : [...value, specialty]);
  return (
    <Stack direction="row" role="group" aria-labelledby={labelId} sx={{ flexWrap: 'wrap', gap: 1 }}>
      {CONSULTANT_SPECIALTIES.map((specialty) => {
        const chosen = value.includes(specialty);
        return (
          <Chip
            key={specialty}
            label={CONSULTANT_SPECIALTY_LABELS[specialty]}
            color={chosen ? 'primary' : 'default'}
            variant={chosen ? 'filled' : 'outlined'}
            aria-pressed={chosen}
            onClick={() => toggle(specialty)}
          />
        );
      })}
    </Stack>
  );
}
