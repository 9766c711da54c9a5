import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { CALENDAR_API, zCreateHolidayRequest } from '@vakilyar/contract';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { FormJalaliDate, withPickedDates } from '@/components/pickers/form-jalali-date';
import { useAdminWrite } from '@/features/admin-content/kit/admin-api';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { adminHolidaysText as text } from '@/locales/fa/admin-holidays';

interface HolidayFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** Told the Gregorian day of the new holiday, so the page can show its year. */
  onAdded: (date: string) => void;
}

/** A new official holiday: its day on the shared Jalali picker and its occasion. */
export function HolidayFormDialog({ open, onClose, onAdded }: HolidayFormDialogProps) {
  const titleId = useId();
  const write = useAdminWrite();
  const form = useForm({
    resolver: withPickedDates(zodResolver(zCreateHolidayRequest), ['date']),
    defaultValues: { date: '', title: '' },
  });

  const close = () => {
    form.reset();
    onClose();
  };

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await write.mutateAsync({
        endpoint: CALENDAR_API.admin.holidays,
        method: 'POST',
        data: values,
        done: text.added,
      });
      onAdded(values.date);
      close();
    } catch (error) {
      applyServerErrors(error, form.setError, ['date', 'title']);
    }
  });

  return (
    <Dialog
      open={open}
      onClose={write.isPending ? undefined : close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <form noValidate onSubmit={handleSubmit}>
        <DialogTitle id={titleId}>{text.addTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormJalaliDate control={form.control} name="date" label={text.date} />
            <FormTextField
              control={form.control}
              name="title"
              label={text.occasion}
              helperText={text.occasionHint}
              required
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={write.isPending}>
            {text.cancel}
          </Button>
          <Button type="submit" variant="contained" loading={write.isPending}>
            {text.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
