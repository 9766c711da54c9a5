import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { commonText } from '@/locales/fa/common';

const FACT_WIDTHS = [45, 60, 35, 50];
const PARAGRAPH_WIDTHS = ['95%', '88%', '60%'];

/** A record's details while they load: its chips, a few label–value lines and a paragraph. */
export function DetailSkeleton({ label = commonText.loading }: { label?: string }) {
  return (
    <Stack spacing={2} role="status" aria-busy="true" aria-label={label}>
      <Stack direction="row" spacing={1}>
        <Skeleton variant="rounded" width={72} height={24} />
        <Skeleton variant="rounded" width={56} height={24} />
      </Stack>
      <Stack spacing={0.5}>
        {FACT_WIDTHS.map((width) => (
          <Stack key={width} direction="row" spacing={2}>
            <Skeleton variant="text" width={72} />
            <Skeleton variant="text" width={`${width}%`} />
          </Stack>
        ))}
      </Stack>
      <Stack spacing={0.25}>
        {PARAGRAPH_WIDTHS.map((width) => (
          <Skeleton key={width} variant="text" width={width} />
        ))}
      </Stack>
    </Stack>
  );
}
