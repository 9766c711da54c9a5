import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '@/features/payments/components/confirm-dialog';
import { isApiError } from '@/lib/api/api-error';

interface TextActionDialogProps {
  open: boolean;
  title: string;
  body: ReactNode;
  /** The text field; none for an action that only asks. */
  field?: {
    label: string;
    /** The request's field name, to show the server's message for it under the input. */
    name: string;
    required?: { minLength: number; message: string };
    helperText?: string;
  };
  confirmLabel: string;
  color?: 'primary' | 'error' | 'warning';
  onClose: () => void;
  /** Resolves when done (the dialog closes); rejects with the request's error (the dialog stays). */
  onConfirm: (text: string | null) => Promise<unknown>;
}

/** Asks before an action on a consultation, with one optional or required text (a reason, a message). */
export function TextActionDialog({
  open,
  title,
  body,
  field,
  confirmLabel,
  color = 'primary',
  onClose,
  onConfirm,
}: TextActionDialogProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const close = () => {
    setText('');
    setError(null);
    onClose();
  };

  const handleConfirm = async () => {
    const value = text.trim();
    if (field?.required && value.length < field.required.minLength) {
      setError(field.required.message);
      return;
    }
    setPending(true);
    try {
      await onConfirm(value || null);
      close();
    } catch (failure) {
      // The toast said why; a message about the field goes under it too.
      if (field && isApiError(failure) && 'fields' in failure) setError(failure.fields[field.name] ?? null);
    } finally {
      setPending(false);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      title={title}
      confirmLabel={confirmLabel}
      color={color}
      pending={pending}
      onConfirm={handleConfirm}
      onClose={close}
    >
      <DialogContentText component="div">{body}</DialogContentText>
      {field && (
        <TextField
          label={field.label}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          required={Boolean(field.required)}
          error={error !== null}
          helperText={error ?? field.helperText}
          multiline
          minRows={2}
          autoFocus
        />
      )}
    </ConfirmDialog>
  );
}
