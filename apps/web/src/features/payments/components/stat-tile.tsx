import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface StatTileProps {
  label: string;
  value: string;
  hint?: ReactNode;
  /** The main figure of a card is larger. */
  emphasis?: boolean;
}

/** One figure of a money summary: its label above, the number below. */
export function StatTile({ label, value, hint, emphasis = false }: StatTileProps) {
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        variant={emphasis ? 'h4' : 'h6'}
        component="p"
        sx={{ fontWeight: 700, color: emphasis ? 'primary.main' : 'text.primary' }}
      >
        {value}
      </Typography>
      {hint && (
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      )}
    </Stack>
  );
}
