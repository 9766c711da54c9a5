import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  /** What to do next. */
  body?: string;
  action?: ReactNode;
}

/** An empty list inside a section: what is missing and what to do about it. */
export function EmptyState({ icon, title, body, action }: EmptyStateProps) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 4, px: 2 }}>
      <Stack sx={{ color: 'text.disabled', '& svg': { fontSize: 48 } }}>{icon}</Stack>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {body && (
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 460 }}>
          {body}
        </Typography>
      )}
      {action}
    </Stack>
  );
}
