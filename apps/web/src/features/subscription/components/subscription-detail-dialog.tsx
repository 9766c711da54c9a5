import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Subscription } from '@vakilyar/contract';
import type { ReactNode } from 'react';
import { PageLoader } from '@/components/page-loader';
import { formatJalaliDate } from '@/lib/format/jalali';
import { formatNumber } from '@/lib/format/money';
import { subscriptionText } from '@/locales/fa/subscription';
import { useSubscription } from '../api/get-subscription';
import { LimitsList } from './limits-list';
import { SubscriptionStatusChip } from './subscription-status-chip';

const text = subscriptionText.detail;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
        {children}
      </Typography>
    </Stack>
  );
}

function Details({ subscription }: { subscription: Subscription }) {
  const started = subscription.starts_at !== null;
  return (
    <Stack spacing={2}>
      <Stack component="dl" spacing={1} sx={{ m: 0 }}>
        <Row label={text.status}>
          <SubscriptionStatusChip status={subscription.status} label={subscription.status_label} />
        </Row>
        <Row label={text.purchasedAt}>{formatJalaliDate(subscription.created_at)}</Row>
        <Row label={text.starts}>
          {subscription.starts_at ? formatJalaliDate(subscription.starts_at) : text.notStarted}
        </Row>
        {subscription.ends_at && <Row label={text.ends}>{formatJalaliDate(subscription.ends_at)}</Row>}
        <Row label={text.duration}>{text.days(formatNumber(subscription.duration_days))}</Row>
        {started && <Row label={text.daysLeft}>{formatNumber(subscription.days_left)}</Row>}
        <Row label={text.price}>{subscriptionText.packages.price(formatNumber(subscription.price))}</Row>
        <Row label={text.autoRenew}>{subscription.auto_renew ? text.autoRenewOn : text.autoRenewOff}</Row>
        {subscription.cancelled_at && (
          <Row label={text.cancelledAt}>{formatJalaliDate(subscription.cancelled_at)}</Row>
        )}
      </Stack>
      {subscription.failure_reason && <Alert severity="error">{subscription.failure_reason}</Alert>}
      <Divider />
      <Typography variant="subtitle2" component="h3">
        {text.includes}
      </Typography>
      <LimitsList limits={subscription.limits} />
    </Stack>
  );
}

/**
 * One subscription in full, as `subscriptions/{pid}/` answers now (its status may have moved on since
 * the list was fetched): package, Jalali dates, status, price and what it includes.
 */
export function SubscriptionDetailDialog({
  listed,
  onClose,
}: {
  /** The list's copy: its name titles the dialog while the fresh one loads. */
  listed: Subscription | null;
  onClose: () => void;
}) {
  const detail = useSubscription(listed?.pid ?? null);
  const name = detail.data?.package.name ?? listed?.package.name ?? '';
  return (
    <Dialog open={listed !== null} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{text.title(name)}</DialogTitle>
      <DialogContent>
        {detail.isPending && <PageLoader />}
        {detail.isError && <Alert severity="error">{text.loadFailed}</Alert>}
        {detail.data && <Details subscription={detail.data} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{text.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
