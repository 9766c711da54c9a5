import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SubscriptionPackage } from '@vakilyar/contract';
import { useCoinPriceFormatter } from '@/components/coin-price';
import { PageLoader } from '@/components/page-loader';
import { goToGateway } from '@/features/payments/api/go-to-gateway';
import { useIdempotencyKey } from '@/features/payments/api/idempotency';
import { ConfirmDialog } from '@/features/payments/components/confirm-dialog';
import { formatNumber } from '@/lib/format/money';
import { subscriptionText } from '@/locales/fa/subscription';
import { useUpgradeQuote, useUpgradeSubscription } from '../api/upgrade-subscription';

const text = subscriptionText.upgradeDialog;

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400, whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
    </Stack>
  );
}

/**
 * Moving up before the current plan ends: the server's quote (the price, the unused days' credit, the
 * cost), then one click that pays from the wallet, or by card for what the wallet lacks.
 */
export function UpgradeDialog({
  subscriptionPackage,
  onClose,
}: {
  subscriptionPackage: SubscriptionPackage;
  onClose: () => void;
}) {
  const coinPrice = useCoinPriceFormatter();
  const { pid, name, price, duration_days: days } = subscriptionPackage;
  const quote = useUpgradeQuote(pid);
  const upgrade = useUpgradeSubscription();
  const idempotency = useIdempotencyKey();
  const short = (quote.data?.shortfall ?? 0) > 0;

  const handleUpgrade = async () => {
    try {
      const result = await upgrade.mutateAsync({
        packagePid: pid,
        idempotencyKey: idempotency.keyFor(`upgrade:${pid}`),
      });
      idempotency.settle();
      if (result.payment) return goToGateway(result.payment.payment_url);
      onClose();
    } catch (error) {
      idempotency.settle(error);
    }
  };

  return (
    <ConfirmDialog
      open
      title={text.title(name)}
      confirmLabel={short ? text.payByCard : text.confirm}
      onConfirm={handleUpgrade}
      onClose={onClose}
      pending={upgrade.isPending || Boolean(upgrade.data?.payment) || !quote.data}
    >
      {quote.isPending && <PageLoader />}
      {quote.isError && (
        <Alert severity="error" role="alert">
          {quote.error.message}
        </Alert>
      )}
      {quote.data && (
        <Stack spacing={1.5}>
          <Line label={text.price} value={coinPrice(price)} />
          <Line label={text.credit} value={coinPrice(quote.data.credit)} />
          <Line label={text.cost} value={coinPrice(quote.data.cost)} strong />
          <DialogContentText>{text.starts(formatNumber(days))}</DialogContentText>
          {short && <Alert severity="info">{text.short(coinPrice(quote.data.shortfall))}</Alert>}
        </Stack>
      )}
    </ConfirmDialog>
  );
}
