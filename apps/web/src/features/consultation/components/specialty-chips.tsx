import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { CONSULTANT_SPECIALTY_LABELS, type ConsultantSpecialty } from '@vakilyar/contract';

/** A consultant's fields of practice as small chips. */
export function SpecialtyChips({ specialties }: { specialties: readonly ConsultantSpecialty[] }) {
  if (specialties.length === 0) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
      {specialties.map((specialty) => (
        <Chip
          key={specialty}
          size="small"
          label={CONSULTANT_SPECIALTY_LABELS[specialty]}
          sx={{ bgcolor: 'rgba(31, 58, 95, 0.08)', color: 'primary.main', fontWeight: 500 }}
        />
      ))}
    </Stack>
  );
}
