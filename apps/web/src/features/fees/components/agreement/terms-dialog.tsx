import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { ListSkeleton } from '@/components/skeletons/list-skeleton';
import { notifySuccess } from '@/lib/notify';
import { feesText } from '@/locales/fa/fees';
import { useContractTerms } from '../../api/get-contract-terms';

const text = feesText.agreement;

/** The agreement's terms, line by line, to copy into the judiciary's electronic contract system. */
export function TermsDialog({ casePid, onClose }: { casePid: string; onClose: () => void }) {
  const titleId = useId();
  const terms = useContractTerms(casePid, true);
  const lines = terms.data?.lines ?? [];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{text.termsTitle}</DialogTitle>
      <DialogContent>
        {terms.isPending ? (
          <ListSkeleton rows={4} />
        ) : (
          <Stack component="ol" spacing={1} sx={{ m: 0, ps: 2.5 }}>
            {lines.map((line) => (
              <Typography component="li" key={line} sx={{ overflowWrap: 'anywhere' }}>
                {line}
              </Typography>
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text.close}</Button>
        <Button
          variant="contained"
          disabled={lines.length === 0}
          onClick={async () => {
            await navigator.clipboard.writeText(lines.join('\n'));
            notifySuccess(text.copied);
          }}
        >
          {text.copy}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
