import DialogContentText from '@mui/material/DialogContentText';
import { type CaseFinance, type Instalment, zPaymentLinkRequest } from '@vakilyar/contract';
import { useForm, useWatch } from 'react-hook-form';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { notifySuccess, notifyWarning } from '@/lib/notify';
import { feesText } from '@/locales/fa/fees';
import { type PaymentLinkForm, useSendPaymentLink } from '../api/send-payment-link';
import { FormDialog } from '../kit/form-dialog';
import { feeResolver } from '../kit/form-resolver';
import { blankToUndefined } from '../kit/form-values';
import { AmountField } from './amount-field';
import { InstalmentField } from './instalment-field';

const text = feesText.link;
interface LinkValues {
  instalment: string;
  amount: string;
}
// A link for an instalment asks for its remainder; the amount is read only without one.
const resolver = feeResolver<LinkValues, PaymentLinkForm>(zPaymentLinkRequest, {
  toRequest: (values) =>
    blankToUndefined(values.instalment ? { instalment: values.instalment, amount: '' } : values),
});

interface PaymentLinkDialogProps {
  finance: CaseFinance;
  instalment?: Instalment;
  onClose: () => void;
}

/** Texts the client a link to pay an instalment (or an amount) online through the bank's gateway. */
export function PaymentLinkDialog({ finance, instalment, onClose }: PaymentLinkDialogProps) {
  const send = useSendPaymentLink(finance.case.pid);
  const firstUnpaid = finance.instalments.find((i) => i.status !== 'paid');
  const form = useForm<LinkValues, unknown, PaymentLinkForm>({
    resolver,
    defaultValues: { instalment: instalment?.pid ?? firstUnpaid?.pid ?? '', amount: '' },
  });
  const forInstalment = useWatch({ control: form.control, name: 'instalment' }) !== '';
  const handleSubmit = form.handleSubmit(async (link) => {
    try {
      const result = await send.mutateAsync(link);
      if (result.sms === 'sent') notifySuccess(result.message || text.sent);
      else notifyWarning(result.message);
      onClose();
    } catch (error) {
      applyServerErrors(error, form.setError, ['instalment', 'amount']);
    }
  });
  return (
    <FormDialog
      title={text.title}
      submitLabel={text.send}
      onSubmit={handleSubmit}
      submitting={form.formState.isSubmitting}
      onClose={onClose}
      size="xs"
      layout="stack"
    >
      <DialogContentText>{text.body}</DialogContentText>
      <InstalmentField
        control={form.control}
        name="instalment"
        label={text.instalment}
        instalments={finance.instalments}
      />
      {!forInstalment && (
        <AmountField control={form.control} name="amount" label={text.amount} required fullWidth />
      )}
    </FormDialog>
  );
}
