import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Subscription } from '@vakilyar/contract';
import { useState } from 'react';
import { ConfirmDialog } from '@/features/payments/components/confirm-dialog';
import { EmptyState } from '@/features/payments/components/empty-state';
import { formatJalaliDate } from '@/lib/format/jalali';
import { formatNumber } from '@/lib/format/money';
import { subscriptionText } from '@/locales/fa/subscription';
import { useCancelSubscription } from '../api/cancel-subscription';
import { LimitsList } from './limits-list';
import { SubscriptionStatusChip } from './subscription-status-chip';

function Dates({ subscription }: { subscription: Subscription }) {
  const text = subscriptionText.current;
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {subscription.starts_at && (
        <Typography>
          <Typography component="span" color="text.secondary">
            {text.starts}:{' '}
          </Typography>
          {formatJalaliDate(subscription.starts_at)}
        </Typography>
      )}
      {subscription.ends_at && (
        <Typography>
          <Typography component="span" color="text.secondary">
            {text.ends}:{' '}
          </Typography>
          {formatJalaliDate(subscription.ends_at)}
        </Typography>
      )}
      <Typography sx={{ fontWeight: 700, color: 'primary.main' }}>
        {text.daysLeft(formatNumber(subscription.days_left))}
      </Typography>
    </Stack>
  );
}

/**
 * The subscription in force, with «لغو تمدید» behind a confirmation; none (the server's 404) is not
 * an error but an empty state: «اشتراک فعالی یافت نشد» and what to do next.
 */
export function CurrentSubscription({ subscription }: { subscription: Subscription | null }) {
  const text = subscriptionText.current;
  const [cancelling, setCancelling] = useState(false);
  const cancel = useCancelSubscription();

  if (!subscription) {
    return <EmptyState icon={<WorkspacePremiumOutlined />} title={text.none} body={text.noneBody} />;
  }

  const handleCancel = async () => {
    try {
      await cancel.mutateAsync(subscription.pid);
    } finally {
      setCancelling(false);
    }
  };
  const dialogText = subscriptionText.cancelDialog;
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
              {subscription.package.name}
            </Typography>
            <SubscriptionStatusChip status={subscription.status} label={subscription.status_label} />
          </Stack>
          <Dates subscription={subscription} />
          {!subscription.auto_renew && <Alert severity="info">{text.autoRenewOff}</Alert>}
          {subscription.status === 'active' && subscription.auto_renew && (
            <Button
              variant="outlined"
              color="error"
              onClick={() => setCancelling(true)}
              sx={{ alignSelf: 'flex-start' }}
            >
              {text.cancel}
            </Button>
          )}
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <LimitsList limits={subscription.limits} />
      </Grid>
      <ConfirmDialog
        open={cancelling}
        title={dialogText.title}
        confirmLabel={dialogText.confirm}
        cancelLabel={dialogText.keep}
        color="error"
        onConfirm={handleCancel}
        onClose={() => setCancelling(false)}
        pending={cancel.isPending}
      >
        <DialogContentText>
          {dialogText.body(
            subscription.package.name,
            subscription.ends_at ? formatJalaliDate(subscription.ends_at) : '',
          )}
        </DialogContentText>
      </ConfirmDialog>
    </Grid>
  );
}
