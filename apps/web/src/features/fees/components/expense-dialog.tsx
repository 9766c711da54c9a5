import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  type ExpenseForm,
  FEE_EXPENSE_KIND_LABELS,
  FEE_EXPENSE_KINDS,
  type FeeExpenseKind,
  zExpenseRequest,
} from '@vakilyar/contract';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { FormJalaliDate, withPickedDates } from '@/components/pickers/form-jalali-date';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { notifySuccess } from '@/lib/notify';
import { feesText } from '@/locales/fa/fees';
import { useAddExpense } from '../api/add-expense';
import { uploadPhoto } from '../api/upload-photo';
import { blankToUndefined, todayIso } from '../kit/form-values';
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
const schemaResolver = zodResolver(zExpenseRequest);
const resolver: Resolver<ExpenseValues, unknown, ExpenseForm> = withPickedDates(
  (values, context, options) =>
    schemaResolver(blankToUndefined(values) as never, context, options as never) as never,
  ['spent_on'],
);

/** Records an expense of the case (court fee, expert, stamp, travel…), with its receipt photo. */
export function ExpenseDialog({ casePid, onClose }: { casePid: string; onClose: () => void }) {
  const titleId = useId();
  const phone = useMediaQuery('(max-width:599.95px)');
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
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullScreen={phone} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{text.dialogTitle}</DialogTitle>
      <DialogContent>
        <Grid
          container
          spacing={2}
          component="form"
          id={`${titleId}-form`}
          noValidate
          onSubmit={handleSubmit}
          sx={{ pt: 1 }}
        >
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={form.control} name="kind" label={text.kind} select fullWidth>
              {FEE_EXPENSE_KINDS.map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {FEE_EXPENSE_KIND_LABELS[kind]}
                </MenuItem>
              ))}
            </FormTextField>
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
        </Grid>
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
