import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { type ReactNode, useEffect, useId } from 'react';
import {
  type Control,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  useForm,
} from 'react-hook-form';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { adminFinanceText } from '@/locales/fa/admin-finance';
import { commonText } from '@/locales/fa/common';

export interface PackageFormProps<Input extends FieldValues, Output> {
  resolver: Resolver<Input, unknown, Output>;
  /** The inputs of the form, laid out by the package kind. */
  renderFields: (control: Control<Input, unknown, Output>) => ReactNode;
  /** Request fields the server may name in a 400, to show each under its input. */
  fieldNames: readonly FieldPath<Input>[];
}

interface PackageFormDialogProps<Input extends FieldValues, Output> extends PackageFormProps<Input, Output> {
  open: boolean;
  title: string;
  values: Input;
  onSubmit: (values: Output) => Promise<unknown>;
  onClose: () => void;
}

/** A package's form in a dialog; it stays open with the errors under the inputs when the server refuses. */
export function PackageFormDialog<Input extends FieldValues, Output>({
  open,
  title,
  values,
  resolver,
  renderFields,
  fieldNames,
  onSubmit,
  onClose,
}: PackageFormDialogProps<Input, Output>) {
  const titleId = useId();
  const form = useForm<Input, unknown, Output>({ resolver, defaultValues: values as DefaultValues<Input> });
  const { reset, formState } = form;

  useEffect(() => {
    if (open) reset(values);
  }, [open, values, reset]);

  const handleSubmit = form.handleSubmit(async (output) => {
    try {
      await onSubmit(output);
      onClose();
    } catch (error) {
      applyServerErrors(error, form.setError, fieldNames);
    }
  });

  return (
    <Dialog
      open={open}
      onClose={formState.isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <Stack component="form" noValidate onSubmit={handleSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {renderFields(form.control)}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={formState.isSubmitting}>
            {commonText.cancel}
          </Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {adminFinanceText.editor.save}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
