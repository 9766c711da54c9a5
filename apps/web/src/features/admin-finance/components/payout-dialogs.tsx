import { zodResolver } from '@hookform/resolvers/zod';
import DialogContentText from '@mui/material/DialogContentText';
import Typography from '@mui/material/Typography';
import type { UseMutationResult } from '@tanstack/react-query';
import { type PayoutRequest, zPayoutPayRequest, zPayoutRejectRequest } from '@vakilyar/contract';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { ConfirmDialog } from '@/features/payments/components/confirm-dialog';
import { isApiError } from '@/lib/api/api-error';
import { groupedSheba } from '@/lib/format/sheba';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { adminFinanceText } from '@/locales/fa/admin-finance';
import type { PayoutDecision } from '../api/payout-requests';

const text = adminFinanceText.payouts;
const payResolver = zodResolver(zPayoutPayRequest.unwrap().unwrap());
const rejectResolver = zodResolver(zPayoutRejectRequest);

/** What the dialogs show of a request (a consultant's coins or a lawyer's fees): its Sheba and sentences. */
export interface PayoutSubject {
  pid: string;
  sheba: string;
  payBody: string;
  rejectBody: string;
}

/** The mutation that sends the decision: each kind of request has its own route. */
export type PayoutDecider = Pick<
  UseMutationResult<unknown, unknown, PayoutDecision>,
  'mutateAsync' | 'isPending'
>;

interface DialogProps {
  /** The request being decided; null keeps the dialog closed. */
  payout: PayoutSubject | null;
  decide: PayoutDecider;
  onClose: () => void;
}

export const fullName = (payout: PayoutRequest) =>
  `${payout.user.first_name} ${payout.user.last_name}`.trim();

/** The dialog stays open when the server refuses with field errors; a 409 (decided meanwhile) closes it. */
function keepOpen(error: unknown): boolean {
  return isApiError(error) && (error.type === 'validation_error' || error.type === 'field_errors');
}

/** «ثبت پرداخت»: asks first, with the Sheba to check and an optional bank reference. */
export function PayDialog({ payout, decide, onClose }: DialogProps) {
  const form = useForm({ resolver: payResolver, defaultValues: { reference: '' } });
  const close = () => {
    form.reset();
    onClose();
  };
  const handleConfirm = form.handleSubmit(async ({ reference }) => {
    if (!payout) return;
    try {
      await decide.mutateAsync({ pid: payout.pid, action: 'pay', reference });
      close();
    } catch (error) {
      if (!keepOpen(error)) return close();
      applyServerErrors(error, form.setError, ['reference']);
    }
  });

  return (
    <ConfirmDialog
      open={payout !== null}
      title={text.payTitle}
      confirmLabel={text.payConfirm}
      onConfirm={handleConfirm}
      onClose={close}
      pending={decide.isPending}
    >
      {payout && (
        <>
          <DialogContentText>{payout.payBody}</DialogContentText>
          <Typography
            component="bdi"
            dir="ltr"
            sx={{ fontWeight: 700, textAlign: 'center', letterSpacing: 1 }}
          >
            {groupedSheba(payout.sheba)}
          </Typography>
          <FormTextField
            control={form.control}
            name="reference"
            label={text.referenceLabel}
            helperText={text.referenceHint}
            autoComplete="off"
            slotProps={{ htmlInput: { dir: 'ltr', maxLength: 100 } }}
          />
        </>
      )}
    </ConfirmDialog>
  );
}

/** «رد درخواست»: asks first, with the reason the user will read. */
export function RejectDialog({ payout, decide, onClose }: DialogProps) {
  const form = useForm({ resolver: rejectResolver, defaultValues: { reason: '' } });
  const close = () => {
    form.reset();
    onClose();
  };
  const handleConfirm = form.handleSubmit(async ({ reason }) => {
    if (!payout) return;
    try {
      await decide.mutateAsync({ pid: payout.pid, action: 'reject', reason });
      close();
    } catch (error) {
      if (!keepOpen(error)) return close();
      applyServerErrors(error, form.setError, ['reason']);
    }
  });

  return (
    <ConfirmDialog
      open={payout !== null}
      title={text.rejectTitle}
      confirmLabel={text.rejectConfirm}
      color="error"
      onConfirm={handleConfirm}
      onClose={close}
      pending={decide.isPending}
    >
      {payout && (
        <>
          <DialogContentText>{payout.rejectBody}</DialogContentText>
          <FormTextField
            control={form.control}
            name="reason"
            label={text.reasonLabel}
            helperText={text.reasonHint}
            multiline
            minRows={2}
          />
        </>
      )}
    </ConfirmDialog>
  );
}
