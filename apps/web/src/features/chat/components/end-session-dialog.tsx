import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ConfirmDialog } from '@/features/payments/components/confirm-dialog';
import { chatText } from '@/locales/fa/chat';

interface EndSessionDialogProps {
  open: boolean;
  onClose: () => void;
  onConfirm: (reason: string | null) => Promise<void>;
}

/** Asks before a session ends for both sides, with an optional reason. */
export function EndSessionDialog({ open, onClose, onConfirm }: EndSessionDialogProps) {
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const text = chatText.endDialog;

  const handleConfirm = async () => {
    setPending(true);
    try {
      await onConfirm(reason.trim() || null);
      setReason('');
      onClose();
    } catch {
      // The request helper toasted why; the dialog stays for another try.
    } finally {
      setPending(false);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      title={text.title}
      confirmLabel={text.confirm}
      color="error"
      pending={pending}
      onConfirm={handleConfirm}
      onClose={onClose}
    >
      <DialogContentText>{text.body}</DialogContentText>
      <TextField
        label={text.reason}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </ConfirmDialog>
  );
}
