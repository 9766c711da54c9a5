import DialogContentText from '@mui/material/DialogContentText';
import { goToGateway } from '@/features/payments/api/go-to-gateway';
import { useIdempotencyKey } from '@/features/payments/api/idempotency';
import { ConfirmDialog } from '@/features/payments/components/confirm-dialog';
import { formatNumber, formatRials, formatToman } from '@/lib/format/money';
import { walletText } from '@/locales/fa/wallet';
import { type DepositInput, useDeposit } from '../api/deposit';

/** What the user chose to buy: a package or a number of coins, and what it costs. */
export interface CoinPurchase {
  body: DepositInput['body'];
  coins: number;
  /** Rials. */
  price: number;
}

interface BuyCoinsDialogProps {
  purchase: CoinPurchase;
  onClose: () => void;
  /** A refusal by the server (e.g. an amount under the gateway's minimum), for the form to show. */
  onRefused?: (error: unknown) => void;
}

/**
 * Confirms a purchase, opens the card payment and sends the browser to the bank. Mounted once per
 * purchase, so each purchase has its own idempotency key, kept when a failed try is retried.
 */
export function BuyCoinsDialog({ purchase, onClose, onRefused }: BuyCoinsDialogProps) {
  const text = walletText.confirmBuy;
  const deposit = useDeposit();
  const idempotency = useIdempotencyKey();

  const handleConfirm = async () => {
    try {
      const idempotencyKey = idempotency.keyFor(JSON.stringify(purchase.body));
      const payment = await deposit.mutateAsync({ body: purchase.body, idempotencyKey });
      goToGateway(payment.payment_url);
    } catch (error) {
      idempotency.settle(error);
      onRefused?.(error);
    }
  };

  return (
    <ConfirmDialog
      open
      title={text.title}
      confirmLabel={text.confirm}
      onConfirm={handleConfirm}
      onClose={onClose}
      pending={deposit.isPending || deposit.isSuccess}
    >
      <DialogContentText>
        {text.body(formatNumber(purchase.coins), formatRials(purchase.price), formatToman(purchase.price))}
      </DialogContentText>
    </ConfirmDialog>
  );
}
