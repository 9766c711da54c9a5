import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { type CreateCabinetRequest, zCreateCabinetRequest } from '@vakilyar/contract';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { archiveText } from '@/locales/fa/archive';
import { commonText } from '@/locales/fa/common';
import type { Cabinet } from '../api/list-cabinets';

const FIELDS = ['name', 'code', 'location', 'description'] as const;

interface CabinetFormDialogProps {
  /** The cabinet being edited; none for a new one. */
  cabinet?: Cabinet;
  onSubmit: (values: CreateCabinetRequest) => Promise<unknown>;
  onClose: () => void;
}

/** A cabinet's name, code, place and notes, in a dialog; the server's field errors show under the inputs. */
export function CabinetFormDialog({ cabinet, onSubmit, onClose }: CabinetFormDialogProps) {
  const titleId = useId();
  const form = useForm({
    resolver: zodResolver(zCreateCabinetRequest),
    defaultValues: {
      name: cabinet?.name ?? '',
      code: cabinet?.code ?? '',
      location: cabinet?.location ?? '',
      description: cabinet?.description ?? '',
    },
  });
  const text = archiveText.fields;

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      onClose();
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
    }
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={handleSubmit}>
        <DialogTitle id={titleId}>
          {cabinet ? archiveText.form.editTitle : archiveText.form.createTitle}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField control={form.control} name="name" label={text.name} required autoFocus />
            <FormTextField
              control={form.control}
              name="code"
              label={text.code}
              slotProps={{ htmlInput: { dir: 'ltr' } }}
            />
            <FormTextField
              control={form.control}
              name="location"
              label={text.location}
              placeholder={text.locationHint}
            />
            <FormTextField
              control={form.control}
              name="description"
              label={text.description}
              multiline
              minRows={2}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{commonText.cancel}</Button>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            {cabinet ? archiveText.form.save : archiveText.form.create}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
