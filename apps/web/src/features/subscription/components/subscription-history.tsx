import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Subscription } from '@vakilyar/contract';
import { useState } from 'react';
import { PageLoader } from '@/components/page-loader';
import { EmptyState } from '@/features/payments/components/empty-state';
import { ListPagination } from '@/features/payments/components/list-pagination';
import { SectionPanel } from '@/features/payments/components/section-panel';
import { formatJalaliDate } from '@/lib/format/jalali';
import { formatNumber } from '@/lib/format/money';
import { subscriptionText } from '@/locales/fa/subscription';
import { useSubscriptions } from '../api/get-subscriptions';
import { useVerifySubscriptionPayment } from '../api/verify-subscription-payment';
import { SubscriptionDetailDialog } from './subscription-detail-dialog';
import { SubscriptionStatusChip } from './subscription-status-chip';

const PAGE_SIZE = 5;

function HistoryItem({ subscription, onOpen }: { subscription: Subscription; onOpen: () => void }) {
  const text = subscriptionText.history;
  const verify = useVerifySubscriptionPayment();
  const { starts_at: startsAt, ends_at: endsAt } = subscription;
  return (
    <Stack component="li" spacing={0.75} sx={{ py: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 700 }}>{subscription.package.name}</Typography>
        <SubscriptionStatusChip status={subscription.status} label={subscription.status_label} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.25, sm: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {startsAt && endsAt
            ? text.period(formatJalaliDate(startsAt), formatJalaliDate(endsAt))
            : formatJalaliDate(subscription.created_at)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {subscriptionText.packages.price(formatNumber(subscription.price))}
        </Typography>
      </Stack>
      {subscription.failure_reason && (
        <Typography variant="body2" color="error.main">
          {subscription.failure_reason}
        </Typography>
      )}
      <Stack direction="row" spacing={1}>
        <Button size="small" onClick={onOpen} aria-label={text.detailsOf(subscription.package.name)}>
          {text.details}
        </Button>
        {subscription.status === 'pending_payment' && subscription.payment_pid && (
          <Button
            size="small"
            variant="outlined"
            loading={verify.isPending}
            onClick={() => verify.mutate(subscription.pid)}
          >
            {text.verify}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

/** Every subscription the user has had, five to a page. */
export function SubscriptionHistory() {
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<Subscription | null>(null);
  const history = useSubscriptions({ page, page_size: PAGE_SIZE });
  const text = subscriptionText.history;
  return (
    <SectionPanel title={text.heading}>
      {history.isPending && <PageLoader />}
      {history.data?.count === 0 && <EmptyState icon={<HistoryOutlined />} title={text.empty} />}
      {history.data && history.data.count > 0 && (
        <>
          <Stack component="ul" divider={<Divider component="li" />} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {history.data.results.map((subscription) => (
              <HistoryItem
                key={subscription.pid}
                subscription={subscription}
                onOpen={() => setOpened(subscription)}
              />
            ))}
          </Stack>
          <ListPagination count={history.data.count} page={page} pageSize={PAGE_SIZE} onChange={setPage} />
        </>
      )}
      <SubscriptionDetailDialog listed={opened} onClose={() => setOpened(null)} />
    </SectionPanel>
  );
}
