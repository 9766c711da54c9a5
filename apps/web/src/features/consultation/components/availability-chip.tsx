import Chip from '@mui/material/Chip';
import { consultationText } from '@/locales/fa/consultation';

/** «در دسترس» in green, or «فعلاً در دسترس نیست». */
export function AvailabilityChip({ available }: { available: boolean }) {
  const text = consultationText.consultants;
  return (
    <Chip
      size="small"
      color={available ? 'success' : 'default'}
      variant={available ? 'filled' : 'outlined'}
      label={available ? text.available : text.unavailable}
    />
  );
}
