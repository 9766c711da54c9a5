import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { zDeleteAccountRequest } from '@vakilyar/contract';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { profileText } from '@/locales/fa/profile';
import { useDeleteAccount } from '../api/delete-account';

interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
  /** A user with a password confirms with it. */
  hasPassword: boolean;
}

/** Asks before the account is deleted for good; on success the session ends and /login opens. */
export function DeleteAccountDialog({ open, onClose, hasPassword }: DeleteAccountDialogProps) {
  const titleId = useId();
  const text = profileText.deleteDialog;
  const form = useForm({
    resolver: zodResolver(zDeleteAccountRequest.pick({ password: true })),
    defaultValues: { password: undefined },
  });
  const deleteAccount = useDeleteAccount();

  const handleSubmit = form.handleSubmit(async (confirmation) => {
    try {
      await deleteAccount.mutateAsync(confirmation);
    } catch (error) {
      applyServerErrors(error, form.setError, ['password']);
    }
  });

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={handleSubmit}>
        <DialogTitle id={titleId}>{text.title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: hasPassword ? 2 : 0 }}>{text.body}</DialogContentText>
          {hasPassword && (
            <FormTextField
              control={form.control}
              name="password"
              type="password"
              label={text.password}
              autoComplete="current-password"
              blankAsUndefined
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{text.cancel}</Button>
          <Button type="submit" color="error" variant="contained" loading={form.formState.isSubmitting}>
            {text.confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
