import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import type { SmsPackage } from '@vakilyar/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { useIdempotencyKey } from '@/features/payments/api/idempotency';
import { ConfirmDialog } from '@/features/payments/components/confirm-dialog';
import { useWalletBalance } from '@/features/wallet/api/get-wallet-balance';
import { isApiError } from '@/lib/api/api-error';
import { formatNumber } from '@/lib/format/money';
import { PATHS } from '@/lib/route-paths';
import { smsCreditText } from '@/locales/fa/sms-credit';
import { usePurchaseSmsPackage } from '../api/purchase-sms-package';

interface BuySmsDialogProps {
  smsPackage: SmsPackage;
  onClose: () => void;
}

/** Confirms buying an SMS package from the wallet; a short wallet (402) points to the wallet. */
export function BuySmsDialog({ smsPackage, onClose }: BuySmsDialogProps) {
  const text = smsCreditText.confirm;
  const balance = useWalletBalance();
  const purchase = usePurchaseSmsPackage();
  const idempotency = useIdempotencyKey();
  const [shortfall, setShortfall] = useState<string | null>(null);

  const handleConfirm = async () => {
    try {
      await purchase.mutateAsync({
        packagePid: smsPackage.pid,
        idempotencyKey: idempotency.keyFor(smsPackage.pid),
      });
      idempotency.settle();
      onClose();
    } catch (error) {
      idempotency.settle(error);
      if (isApiError(error) && error.type === 'payment_required') setShortfall(error.message);
    }
  };

  return (
    <ConfirmDialog
      open
      title={text.title}
      confirmLabel={text.confirm}
      onConfirm={handleConfirm}
      onClose={onClose}
      pending={purchase.isPending}
      hideConfirm={shortfall !== null}
      extraActions={
        shortfall !== null && (
          <Button variant="contained" color="secondary" component={Link} to={PATHS.wallet}>
            {text.toWallet}
          </Button>
        )
      }
    >
      <DialogContentText>
        {text.body(
          smsPackage.name,
          formatNumber(smsPackage.messages),
          formatNumber(smsPackage.price),
          balance.data === undefined ? '…' : formatNumber(balance.data),
        )}
      </DialogContentText>
      {shortfall !== null && (
        <Alert severity="warning" role="alert">
          {shortfall}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
