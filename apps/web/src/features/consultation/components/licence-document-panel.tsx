import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ConsultantSettings } from '@vakilyar/contract';
import { useRef, useState } from 'react';
import { SectionPanel } from '@/features/payments/components/section-panel';
import { isApiError } from '@/lib/api/api-error';
import { notifySuccess } from '@/lib/notify';
import { consultationText } from '@/locales/fa/consultation';
import { useUploadLicenceDocument } from '../api/licence-document';
import { LicenceDocumentButton } from './licence-document-button';

/** The scan of my licence for the admins' review: whether one is sent, sending a new one, and my copy. */
export function LicenceDocumentPanel({ settings }: { settings: ConsultantSettings }) {
  const text = consultationText.settings.licenceDocument;
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadLicenceDocument();
  const url = settings.licence_document_url;
  const [refusal, setRefusal] = useState<string | null>(null);

  const send = async (file: File | undefined) => {
    if (!file) return;
    setRefusal(null);
    // A refused file (wrong type, too large) stays explained beside the button, in the server's words.
    const answer = await upload.mutateAsync(file).catch((error: unknown) => {
      if (isApiError(error) && 'message' in error) setRefusal(error.message ?? null);
      return null;
    });
    if (answer) notifySuccess(answer.message);
    if (input.current) input.current.value = '';
  };

  return (
    <SectionPanel title={text.title} hint={text.hint}>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2">{url ? text.sent : text.missing}</Typography>
        {refusal && <Alert severity="error">{refusal}</Alert>}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="contained"
            startIcon={<UploadFile />}
            disabled={upload.isPending}
            onClick={() => input.current?.click()}
          >
            {url ? text.replace : text.upload}
          </Button>
          {url && <LicenceDocumentButton url={url} fileName={text.fileName} />}
        </Stack>
        <input
          ref={input}
          type="file"
          hidden
          aria-label={text.upload}
          accept="application/pdf,image/png,image/jpeg,image/webp"
          onChange={(event) => void send(event.target.files?.[0])}
        />
      </Stack>
    </SectionPanel>
  );
}
