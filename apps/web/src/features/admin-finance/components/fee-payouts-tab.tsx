import ErrorOutline from '@mui/icons-material/ErrorOutline';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toPersianDigits, WITHDRAWAL_STATUS_LABELS } from '@vakilyar/contract';
import { useState } from 'react';
import { MessageCard } from '@/components/message-card';
import { PageLoader } from '@/components/page-loader';
import { EmptyState } from '@/features/payments/components/empty-state';
import { SectionPanel } from '@/features/payments/components/section-panel';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { formatRials, formatToman } from '@/lib/format/money';
import { groupedSheba } from '@/lib/format/sheba';
import { adminFinanceText } from '@/locales/fa/admin-finance';
import { commonText } from '@/locales/fa/common';
import { type FeePayout, useDecideFeePayout, useFeePayouts } from '../api/fee-payouts';
import { type StatusFilter, StatusFilterField } from '../kit/status-filter';
import { FeeCommissionForm } from './fee-commission-form';
import { PayDialog, type PayoutSubject, RejectDialog } from './payout-dialogs';

const text = adminFinanceText.feePayouts;
const STATUS_COLORS: Record<string, 'warning' | 'success' | 'default'> = {
  pending: 'warning',
  paid: 'success',
};
const money = (rials: number) => adminFinanceText.priceInRials(formatRials(rials), formatToman(rials));
const statusLabel = (status: string) =>
  WITHDRAWAL_STATUS_LABELS[status as keyof typeof WITHDRAWAL_STATUS_LABELS] ?? status;

const subjectOf = (payout: FeePayout | null): PayoutSubject | null =>
  payout && {
    pid: payout.pid,
    sheba: payout.sheba,
    payBody: text.payBody(money(payout.net), payout.commission > 0 ? money(payout.commission) : null),
    rejectBody: text.rejectBody(money(payout.amount)),
  };

/** Lawyers' fee payouts (money clients paid online, held for them) with pay and reject, and the commission. */
export function FeePayoutsTab() {
  const [status, setStatus] = useState<StatusFilter>('pending');
  const payouts = useFeePayouts(status === 'all' ? undefined : status);
  const decide = useDecideFeePayout();
  const [paying, setPaying] = useState<FeePayout | null>(null);
  const [rejecting, setRejecting] = useState<FeePayout | null>(null);
  return (
    <Stack spacing={2}>
      <SectionPanel
        title={text.heading}
        hint={text.hint}
        actions={<StatusFilterField value={status} onChange={setStatus} />}
      >
        {payouts.isPending && <PageLoader />}
        {payouts.isError && (
          <MessageCard
            icon={<ErrorOutline />}
            title={adminFinanceText.loadFailed}
            action={<Button onClick={() => payouts.refetch()}>{commonText.retry}</Button>}
          />
        )}
        {payouts.data?.length === 0 && (
          <EmptyState
            icon={<PaymentsOutlined />}
            title={text.emptyTitle}
            body={status === 'pending' ? text.emptyPendingBody : text.emptyBody}
          />
        )}
        {payouts.data && payouts.data.length > 0 && (
          <Stack component="ul" divider={<Divider component="li" />} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {payouts.data.map((payout) => (
              <Stack component="li" key={payout.pid} spacing={0.75} sx={{ py: 2 }}>
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 700 }}>{money(payout.amount)}</Typography>
                  <Chip
                    size="small"
                    color={STATUS_COLORS[payout.status] ?? 'default'}
                    label={statusLabel(payout.status)}
                  />
                </Stack>
                <Typography variant="body2">
                  {text.requestedBy(
                    `${payout.user.first_name} ${payout.user.last_name}`.trim(),
                    toPersianDigits(payout.user.phone),
                  )}
                </Typography>
                {payout.commission > 0 && (
                  <Typography variant="body2" color="text.secondary">
                    {text.net(money(payout.net), money(payout.commission))}
                  </Typography>
                )}
                <Typography
                  component="bdi"
                  dir="ltr"
                  variant="body2"
                  sx={{ fontWeight: 600, letterSpacing: 0.5, alignSelf: 'flex-start' }}
                >
                  {groupedSheba(payout.sheba)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {adminFinanceText.payouts.requestedAt(formatJalaliDateTime(payout.created_at))}
                </Typography>
                {payout.status === 'pending' && (
                  <Stack direction="row" spacing={1}>
                    <Button
                      variant="contained"
                      size="small"
                      onClick={() => setPaying(payout)}
                      aria-label={text.payNamed(money(payout.amount))}
                    >
                      {adminFinanceText.payouts.pay}
                    </Button>
                    <Button
                      color="error"
                      size="small"
                      onClick={() => setRejecting(payout)}
                      aria-label={text.rejectNamed(money(payout.amount))}
                    >
                      {adminFinanceText.payouts.reject}
                    </Button>
                  </Stack>
                )}
              </Stack>
            ))}
          </Stack>
        )}
        <PayDialog payout={subjectOf(paying)} decide={decide} onClose={() => setPaying(null)} />
        <RejectDialog payout={subjectOf(rejecting)} decide={decide} onClose={() => setRejecting(null)} />
      </SectionPanel>
      <SectionPanel title={text.commissionHeading} hint={text.commissionIntro}>
        <FeeCommissionForm />
      </SectionPanel>
    </Stack>
  );
}
