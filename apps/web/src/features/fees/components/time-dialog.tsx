import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { zTimeEntryRequest } from '@vakilyar/contract';
import { useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { FormJalaliDate, withPickedDates } from '@/components/pickers/form-jalali-date';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { notifySuccess } from '@/lib/notify';
import { feesText } from '@/locales/fa/fees';
import { type TimeEntryForm, useAddTimeEntry } from '../api/add-time-entry';
import { blankToUndefined, todayIso } from '../kit/form-values';

const text = feesText.time;
interface TimeValues {
  minutes: string;
  worked_on: string;
  description: string;
}
const schemaResolver = zodResolver(zTimeEntryRequest);
const resolver: Resolver<TimeValues, unknown, TimeEntryForm> = withPickedDates(
  (values, context, options) =>
    schemaResolver(blankToUndefined(values) as never, context, options as never) as never,
  ['worked_on'],
);

/** Records minutes of work on the case with a line of what was done. */
export function TimeDialog({ casePid, onClose }: { casePid: string; onClose: () => void }) {
  const titleId = useId();
  const add = useAddTimeEntry(casePid);
  const form = useForm<TimeValues, unknown, TimeEntryForm>({
    resolver,
    defaultValues: { minutes: '', worked_on: todayIso(), description: '' },
  });
  const handleSubmit = form.handleSubmit(async (entry) => {
    try {
      await add.mutateAsync(entry);
      notifySuccess(text.saved);
      onClose();
    } catch (error) {
      applyServerErrors(error, form.setError, ['minutes', 'worked_on', 'description']);
    }
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{text.dialogTitle}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${titleId}-form`}
          spacing={2}
          noValidate
          onSubmit={handleSubmit}
          sx={{ pt: 1 }}
        >
          <FormTextField
            control={form.control}
            name="minutes"
            label={text.minutes}
            required
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <FormJalaliDate control={form.control as never} name="worked_on" label={text.workedOn} />
          <FormTextField
            control={form.control}
            name="description"
            label={text.description}
            required
            multiline
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{feesText.cancel}</Button>
        <Button
          type="submit"
          form={`${titleId}-form`}
          variant="contained"
          loading={form.formState.isSubmitting}
        >
          {text.add}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
