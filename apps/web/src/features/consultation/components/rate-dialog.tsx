import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@vakilyar/contract';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/features/payments/components/confirm-dialog';
import { consultationText } from '@/locales/fa/consultation';

interface RateDialogProps {
  open: boolean;
  onClose: () => void;
  onConfirm: (rating: number, comment: string | null) => Promise<unknown>;
}

/** One to five stars and an optional comment, once, after the consultation is done. */
export function RateDialog({ open, onClose, onConfirm }: RateDialogProps) {
  const text = consultationText.actions;
  const labelId = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const [pending, setPending] = useState(false);

  const handleConfirm = async () => {
    if (!rating) {
      setMissing(true);
      return;
    }
    setPending(true);
    try {
      await onConfirm(rating, comment.trim() || null);
      onClose();
    } catch {
      // The toast said why; the dialog stays.
    } finally {
      setPending(false);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      title={text.rateTitle}
      confirmLabel={text.rate}
      pending={pending}
      onConfirm={handleConfirm}
      onClose={onClose}
    >
      <Stack spacing={0.5} sx={{ alignItems: 'center' }}>
        <Typography id={labelId} variant="body2" color="text.secondary">
          {text.stars}
        </Typography>
        <Rating
          value={rating}
          size="large"
          aria-labelledby={labelId}
          getLabelText={(value) => text.starLabel(toPersianDigits(value))}
          onChange={(_event, value) => {
            setRating(value);
            setMissing(false);
          }}
        />
        {missing && <FormHelperText error>{text.starsRequired}</FormHelperText>}
      </Stack>
      <TextField
        label={text.comment}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </ConfirmDialog>
  );
}
