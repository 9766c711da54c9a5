import ErrorOutline from '@mui/icons-material/ErrorOutline';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import type { PayoutRequest } from '@vakilyar/contract';
import { useState } from 'react';
import { MessageCard } from '@/components/message-card';
import { PageLoader } from '@/components/page-loader';
import { EmptyState } from '@/features/payments/components/empty-state';
import { ListPagination } from '@/features/payments/components/list-pagination';
import { SectionPanel } from '@/features/payments/components/section-panel';
import { useCoinSettings } from '@/features/wallet/api/get-coin-settings';
import { formatNumber } from '@/lib/format/money';
import { adminFinanceText } from '@/locales/fa/admin-finance';
import { commonText } from '@/locales/fa/common';
import { PAYOUT_PAGE_SIZE, useDecidePayout, usePayoutRequests } from '../api/payout-requests';
import { type StatusFilter, StatusFilterField } from '../kit/status-filter';
import { fullName, PayDialog, type PayoutSubject, RejectDialog } from './payout-dialogs';
import { PayoutItem } from './payout-item';

const text = adminFinanceText.payouts;

const subjectOf = (payout: PayoutRequest | null): PayoutSubject | null => {
  if (!payout) return null;
  const coins = adminFinanceText.coins(formatNumber(payout.coins));
  return {
    pid: payout.pid,
    sheba: payout.sheba,
    payBody: text.payBody(coins, fullName(payout)),
    rejectBody: text.rejectBody(coins, fullName(payout)),
  };
};

/** Withdrawal requests, the pending ones first (the default filter), with pay and reject. */
export function PayoutsTab() {
  const [status, setStatus] = useState<StatusFilter>('pending');
  const [page, setPage] = useState(1);
  const payouts = usePayoutRequests({ status: status === 'all' ? undefined : status, page });
  const rate = useCoinSettings().data?.exchange_rate;
  const [paying, setPaying] = useState<PayoutRequest | null>(null);
  const [rejecting, setRejecting] = useState<PayoutRequest | null>(null);
  const decide = useDecidePayout();

  const filter = (
    <StatusFilterField
      value={status}
      onChange={(next) => {
        setStatus(next);
        setPage(1);
      }}
    />
  );

  return (
    <SectionPanel title={text.heading} hint={text.hint} actions={filter}>
      {payouts.isPending && <PageLoader />}
      {payouts.isError && (
        <MessageCard
          icon={<ErrorOutline />}
          title={adminFinanceText.loadFailed}
          action={<Button onClick={() => payouts.refetch()}>{commonText.retry}</Button>}
        />
      )}
      {payouts.data?.count === 0 && (
        <EmptyState
          icon={<PaymentsOutlined />}
          title={text.emptyTitle}
          body={status === 'pending' ? text.emptyPendingBody : text.emptyBody}
        />
      )}
      {payouts.data && payouts.data.count > 0 && (
        <>
          {payouts.isPlaceholderData && <LinearProgress aria-label={commonText.loading} />}
          <Stack component="ul" divider={<Divider component="li" />} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {payouts.data.results.map((payout) => (
              <PayoutItem
                key={payout.pid}
                payout={payout}
                exchangeRate={rate}
                onPay={() => setPaying(payout)}
                onReject={() => setRejecting(payout)}
              />
            ))}
          </Stack>
          <ListPagination
            count={payouts.data.count}
            page={page}
            pageSize={PAYOUT_PAGE_SIZE}
            onChange={setPage}
          />
        </>
      )}
      <PayDialog payout={subjectOf(paying)} decide={decide} onClose={() => setPaying(null)} />
      <RejectDialog payout={subjectOf(rejecting)} decide={decide} onClose={() => setRejecting(null)} />
    </SectionPanel>
  );
}
