import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { useState } from 'react';
import { JalaliPickers } from '@/components/pickers/jalali-pickers';
import { ConfirmDialog } from '@/features/payments/components/confirm-dialog';
import { isApiError } from '@/lib/api/api-error';
import { fromOfficeWall } from '@/lib/format/office-time';
import { consultationText } from '@/locales/fa/consultation';

interface AcceptConsultationDialogProps {
  open: boolean;
  fee: string;
  onClose: () => void;
  onConfirm: (body: { scheduled_at?: string; message: string | null }) => Promise<unknown>;
}

/** Accepting charges the held fee; a Jalali time for the consultation and a message are optional. */
export function AcceptConsultationDialog({ open, fee, onClose, onConfirm }: AcceptConsultationDialogProps) {
  const text = consultationText.actions;
  const [scheduledAt, setScheduledAt] = useState<Date | null>(null);
  const [message, setMessage] = useState('');
  const [timeError, setTimeError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const handleConfirm = async () => {
    setPending(true);
    try {
      await onConfirm({
        ...(scheduledAt && !Number.isNaN(scheduledAt.getTime())
          ? { scheduled_at: fromOfficeWall(scheduledAt).toISOString() }
          : {}),
        message: message.trim() || null,
      });
      onClose();
    } catch (error) {
      if (isApiError(error) && 'fields' in error) setTimeError(error.fields.scheduled_at ?? null);
    } finally {
      setPending(false);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      title={text.acceptTitle}
      confirmLabel={text.accept}
      pending={pending}
      onConfirm={handleConfirm}
      onClose={onClose}
    >
      <DialogContentText>{text.acceptBody(fee)}</DialogContentText>
      <JalaliPickers>
        <DateTimePicker
          label={text.scheduledAt}
          value={scheduledAt}
          onChange={(value) => {
            setScheduledAt(value);
            setTimeError(null);
          }}
          disablePast
          ampm={false}
          slotProps={{ textField: { fullWidth: true, error: timeError !== null, helperText: timeError } }}
        />
      </JalaliPickers>
      <TextField
        label={text.acceptMessage}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        multiline
        minRows={2}
      />
    </ConfirmDialog>
  );
}
