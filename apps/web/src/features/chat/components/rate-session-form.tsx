import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ChatSession, toPersianDigits } from '@vakilyar/contract';
import { useState } from 'react';
import { chatText } from '@/locales/fa/chat';

interface RateSessionFormProps {
  session: ChatSession;
  /** Sends the score; the API client toasts the server's thanks. */
  onRate: (rating: number, comment: string) => Promise<void>;
}

/** Under an ended consultant chat, for its client: 1–5 stars and a comment, once; then the score given. */
export function RateSessionForm({ session, onRate }: RateSessionFormProps) {
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [saving, setSaving] = useState(false);
  const [missing, setMissing] = useState(false);
  const text = chatText.rating;

  if (session.rating) {
    return (
      <Alert severity="success" square>
        {text.done(toPersianDigits(session.rating.rating))}
      </Alert>
    );
  }

  const submit = async () => {
    if (!score) return setMissing(true);
    if (saving) return;
    setSaving(true);
    try {
      await onRate(score, comment);
    } catch {
      // The client has shown the server's reason.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack
      component="form"
      aria-label={text.title}
      spacing={1}
      sx={{ p: { xs: 1.5, sm: 2 }, borderTop: 1, borderColor: 'divider' }}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {text.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {text.body}
      </Typography>
      <Rating
        name="chat-rating"
        value={score}
        onChange={(_event, value) => {
          setScore(value);
          setMissing(false);
        }}
        getLabelText={(value) => `${toPersianDigits(value)} از ۵`}
        role="radiogroup"
        aria-label={text.score}
        size="large"
      />
      {missing && (
        <Typography variant="caption" color="error" role="alert">
          {text.chooseScore}
        </Typography>
      )}
      <TextField
        size="small"
        multiline
        minRows={2}
        maxRows={4}
        label={text.comment}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 2000, dir: 'auto' } }}
      />
      <Stack direction="row">
        <Button type="submit" variant="contained" loading={saving}>
          {text.submit}
        </Button>
      </Stack>
    </Stack>
  );
}
