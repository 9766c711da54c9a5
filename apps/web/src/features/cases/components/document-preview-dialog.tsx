import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo } from 'react';
import { PageLoader } from '@/components/page-loader';
import { casesText, officeUiText } from '@/locales/fa/cases';
import { fetchFile, saveBlob } from '../api/fetch-file';
import { PdfPreview } from './pdf-preview';

export interface PreviewTarget {
  name: string;
  mime_type: string;
  /** The authorized download path, relative to /api. */
  downloadPath: string;
}

/** Whether the browser can show this file in the preview dialog. */
export function canPreview(mimeType: string): boolean {
  return mimeType.startsWith('image/') || mimeType === 'application/pdf';
}

function ImagePreview({ blob, name }: { blob: Blob; name: string }) {
  const url = useMemo(() => URL.createObjectURL(blob), [blob]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <Box
      component="img"
      src={url}
      alt={name}
      sx={{ display: 'block', maxWidth: '100%', maxHeight: '75vh', mx: 'auto', objectFit: 'contain' }}
    />
  );
}

/** An image or a PDF of a case, fetched with the user's token and shown without leaving the page. */
export function DocumentPreviewDialog({ target, onClose }: { target: PreviewTarget; onClose: () => void }) {
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const file = useQuery({
    queryKey: ['file', target.downloadPath],
    queryFn: ({ signal }) => fetchFile(target.downloadPath, 'inline', signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });
  const isPdf = target.mime_type === 'application/pdf';

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {target.name}
      </DialogTitle>
      {/* Focusable so a long page can be scrolled with the keyboard. */}
      <DialogContent
        dividers
        tabIndex={0}
        role="region"
        aria-labelledby={titleId}
        sx={{ bgcolor: 'grey.100', p: { xs: 1, sm: 2 } }}
      >
        {file.isPending && <PageLoader />}
        {file.isError && <Alert severity="warning">{casesText.documents.previewFailed}</Alert>}
        {file.data &&
          (isPdf ? <PdfPreview blob={file.data} /> : <ImagePreview blob={file.data} name={target.name} />)}
      </DialogContent>
      <DialogActions>
        <Button
          startIcon={<Download />}
          disabled={!file.data}
          onClick={() => file.data && saveBlob(file.data, target.name)}
        >
          {casesText.documents.download}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {officeUiText.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
