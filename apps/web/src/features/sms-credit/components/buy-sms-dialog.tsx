import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import type { SmsPackage } from '@vakilyar/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCoinPriceFormatter } from '@/components/coin-price';
import { useIdempotencyKey } from '@/features/payments/api/idempotency';
import { ConfirmDialog } from '@/features/payments/components/confirm-dialog';
import { useWalletBalance } from '@/features/wallet/api/get-wallet-balance';
import { ShortfallNotice } from '@/features/wallet/pay-difference/shortfall-notice';
import { usePayDifference } from '@/features/wallet/pay-difference/use-pay-difference';
import { useShortfall } from '@/features/wallet/pay-difference/use-shortfall';
import { isApiError } from '@/lib/api/api-error';
import { formatNumber } from '@/lib/format/money';
import { PATHS } from '@/lib/route-paths';
import { payDifferenceText } from '@/locales/fa/pay-difference';
import { smsCreditText } from '@/locales/fa/sms-credit';
import { usePurchaseSmsPackage } from '../api/purchase-sms-package';

interface BuySmsDialogProps {
  smsPackage: SmsPackage;
  onClose: () => void;
}

/** The package chosen before leaving for the bank, to reopen this dialog on return. */
export interface SmsPurchaseDraft {
  packagePid: string;
}

/**
 * Confirms buying an SMS package from the wallet. A wallet known to be short offers paying the
 * difference by card first; a 402 the balance did not foresee still points to the wallet.
 */
export function BuySmsDialog({ smsPackage, onClose }: BuySmsDialogProps) {
  const text = smsCreditText.confirm;
  const coinPrice = useCoinPriceFormatter();
  const balance = useWalletBalance();
  const purchase = usePurchaseSmsPackage();
  const idempotency = useIdempotencyKey();
  const [shortfall, setShortfall] = useState<string | null>(null);
  const missing = useShortfall(smsPackage.price);
  const payDifference = usePayDifference('sms-purchase');
  const draft: SmsPurchaseDraft = { packagePid: smsPackage.pid };

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
      hideConfirm={shortfall !== null || missing !== null}
      extraActions={
        missing !== null ? (
          <Button
            variant="contained"
            loading={payDifference.pending}
            onClick={() => payDifference.start(missing.payCoins, draft)}
          >
            {payDifferenceText.payAnd(text.finish)}
          </Button>
        ) : (
          shortfall !== null && (
            <Button variant="contained" color="secondary" component={Link} to={PATHS.wallet}>
              {text.toWallet}
            </Button>
          )
        )
      }
    >
      <DialogContentText>
        {text.body(
          smsPackage.name,
          formatNumber(smsPackage.messages),
          coinPrice(smsPackage.price),
          balance.data === undefined ? '…' : formatNumber(balance.data),
        )}
      </DialogContentText>
      {missing !== null && <ShortfallNotice shortfall={missing} />}
      {shortfall !== null && (
        <Alert severity="warning" role="alert">
          {shortfall}
        </Alert>
      )}
    </ConfirmDialog>
  );
}
