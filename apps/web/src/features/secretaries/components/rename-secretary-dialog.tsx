import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { zUpdateSecretaryRequest } from '@vakilyar/contract';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { notifySuccess } from '@/lib/notify';
import { commonText } from '@/locales/fa/common';
import { secretariesText } from '@/locales/fa/secretaries';
import type { Secretary } from '../api/list-secretaries';
import { useUpdateSecretary } from '../api/update-secretary';

interface RenameSecretaryDialogProps {
  secretary: Secretary;
  onClose: () => void;
}

/** Corrects a secretary's first and last name; the server's refusal shows under the field it concerns. */
export function RenameSecretaryDialog({ secretary, onClose }: RenameSecretaryDialogProps) {
  const titleId = useId();
  const text = secretariesText;
  const updateSecretary = useUpdateSecretary(secretary.pid);
  const form = useForm({
    resolver: zodResolver(zUpdateSecretaryRequest),
    defaultValues: { first_name: secretary.first_name, last_name: secretary.last_name },
  });

  const handleSubmit = form.handleSubmit(async (names) => {
    try {
      await updateSecretary.mutateAsync(names);
      notifySuccess(text.edit.saved);
      onClose();
    } catch (error) {
      applyServerErrors(error, form.setError, ['first_name', 'last_name']);
    }
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={handleSubmit}>
        <DialogTitle id={titleId}>{text.edit.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField control={form.control} name="first_name" label={text.add.firstName} required />
            <FormTextField control={form.control} name="last_name" label={text.add.lastName} required />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{commonText.cancel}</Button>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            {text.edit.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
