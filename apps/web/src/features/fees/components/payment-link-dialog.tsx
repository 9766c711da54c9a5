import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { type CaseFinance, type Instalment, toPersianDigits, zPaymentLinkRequest } from '@vakilyar/contract';
import { useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { notifySuccess, notifyWarning } from '@/lib/notify';
import { feesText } from '@/locales/fa/fees';
import { type PaymentLinkForm, useSendPaymentLink } from '../api/send-payment-link';
import { fee } from '../kit/amounts';
import { blankToUndefined } from '../kit/form-values';
import { AmountField } from './amount-field';

const text = feesText.link;
interface LinkValues {
  instalment: string;
  amount: string;
}
const schemaResolver = zodResolver(zPaymentLinkRequest);
const resolver: Resolver<LinkValues, unknown, PaymentLinkForm> = (values, context, options) =>
  schemaResolver(
    blankToUndefined(values.instalment ? { instalment: values.instalment, amount: '' } : values) as never,
    context,
    options as never,
  ) as never;

interface PaymentLinkDialogProps {
  finance: CaseFinance;
  instalment?: Instalment;
  onClose: () => void;
}

/** Texts the client a link to pay an instalment (or an amount) online through the bank's gateway. */
export function PaymentLinkDialog({ finance, instalment, onClose }: PaymentLinkDialogProps) {
  const titleId = useId();
  const send = useSendPaymentLink(finance.case.pid);
  const open = finance.instalments.filter((i) => i.status !== 'paid');
  const form = useForm<LinkValues, unknown, PaymentLinkForm>({
    resolver,
    defaultValues: { instalment: instalment?.pid ?? open[0]?.pid ?? '', amount: '' },
  });
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
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{text.title}</DialogTitle>
      <DialogContent>
        <Stack component="form" id={`${titleId}-form`} spacing={2} noValidate onSubmit={handleSubmit}>
          <DialogContentText>{text.body}</DialogContentText>
          <FormTextField
            control={form.control}
            name="instalment"
            label={text.instalment}
            select
            fullWidth
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{feesText.payments.noInstalment}</MenuItem>
            {open.map((i) => (
              <MenuItem key={i.pid} value={i.pid}>
                {`${feesText.instalments.number(toPersianDigits(i.number))} · ${fee(i.amount - i.paid_amount)}`}
              </MenuItem>
            ))}
          </FormTextField>
          <AmountField control={form.control} name="amount" label={text.amount} fullWidth />
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
          {text.send}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
