import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type CaseFinance,
  formatPersianNumber,
  type InstalmentScheduleRequest,
  toLatinDigits,
  toPersianDigits,
  zInstalmentScheduleRequest,
} from '@vakilyar/contract';
import { format } from 'date-fns';
import { addMonths } from 'date-fns-jalali';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { FormJalaliDate } from '@/components/pickers/form-jalali-date';
import { INVALID_DATE } from '@/components/pickers/jalali-date-picker';
import { officeToday } from '@/lib/format/office-time';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { notifySuccess } from '@/lib/notify';
import { feesText } from '@/locales/fa/fees';
import { useSaveInstalments } from '../api/save-instalments';
import { fee, typedRials } from '../kit/amounts';
import { FormDialog } from '../kit/form-dialog';
import { feeResolver } from '../kit/form-resolver';
import { CheckboxField } from './agreement/checkbox-field';
import { AmountField } from './amount-field';

const text = feesText.instalments;

interface Row {
  pid?: string;
  due_on: string;
  amount: string;
}
interface ScheduleValues {
  instalments: Row[];
  remind_client: boolean;
}

const resolver = feeResolver<ScheduleValues, InstalmentScheduleRequest>(zInstalmentScheduleRequest, {
  toRequest: (values) => ({
    ...values,
    instalments: values.instalments.map((row) => ({
      ...row,
      due_on: row.due_on && row.due_on !== INVALID_DATE ? row.due_on : undefined,
      amount: row.amount || undefined,
    })),
  }),
});

/** `count` monthly instalments from today that add up to `total`; what does not divide goes on the first. */
export function splitEvenly(total: number, count: number, from: Date): Row[] {
  const share = Math.floor(total / count);
  return Array.from({ length: count }, (_, index) => ({
    due_on: format(addMonths(from, index), 'yyyy-MM-dd'),
    amount: formatPersianNumber(index === 0 ? total - share * (count - 1) : share),
  }));
}

/** The instalment schedule: Jalali due dates and amounts that must add up to the agreed fee. */
export function ScheduleDialog({ finance, onClose }: { finance: CaseFinance; onClose: () => void }) {
  const total = finance.agreement?.agreed_fee ?? 0;
  const save = useSaveInstalments(finance.case.pid);
  const [count, setCount] = useState('3');
  const form = useForm<ScheduleValues, unknown, InstalmentScheduleRequest>({
    resolver,
    defaultValues: {
      remind_client: true,
      instalments: finance.instalments.length
        ? finance.instalments.map((i) => ({
            pid: i.pid,
            due_on: i.due_on,
            amount: formatPersianNumber(i.amount),
          }))
        : splitEvenly(total, 3, officeToday()),
    },
  });
  const rows = useFieldArray({ control: form.control, name: 'instalments' });
  const watched = useWatch({ control: form.control, name: 'instalments' });
  const sum = watched.reduce((s, row) => s + (typedRials(row.amount) ?? 0), 0);
  const difference = total - sum;

  const handleSubmit = form.handleSubmit(async (schedule) => {
    try {
      await save.mutateAsync(schedule);
      notifySuccess(text.saved);
      onClose();
    } catch (error) {
      applyServerErrors(error, form.setError, ['instalments']);
    }
  });

  const splitCount = Number(toLatinDigits(count));
  return (
    <FormDialog
      title={text.dialogTitle}
      submitLabel={feesText.save}
      onSubmit={handleSubmit}
      submitting={form.formState.isSubmitting}
      onClose={onClose}
      layout="stack"
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={text.splitCount}
          value={toPersianDigits(count)}
          onChange={(event) => setCount(toLatinDigits(event.target.value).replace(/\D/g, '').slice(0, 3))}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          helperText={text.splitHint}
          sx={{ maxWidth: 220 }}
        />
        <Button
          variant="outlined"
          disabled={!(splitCount >= 1 && splitCount <= 120) || total <= 0}
          onClick={() => rows.replace(splitEvenly(total, splitCount, officeToday()))}
        >
          {text.split}
        </Button>
      </Stack>
      {rows.fields.map((row, index) => (
        <Stack
          key={row.id}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <Typography sx={{ minWidth: 56, pt: { sm: 2 } }}>
            {text.number(toPersianDigits(index + 1))}
          </Typography>
          <FormJalaliDate
            control={form.control as never}
            name={`instalments.${index}.due_on`}
            label={text.dueOn}
          />
          <AmountField
            control={form.control}
            name={`instalments.${index}.amount`}
            label={text.amount}
            fullWidth
          />
          <IconButton
            aria-label={text.removeRow(toPersianDigits(index + 1))}
            onClick={() => rows.remove(index)}
            sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}
          >
            <DeleteOutline />
          </IconButton>
        </Stack>
      ))}
      <Button
        startIcon={<AddOutlined />}
        onClick={() =>
          rows.append({ due_on: '', amount: difference > 0 ? formatPersianNumber(difference) : '' })
        }
        sx={{ alignSelf: 'flex-start' }}
      >
        {text.addRow}
      </Button>
      <Alert severity={difference === 0 ? 'success' : 'warning'} role="status">
        {text.sum(fee(sum), fee(total))}
        {difference !== 0 && ` — ${text.mismatch(fee(Math.abs(difference)))}`}
      </Alert>
      {form.formState.errors.instalments?.message && (
        <Typography role="alert" color="error" variant="body2">
          {form.formState.errors.instalments.message}
        </Typography>
      )}
      <CheckboxField control={form.control} name="remind_client" label={text.remind} />
    </FormDialog>
  );
}
