import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@vakilyar/contract';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';
import { PageLoader } from '@/components/page-loader';
import { casesText } from '@/locales/fa/cases';

/**
 * A PDF drawn page by page with pdf.js: the same on a phone (whose browser shows no PDF in a frame)
 * and on a desktop, and within the app's CSP (no frames of `blob:` addresses).
 */
export function PdfPreview({ blob }: { blob: Blob }) {
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [page, setPage] = useState(1);
  const [failed, setFailed] = useState(false);
  const text = casesText.documents;

  useEffect(() => {
    let opened: PDFDocumentProxy | null = null;
    let cancelled = false;
    (async () => {
      const { openPdf } = await import('./pdf-renderer');
      opened = await openPdf(await blob.arrayBuffer());
      if (cancelled) await opened.destroy();
      else setPdf(opened);
    })().catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      void opened?.destroy();
    };
  }, [blob]);

  useEffect(() => {
    if (!pdf || !canvas.current || !frame.current) return;
    const width = Math.min(frame.current.clientWidth || 800, 1000);
    import('./pdf-renderer')
      .then(({ renderPage }) => (canvas.current ? renderPage(pdf, page, canvas.current, width) : undefined))
      .catch(() => setFailed(true));
  }, [pdf, page]);

  if (failed) return <Alert severity="warning">{text.previewFailed}</Alert>;

  return (
    <Stack spacing={1} ref={frame} sx={{ alignItems: 'center', width: '100%' }}>
      {!pdf && <PageLoader />}
      <Box
        component="canvas"
        ref={canvas}
        aria-label={text.preview}
        sx={{ display: pdf ? 'block' : 'none', maxWidth: '100%', boxShadow: 1, bgcolor: 'common.white' }}
      />
      {pdf && pdf.numPages > 1 && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <IconButton aria-label={text.previousPage} disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <ChevronRight />
          </IconButton>
          <Typography variant="body2">
            {text.page(toPersianDigits(page), toPersianDigits(pdf.numPages))}
          </Typography>
          <IconButton
            aria-label={text.nextPage}
            disabled={page >= pdf.numPages}
            onClick={() => setPage(page + 1)}
          >
            <ChevronLeft />
          </IconButton>
        </Stack>
      )}
    </Stack>
  );
}
