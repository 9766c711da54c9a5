import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type WithdrawRequest, zWithdrawRequest } from '@vakilyar/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@/components/form-text-field';
import { isRetryableFailure, useIdempotencyKey } from '@/features/payments/api/idempotency';
import { ConfirmDialog } from '@/features/payments/components/confirm-dialog';
import { SectionPanel } from '@/features/payments/components/section-panel';
import { formatNumber } from '@/lib/format/money';
import { groupedSheba } from '@/lib/format/sheba';
import { applyServerErrors } from '@/lib/forms/apply-server-errors';
import { walletText } from '@/locales/fa/wallet';
import { useWithdraw } from '../api/withdraw';
import { WithdrawalsList } from './withdrawals-list';

/**
 * A consultant's payout request: coins and a Sheba, checked here (IR, 24 digits, mod-97) before the
 * server checks them again; the coins are held once the request is confirmed.
 */
export function WithdrawForm({ balance }: { balance: number }) {
  const text = walletText.withdraw;
  const form = useForm({
    resolver: zodResolver(zWithdrawRequest),
    defaultValues: { coins: '', sheba: '' },
  });
  const [pending, setPending] = useState<WithdrawRequest | null>(null);
  const withdraw = useWithdraw();
  const idempotency = useIdempotencyKey();

  const handleSubmit = form.handleSubmit((request) => setPending(request));

  const handleConfirm = async () => {
    if (!pending) return;
    try {
      const idempotencyKey = idempotency.keyFor(JSON.stringify(pending));
      await withdraw.mutateAsync({ body: pending, idempotencyKey });
      idempotency.settle();
      setPending(null);
      form.reset();
    } catch (error) {
      idempotency.settle(error);
      // After a network failure the dialog stays, and «بله، ثبت شود» retries with the same key.
      if (isRetryableFailure(error)) return;
      setPending(null);
      applyServerErrors(error, form.setError, ['coins', 'sheba']);
    }
  };

  return (
    <SectionPanel title={text.heading} hint={text.hint}>
      <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <FormTextField
            control={form.control}
            name="coins"
            label={text.coins}
            helperText={walletText.summary.balance.concat(': ', walletText.coins(formatNumber(balance)))}
            slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
            sx={{ maxWidth: { md: 240 } }}
          />
          <FormTextField
            control={form.control}
            name="sheba"
            label={text.sheba}
            helperText={text.shebaHint}
            placeholder="IR000000000000000000000000"
            autoComplete="off"
            slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
          />
        </Stack>
        <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
          {text.submit}
        </Button>
      </Stack>
      <WithdrawalsList />
      <ConfirmDialog
        open={pending !== null}
        title={text.confirmTitle}
        confirmLabel={text.confirm}
        onConfirm={handleConfirm}
        onClose={() => setPending(null)}
        pending={withdraw.isPending}
      >
        {pending && (
          <>
            <DialogContentText>{text.confirmBody(formatNumber(pending.coins))}</DialogContentText>
            {/* As a bank card prints it, to be checked digit by digit against the account's. */}
            <Typography
              component="bdi"
              dir="ltr"
              sx={{ fontWeight: 700, textAlign: 'center', letterSpacing: 1 }}
            >
              {groupedSheba(pending.sheba)}
            </Typography>
          </>
        )}
      </ConfirmDialog>
    </SectionPanel>
  );
}
