import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { LawArticle } from '@vakilyar/contract';
import { useId, useState } from 'react';
import { lawLibraryText } from '@/locales/fa/law-library';
import { useCorrectArticle } from '../api/article-corrections';

const text = lawLibraryText.correct;

interface CorrectDialogProps {
  article: LawArticle;
  open: boolean;
  onClose: () => void;
}

/** An admin corrects an article's text and notes from an official source, saying why (kept in the history). */
export function CorrectDialog({ article, open, onClose }: CorrectDialogProps) {
  const titleId = useId();
  const [body, setBody] = useState(article.text);
  const [notes, setNotes] = useState(article.notes);
  const [reason, setReason] = useState('');
  const [textDate, setTextDate] = useState('');
  const [amended, setAmended] = useState(article.amended);
  const [amendedNote, setAmendedNote] = useState(article.amended_note ?? '');
  const correct = useCorrectArticle(article);
  const fieldErrors = (correct.error && 'fields' in correct.error ? correct.error.fields : undefined) as
    | Record<string, string>
    | undefined;

  const submit = async () => {
    await correct.mutateAsync({
      text: body,
      notes,
      reason,
      amended,
      amended_note: amended && amendedNote.trim() ? amendedNote.trim() : null,
      ...(textDate.trim() ? { text_date: textDate.trim() } : {}),
    });
    setReason('');
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
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
          <Typography variant="body2" color="text.secondary">
            {text.intro}
          </Typography>
          <TextField
            label={text.text}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            error={Boolean(fieldErrors?.text)}
            helperText={fieldErrors?.text}
            multiline
            minRows={4}
            required
          />
          {notes.map((note, i) => (
            <TextField
              key={note.label}
              label={text.note(note.label)}
              value={note.text}
              onChange={(event) =>
                setNotes(notes.map((n, j) => (j === i ? { ...n, text: event.target.value } : n)))
              }
              multiline
              minRows={2}
            />
          ))}
          <TextField
            label={text.reason}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={Boolean(fieldErrors?.reason)}
            helperText={fieldErrors?.reason ?? text.reasonHelp}
            multiline
            minRows={2}
            required
            slotProps={{ htmlInput: { maxLength: 1000 } }}
          />
          <TextField
            label={text.textDate}
            value={textDate}
            onChange={(event) => setTextDate(event.target.value)}
            error={Boolean(fieldErrors?.text_date)}
            helperText={fieldErrors?.text_date ?? text.textDateHelp}
            slotProps={{ htmlInput: { maxLength: 40 } }}
          />
          <FormControlLabel
            control={<Switch checked={amended} onChange={(event) => setAmended(event.target.checked)} />}
            label={text.amended}
          />
          {amended && (
            <TextField
              label={text.amendedNote}
              value={amendedNote}
              onChange={(event) => setAmendedNote(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 300 } }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text.cancel}</Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" loading={correct.isPending}>
          {text.submit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
