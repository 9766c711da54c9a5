import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { commonText } from '@/locales/fa/common';

const ROW_WIDTHS = ['92%', '78%', '85%'];

/**
 * A page while it loads: its title line, a block and a few rows where the content will be, so the page
 * does not jump when it arrives; announced once as busy rather than spun.
 */
export function PageLoader() {
  return (
    <Stack spacing={2} role="status" aria-busy="true" aria-label={commonText.loading} sx={{ py: 2 }}>
      <Skeleton variant="text" width="40%" sx={{ fontSize: '1.75rem' }} />
      <Skeleton variant="rounded" height={96} />
      <Stack spacing={1}>
        {ROW_WIDTHS.map((width) => (
          <Skeleton key={width} variant="text" width={width} />
        ))}
      </Stack>
    </Stack>
  );
}
