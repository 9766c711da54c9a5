import Download from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { consultationText } from '@/locales/fa/consultation';
import { downloadLicenceDocument } from '../api/licence-document';

/** Saves a consultant's licence scan, fetched with the caller's token (the consultant's own, or an admin's). */
export function LicenceDocumentButton({ url, fileName }: { url: string; fileName: string }) {
  const [busy, setBusy] = useState(false);
  const text = consultationText.settings.licenceDocument;
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<Download />}
      disabled={busy}
      sx={{ alignSelf: 'flex-start' }}
      onClick={async () => {
        setBusy(true);
        // A failure is already toasted by the API client with the server's Persian reason.
        await downloadLicenceDocument(url, fileName).catch(() => undefined);
        setBusy(false);
      }}
    >
      {text.download}
    </Button>
  );
}
