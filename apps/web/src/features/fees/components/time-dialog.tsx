import { zTimeEntryRequest } from '@vakilyar/contract';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { FormJalaliDate } from '@/components/pickers/form-jalali-date';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { notifySuccess } from '@/lib/notify';
import { feesText } from '@/locales/fa/fees';
import { type TimeEntryForm, useAddTimeEntry } from '../api/add-time-entry';
import { FormDialog } from '../kit/form-dialog';
import { feeResolver } from '../kit/form-resolver';
import { todayIso } from '../kit/form-values';

const text = feesText.time;
interface TimeValues {
  minutes: string;
  worked_on: string;
  description: string;
}
const resolver = feeResolver<TimeValues, TimeEntryForm>(zTimeEntryRequest, { dates: ['worked_on'] });

/** Records minutes of work on the case with a line of what was done. */
export function TimeDialog({ casePid, onClose }: { casePid: string; onClose: () => void }) {
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
    <FormDialog
      title={text.dialogTitle}
      submitLabel={text.add}
      onSubmit={handleSubmit}
      submitting={form.formState.isSubmitting}
      onClose={onClose}
      size="xs"
      layout="stack"
    >
      <FormTextField
        control={form.control}
        name="minutes"
        label={text.minutes}
        required
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <FormJalaliDate control={form.control as never} name="worked_on" label={text.workedOn} />
      <FormTextField control={form.control} name="description" label={text.description} required multiline />
    </FormDialog>
  );
}
