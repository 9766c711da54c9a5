import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { LawArticle } from '@vakilyar/contract';
import { useId, useState } from 'react';
import { CaseAutocomplete } from '@/features/calendar/components/case-autocomplete';
import type { CaseOption } from '@/features/calendar/components/event-form-values';
import { notifySuccess } from '@/lib/notify';
import { lawLibraryText } from '@/locales/fa/law-library';
import { usePinArticle } from '../api/case-pins';

const text = lawLibraryText.pin;

interface PinDialogProps {
  article: LawArticle;
  open: boolean;
  onClose: () => void;
}

/** Keeps the article with one of the office's cases, with a note of why it matters there. */
export function PinDialog({ article, open, onClose }: PinDialogProps) {
  const titleId = useId();
  const [picked, setPicked] = useState<CaseOption | null>(null);
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const pin = usePinArticle();
  const fieldErrors = (pin.error && 'fields' in pin.error ? pin.error.fields : undefined) as
    | Record<string, string>
    | undefined;

  const submit = async () => {
    setTried(true);
    if (!picked) return;
    await pin.mutateAsync({
      casePid: picked.pid,
      pin: { law: article.law, article: article.slug, ...(note.trim() ? { note: note.trim() } : {}) },
    });
    notifySuccess(text.done);
    setPicked(null);
    setNote('');
    setTried(false);
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{text.title(article.citation)}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${titleId}-form`}
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            submit().catch(() => {});
          }}
        >
          <CaseAutocomplete
            label={text.case}
            value={picked}
            onChange={setPicked}
            error={tried && !picked}
            helperText={tried && !picked ? text.caseRequired : undefined}
          />
          <TextField
            label={text.note}
            helperText={fieldErrors?.note ?? text.noteHelp}
            error={Boolean(fieldErrors?.note)}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text.cancel}</Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" loading={pin.isPending}>
          {text.submit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
