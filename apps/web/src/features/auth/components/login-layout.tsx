import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { commonText } from '@/locales/fa/common';

/** The login page's frame: the product's name above a narrow card, centred on any screen. */
export function LoginLayout({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Stack spacing={3} sx={{ width: '100%', maxWidth: 440 }}>
        <Stack spacing={0.5} sx={{ alignItems: 'center' }}>
          <Typography variant="h4" component="h1" color="primary" sx={{ fontWeight: 700 }}>
            {commonText.appName}
          </Typography>
          <Typography color="text.secondary">{commonText.appTagline}</Typography>
        </Stack>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
          {children}
        </Paper>
      </Stack>
    </Box>
  );
}
