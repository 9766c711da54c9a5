import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@vakilyar/contract';
import { formatNumber } from '@/lib/format/money';
import { consultationText } from '@/locales/fa/consultation';

interface ConsultantRatingProps {
  average: number | null;
  count: number;
}

/** Stars to the half, the average with one decimal and how many rated, in Persian digits. */
export function ConsultantRating({ average, count }: ConsultantRatingProps) {
  const text = consultationText.consultants;
  if (average === null || count === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {text.noRating}
      </Typography>
    );
  }
  const shown = toPersianDigits(average.toFixed(1)).replace('.', '٫');
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <Rating value={average} precision={0.5} readOnly size="small" aria-label={text.ratingLabel(shown)} />
      <Typography variant="body2" color="text.secondary">
        {text.rating(shown, formatNumber(count))}
      </Typography>
    </Stack>
  );
}
