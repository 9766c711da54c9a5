import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { adminContentText } from '@/locales/fa/admin-content';
import { commonText } from '@/locales/fa/common';
import { useAdminWrite } from './admin-api';
import { FormFields } from './form-fields';
import { resolverOf } from './form-resolver';
import type { FormSpec, FormValues } from './resource-types';

interface FormDialogProps<Item> {
  spec: FormSpec<Item>;
  /** The item the form is about; null for a new one. */
  item: Item | null;
  onClose: () => void;
}

/**
 * A spec's form in a dialog (full screen on a phone). The values are sent as the contract schema parsed
 * them; the server's field errors land under their inputs and the dialog stays open.
 */
export function FormDialog<Item>({ spec, item, onClose }: FormDialogProps<Item>) {
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const write = useAdminWrite();
  const form = useForm<FormValues>({
    resolver: resolverOf(spec.fields, spec.schema),
    defaultValues: spec.initialValues(item),
  });

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await write.mutateAsync({
        endpoint: spec.endpoint(item),
        method: spec.method,
        data: values,
        done: adminContentText.common.saved,
      });
      onClose();
    } catch (error) {
      applyServerErrors(
        error,
        form.setError,
        spec.fields.map((field) => field.name),
      );
    }
  });

  return (
    <Dialog
      open
      onClose={form.formState.isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      <form noValidate onSubmit={handleSubmit}>
        <DialogTitle id={titleId}>{spec.title}</DialogTitle>
        <DialogContent>
          {item !== null && spec.context?.(item)}
          {spec.hint && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {spec.hint}
            </Typography>
          )}
          <Box sx={{ pt: 1 }}>
            <FormFields fields={spec.fields} control={form.control} setValue={form.setValue} />
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={form.formState.isSubmitting}>
            {commonText.cancel}
          </Button>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            {spec.submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
