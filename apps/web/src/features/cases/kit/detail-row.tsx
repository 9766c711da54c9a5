import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface DetailRowProps {
  label: string;
  value: ReactNode;
  /** Latin text (an email): written left to right, still aligned with the Persian around it. */
  ltr?: boolean;
}

/** One labelled value of a details card; an empty value shows a dash. */
export function DetailRow({ label, value, ltr = false }: DetailRowProps) {
  const empty = value === null || value === undefined || value === '';
  return (
    <Stack spacing={0.25}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="div" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {empty ? '—' : ltr ? <span dir="ltr">{value}</span> : value}
      </Typography>
    </Stack>
  );
}
