import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { commonText } from '@/locales/fa/common';

interface ListSkeletonProps {
  /** How many rows the list will likely show, so the page does not jump when they arrive. */
  rows?: number;
  /** A second, shorter line under each row's first (a date, a status). */
  twoLines?: boolean;
  label?: string;
}

/** The shape of a list while it loads: rows of text lines, announced once as busy. */
export function ListSkeleton({ rows = 3, twoLines = true, label = commonText.loading }: ListSkeletonProps) {
  return (
    <Stack spacing={1.25} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity but their place.
        <Stack key={index} spacing={0.5}>
          <Skeleton variant="text" width={`${80 - ((index * 13) % 30)}%`} sx={{ fontSize: '0.95rem' }} />
          {twoLines && <Skeleton variant="text" width="40%" sx={{ fontSize: '0.75rem' }} />}
        </Stack>
      ))}
    </Stack>
  );
}
