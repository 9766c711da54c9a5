import DialogContentText from '@mui/material/DialogContentText';
import Typography from '@mui/material/Typography';
import { toLatinDigits, zFeeWithdrawRequest } from '@vakilyar/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { ConfirmDialog } from '@/features/payments/components/confirm-dialog';
import { groupedSheba } from '@/lib/format/sheba';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { notifySuccess } from '@/lib/notify';
import { feesText } from '@/locales/fa/fees';
import { type FeeWithdrawal, useWithdrawFees } from '../../api/fee-account';
import { feeBoth } from '../../kit/amounts';
import { FormDialog } from '../../kit/form-dialog';
import { feeResolver } from '../../kit/form-resolver';
import { AmountField } from '../amount-field';

const text = feesText.payout;
interface WithdrawValues {
  sheba: string;
  amount: string;
}
const resolver = feeResolver<WithdrawValues, FeeWithdrawal>(zFeeWithdrawRequest, {
  toRequest: (values) => ({ ...values, sheba: toLatinDigits(values.sheba) }),
});

interface WithdrawDialogProps {
  balance: number;
  commissionPercent: number;
  onClose: () => void;
}

/** «درخواست تسویه»: the IBAN and the amount, then a second look at what will be paid before it is sent. */
export function WithdrawDialog({ balance, commissionPercent, onClose }: WithdrawDialogProps) {
  const withdraw = useWithdrawFees();
  const [checking, setChecking] = useState<FeeWithdrawal | null>(null);
  const form = useForm<WithdrawValues, unknown, FeeWithdrawal>({
    resolver,
    defaultValues: { sheba: '', amount: '' },
  });
  const send = async () => {
    if (!checking) return;
    try {
      await withdraw.mutateAsync(checking);
      notifySuccess(text.requested);
      onClose();
    } catch (error) {
      setChecking(null);
      applyServerErrors(error, form.setError, ['sheba', 'amount']);
    }
  };
  const commission = checking ? Math.floor((checking.amount * commissionPercent) / 100) : 0;

  return (
    <>
      <FormDialog
        title={text.dialogTitle}
        submitLabel={text.next}
        onSubmit={form.handleSubmit(setChecking)}
        submitting={false}
        onClose={onClose}
        size="xs"
        layout="stack"
      >
        <FormTextField
          control={form.control}
          name="sheba"
          label={text.sheba}
          helperText={text.shebaHint}
          autoComplete="off"
          slotProps={{ htmlInput: { dir: 'ltr', maxLength: 34, spellCheck: false } }}
        />
        <AmountField
          control={form.control}
          name="amount"
          label={text.amount}
          helperText={text.available(feeBoth(balance))}
        />
      </FormDialog>
      <ConfirmDialog
        open={checking !== null}
        title={text.confirmTitle}
        confirmLabel={text.confirm}
        onConfirm={send}
        onClose={() => setChecking(null)}
        pending={withdraw.isPending}
      >
        {checking && (
          <>
            <DialogContentText>
              {text.confirmBody(
                feeBoth(checking.amount),
                commission > 0 ? feeBoth(checking.amount - commission) : null,
              )}
            </DialogContentText>
            {commission > 0 && <DialogContentText>{text.commission(feeBoth(commission))}</DialogContentText>}
            <Typography
              component="bdi"
              dir="ltr"
              sx={{ fontWeight: 700, textAlign: 'center', letterSpacing: 1 }}
            >
              {groupedSheba(checking.sheba)}
            </Typography>
          </>
        )}
      </ConfirmDialog>
    </>
  );
}
