import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { pwaText } from '@/locales/fa/pwa';

/** The quiet offer to switch to a new version the service worker has installed. */
export function UpdateToast({ onReload }: { onReload: () => void }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Typography variant="body2">{pwaText.updateReady}</Typography>
      <Button size="small" variant="outlined" color="inherit" onClick={onReload}>
        {pwaText.reload}
      </Button>
    </Stack>
  );
}
