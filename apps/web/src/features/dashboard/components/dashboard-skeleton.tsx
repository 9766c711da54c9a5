import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { commonText } from '@/locales/fa/common';

/**
 * The dashboard while the user and what stands above their work are unknown: the greeting's three lines
 * (each as tall as its text) and two cards. The page replaces it whole, so nothing moves when it goes.
 */
export function DashboardSkeleton() {
  return (
    <Stack spacing={3} role="status" aria-busy="true" aria-label={commonText.loading}>
      <Stack spacing={0.5}>
        <Typography variant="h6" component="p">
          <Skeleton width={240} />
        </Typography>
        <Typography>
          <Skeleton width={180} />
        </Typography>
        <Typography>
          <Skeleton sx={{ width: '70%', maxWidth: 420 }} />
        </Typography>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Skeleton variant="rounded" height={220} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Skeleton variant="rounded" height={220} />
        </Grid>
      </Grid>
    </Stack>
  );
}
