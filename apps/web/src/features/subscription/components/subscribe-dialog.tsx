import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Typography from '@mui/material/Typography';
import type { SubscriptionPackage } from '@vakilyar/contract';
import { useState } from 'react';
import { useCoinPriceFormatter } from '@/components/coin-price';
import { goToGateway } from '@/features/payments/api/go-to-gateway';
import { useIdempotencyKey } from '@/features/payments/api/idempotency';
import { ConfirmDialog } from '@/features/payments/components/confirm-dialog';
import { useWalletBalance } from '@/features/wallet/api/get-wallet-balance';
import { saveDraft } from '@/features/wallet/pay-difference/draft';
import { ShortfallNotice } from '@/features/wallet/pay-difference/shortfall-notice';
import { useShortfall } from '@/features/wallet/pay-difference/use-shortfall';
import { isApiError } from '@/lib/api/api-error';
import { formatNumber } from '@/lib/format/money';
import { PATHS } from '@/lib/route-paths';
import { subscriptionText } from '@/locales/fa/subscription';
import { useSubscribe } from '../api/subscribe';
import { useTopUpAndSubscribe } from '../api/top-up-and-subscribe';

interface SubscribeDialogProps {
  subscriptionPackage: SubscriptionPackage;
  onClose: () => void;
}

/** The plan chosen before leaving for the bank, to reopen this dialog when the payment fails. */
export interface SubscriptionDraft {
  packagePid: string;
}

/**
 * Confirms paying a package from the wallet. When the balance is known to be short, or the server
 * says so (402), offers «پرداخت مابه‌التفاوت و خرید اشتراک»: a card payment for the difference,
 * after which the subscription starts.
 */
export function SubscribeDialog({ subscriptionPackage, onClose }: SubscribeDialogProps) {
  const text = subscriptionText.confirm;
  const coinPrice = useCoinPriceFormatter();
  const { pid, name, price } = subscriptionPackage;
  const balance = useWalletBalance();
  const subscribe = useSubscribe();
  const topUp = useTopUpAndSubscribe();
  const idempotency = useIdempotencyKey();
  const [shortfall, setShortfall] = useState<string | null>(null);
  const missing = useShortfall(price);
  const short = shortfall !== null || missing !== null;

  const handleSubscribe = async () => {
    try {
      await subscribe.mutateAsync({
        packagePid: pid,
        idempotencyKey: idempotency.keyFor(`subscribe:${pid}`),
      });
      idempotency.settle();
      onClose();
    } catch (error) {
      idempotency.settle(error);
      if (isApiError(error) && error.type === 'payment_required') setShortfall(error.message);
    }
  };

  const handleTopUp = async () => {
    try {
      const result = await topUp.mutateAsync({
        packagePid: pid,
        idempotencyKey: idempotency.keyFor(`top-up:${pid}`),
      });
      idempotency.settle();
      if (!result.payment) return onClose();
      const draft: SubscriptionDraft = { packagePid: pid };
      saveDraft('subscription', draft, PATHS.subscription);
      goToGateway(result.payment.payment_url);
    } catch (error) {
      idempotency.settle(error);
    }
  };

  const pending = subscribe.isPending || topUp.isPending || Boolean(topUp.data?.payment);
  return (
    <ConfirmDialog
      open
      title={text.title}
      confirmLabel={text.confirm}
      onConfirm={handleSubscribe}
      onClose={onClose}
      pending={pending}
      hideConfirm={short}
      extraActions={
        short && (
          <Button variant="contained" loading={pending} onClick={handleTopUp}>
            {text.topUp}
          </Button>
        )
      }
    >
      <DialogContentText>
        {text.body(name, coinPrice(price), balance.data === undefined ? '…' : formatNumber(balance.data))}
      </DialogContentText>
      {missing !== null && shortfall === null && <ShortfallNotice shortfall={missing} />}
      {shortfall !== null && (
        <Alert severity="warning" role="alert">
          {shortfall}
          <Typography variant="body2" sx={{ mt: 1 }}>
            {text.shortfallHint}
          </Typography>
        </Alert>
      )}
    </ConfirmDialog>
  );
}
