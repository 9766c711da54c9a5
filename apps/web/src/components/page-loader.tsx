import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { commonText } from '@/locales/fa/common';

export function PageLoader() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={commonText.loading} />
    </Box>
  );
}
