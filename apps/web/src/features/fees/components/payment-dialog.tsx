import Grid from '@mui/material/Grid';
import {
  type CaseFinance,
  FEE_PAYMENT_METHOD_LABELS,
  formatPersianNumber,
  type Instalment,
  MANUAL_FEE_PAYMENT_METHODS,
  type ManualPaymentRequest,
  toPersianDigits,
  zManualPaymentRequest,
} from '@vakilyar/contract';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { FormJalaliDate } from '@/components/pickers/form-jalali-date';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { notifySuccess } from '@/lib/notify';
import { feesText } from '@/locales/fa/fees';
import { useRecordPayment } from '../api/record-payment';
import { uploadPhoto } from '../api/upload-photo';
import { ChoiceField } from '../kit/choice-field';
import { FormDialog } from '../kit/form-dialog';
import { feeResolver } from '../kit/form-resolver';
import { blankToUndefined, todayIso } from '../kit/form-values';
import { AmountField } from './amount-field';
import { InstalmentField } from './instalment-field';
import { PhotoInput } from './photo-input';

const text = feesText.payments;
const FIELDS = [
  'amount',
  'method',
  'paid_on',
  'instalment',
  'reference',
  'cheque_number',
  'cheque_due_on',
  'note',
] as const;

interface PaymentValues {
  amount: string;
  method: (typeof MANUAL_FEE_PAYMENT_METHODS)[number];
  paid_on: string;
  instalment: string;
  reference: string;
  cheque_number: string;
  cheque_due_on: string;
  note: string;
  slip_file?: string;
}

// A cheque's due date is read only while the method is «چک».
const resolver = feeResolver<PaymentValues, ManualPaymentRequest>(zManualPaymentRequest, {
  dates: ['paid_on', 'cheque_due_on'],
  toRequest: (values) =>
    blankToUndefined({ ...values, cheque_due_on: values.method === 'cheque' ? values.cheque_due_on : '' }),
});

interface PaymentDialogProps {
  finance: CaseFinance;
  /** The instalment the payment is for, when it was recorded from its row. */
  instalment?: Instalment;
  onClose: () => void;
}

/** Records a payment the office received (card to card, transfer, cash, cheque) with its slip photo. */
export function PaymentDialog({ finance, instalment, onClose }: PaymentDialogProps) {
  const record = useRecordPayment(finance.case.pid);
  const [slip, setSlip] = useState<File | null>(null);
  const [slipPid, setSlipPid] = useState<{ file: File; pid: string } | null>(null);
  const form = useForm<PaymentValues, unknown, ManualPaymentRequest>({
    resolver,
    defaultValues: {
      amount: instalment ? formatPersianNumber(instalment.amount - instalment.paid_amount) : '',
      method: 'card_to_card',
      paid_on: todayIso(),
      instalment: instalment?.pid ?? '',
      reference: '',
      cheque_number: '',
      cheque_due_on: '',
      note: '',
    },
  });
  const method = useWatch({ control: form.control, name: 'method' });

  const handleSubmit = form.handleSubmit(async (payment) => {
    try {
      // The photo goes up once, even if the payment is sent again after a failure.
      let slipFile: string | undefined;
      if (slip) {
        slipFile = slipPid?.file === slip ? slipPid.pid : await uploadPhoto(slip);
        setSlipPid({ file: slip, pid: slipFile });
      }
      const saved = await record.mutateAsync({ ...payment, slip_file: slipFile ?? null });
      notifySuccess(text.saved(toPersianDigits(saved.receipt_no)));
      onClose();
    } catch (error) {
      applyServerErrors(error, form.setError, FIELDS);
    }
  });

  return (
    <FormDialog
      title={text.dialogTitle}
      submitLabel={text.record}
      onSubmit={handleSubmit}
      submitting={form.formState.isSubmitting}
      onClose={onClose}
    >
      <Grid size={{ xs: 12, sm: 6 }}>
        <AmountField control={form.control} name="amount" label={text.amount} required fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <ChoiceField
          control={form.control}
          name="method"
          label={text.method}
          choices={MANUAL_FEE_PAYMENT_METHODS}
          labels={FEE_PAYMENT_METHOD_LABELS}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormJalaliDate control={form.control as never} name="paid_on" label={text.paidOn} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <InstalmentField
          control={form.control}
          name="instalment"
          label={text.instalment}
          instalments={finance.instalments}
        />
      </Grid>
      {method === 'cheque' && (
        <>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={form.control}
              name="cheque_number"
              label={text.chequeNumber}
              required
              fullWidth
              slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric' } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormJalaliDate control={form.control as never} name="cheque_due_on" label={text.chequeDueOn} />
          </Grid>
        </>
      )}
      <Grid size={12}>
        <FormTextField
          control={form.control}
          name="reference"
          label={text.reference}
          fullWidth
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
      </Grid>
      <Grid size={12}>
        <PhotoInput label={text.slipChoose} file={slip} onChange={setSlip} />
      </Grid>
      <Grid size={12}>
        <FormTextField control={form.control} name="note" label={text.note} fullWidth multiline minRows={2} />
      </Grid>
    </FormDialog>
  );
}
