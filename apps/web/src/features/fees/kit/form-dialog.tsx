import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEventHandler, type ReactNode, useId } from 'react';
import { feesText } from '@/locales/fa/fees';

interface FormDialogProps {
  title: string;
  submitLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  onClose: () => void;
  /** A long form fills a phone's screen; a short one stays a dialog. */
  size?: 'xs' | 'sm' | 'md';
  /** `grid`: fields two to a row from tablet width (children are Grid items); `stack`: one column. */
  layout?: 'grid' | 'stack';
  children: ReactNode;
}

/** A fee form in a dialog: its title names it, «انصراف» closes it, the submit button sends it. */
export function FormDialog({
  title,
  submitLabel,
  onSubmit,
  submitting,
  onClose,
  size = 'sm',
  layout = 'grid',
  children,
}: FormDialogProps) {
  const titleId = useId();
  const formId = `${titleId}-form`;
  const phone = useMediaQuery('(max-width:599.95px)');
  const form = { component: 'form', id: formId, noValidate: true, onSubmit, sx: { pt: 1 } } as const;
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={phone && size !== 'xs'}
      maxWidth={size}
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {layout === 'grid' ? (
          <Grid container spacing={2} {...form}>
            {children}
          </Grid>
        ) : (
          <Stack spacing={2} {...form}>
            {children}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{feesText.cancel}</Button>
        <Button type="submit" form={formId} variant="contained" loading={submitting}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
