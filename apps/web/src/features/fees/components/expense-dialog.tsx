import Grid from '@mui/material/Grid';
import {
  type ExpenseForm,
  FEE_EXPENSE_KIND_LABELS,
  FEE_EXPENSE_KINDS,
  type FeeExpenseKind,
  zExpenseRequest,
} from '@vakilyar/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { FormJalaliDate } from '@/components/pickers/form-jalali-date';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { notifySuccess } from '@/lib/notify';
import { feesText } from '@/locales/fa/fees';
import { useAddExpense } from '../api/add-expense';
import { uploadPhoto } from '../api/upload-photo';
import { ChoiceField } from '../kit/choice-field';
import { FormDialog } from '../kit/form-dialog';
import { feeResolver } from '../kit/form-resolver';
import { todayIso } from '../kit/form-values';
import { CheckboxField } from './agreement/checkbox-field';
import { AmountField } from './amount-field';
import { PhotoInput } from './photo-input';

const text = feesText.expenses;
interface ExpenseValues {
  kind: FeeExpenseKind;
  amount: string;
  spent_on: string;
  description: string;
  billable: boolean;
}
const resolver = feeResolver<ExpenseValues, ExpenseForm>(zExpenseRequest, { dates: ['spent_on'] });

/** Records an expense of the case (court fee, expert, stamp, travel…), with its receipt photo. */
export function ExpenseDialog({ casePid, onClose }: { casePid: string; onClose: () => void }) {
  const add = useAddExpense(casePid);
  const [photo, setPhoto] = useState<File | null>(null);
  const form = useForm<ExpenseValues, unknown, ExpenseForm>({
    resolver,
    defaultValues: { kind: 'court_fee', amount: '', spent_on: todayIso(), description: '', billable: true },
  });
  const handleSubmit = form.handleSubmit(async (expense) => {
    try {
      const receipt = photo ? await uploadPhoto(photo) : null;
      await add.mutateAsync({ ...expense, receipt_file: receipt });
      notifySuccess(text.saved);
      onClose();
    } catch (error) {
      applyServerErrors(error, form.setError, ['kind', 'amount', 'spent_on', 'description']);
    }
  });
  return (
    <FormDialog
      title={text.dialogTitle}
      submitLabel={text.add}
      onSubmit={handleSubmit}
      submitting={form.formState.isSubmitting}
      onClose={onClose}
    >
      <Grid size={{ xs: 12, sm: 6 }}>
        <ChoiceField
          control={form.control}
          name="kind"
          label={text.kind}
          choices={FEE_EXPENSE_KINDS}
          labels={FEE_EXPENSE_KIND_LABELS}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <AmountField control={form.control} name="amount" label={text.amount} required fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormJalaliDate control={form.control as never} name="spent_on" label={text.spentOn} />
      </Grid>
      <Grid size={12}>
        <FormTextField control={form.control} name="description" label={text.description} fullWidth />
      </Grid>
      <Grid size={12}>
        <CheckboxField control={form.control} name="billable" label={text.billable} />
      </Grid>
      <Grid size={12}>
        <PhotoInput label={text.receipt} file={photo} onChange={setPhoto} />
      </Grid>
    </FormDialog>
  );
}
