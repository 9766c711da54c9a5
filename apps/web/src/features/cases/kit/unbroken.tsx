import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A number or count that must read whole: a case number never breaks mid-number, «۳ روز مانده» never
 * loses its days; isolated so its digits keep their order inside Persian text.
 */
export function Unbroken({ children }: { children: ReactNode }) {
  return (
    <Box component="bdi" sx={{ whiteSpace: 'nowrap', unicodeBidi: 'isolate' }}>
      {children}
    </Box>
  );
}

/** A chip whose label wraps on a narrow screen instead of ending in «…». */
export const wrappingChip = {
  maxWidth: '100%',
  height: 'auto',
  minHeight: 24,
  '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
} as const;
