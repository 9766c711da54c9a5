import Skeleton from '@mui/material/Skeleton';

/** A figure not yet counted: a block the width of a few digits, in the figure's own line. */
export function StatSkeleton() {
  return <Skeleton variant="text" width={48} sx={{ display: 'inline-block' }} />;
}
