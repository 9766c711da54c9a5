import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@vakilyar/contract';
import { useState } from 'react';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { groupedSheba } from '@/lib/format/sheba';
import { feesText } from '@/locales/fa/fees';
import { type FeeAccount, useFeeAccount } from '../../api/fee-account';
import { fee } from '../../kit/amounts';
import { Figures } from '../../kit/figures';
import { SectionCard } from '../../kit/section-card';
import { WithdrawDialog } from './withdraw-dialog';

const text = feesText.payout;
const STATUS_COLORS: Record<string, 'warning' | 'success' | 'default'> = {
  pending: 'warning',
  paid: 'success',
};

/** «تسویه حق‌الوکاله»: what clients paid online through the platform, held for the lawyer, and its payouts. */
export function FeeAccountCard() {
  const account = useFeeAccount();
  const [asking, setAsking] = useState(false);
  if (!account.data) return null;
  const { balance, commission_percent: percent, withdrawals } = account.data;
  const held = withdrawals.filter((w) => w.status === 'pending').reduce((sum, w) => sum + w.amount, 0);
  return (
    <SectionCard
      title={text.title}
      actions={
        <Button
          variant="contained"
          startIcon={<AccountBalanceOutlined />}
          disabled={balance <= 0}
          onClick={() => setAsking(true)}
        >
          {text.request}
        </Button>
      }
    >
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {text.intro}
        </Typography>
        <Figures
          figures={[
            { label: text.balance, value: fee(balance) },
            { label: text.held, value: fee(held) },
            { label: text.commissionPercent, value: `${toPersianDigits(percent)}٪` },
          ]}
        />
        {withdrawals.length === 0 ? (
          <Typography color="text.secondary">{text.none}</Typography>
        ) : (
          <Stack
            component="ul"
            aria-label={text.listLabel}
            divider={<Divider component="li" />}
            sx={{ m: 0, p: 0, listStyle: 'none' }}
          >
            {withdrawals.map((withdrawal) => (
              <WithdrawalRow key={withdrawal.pid} withdrawal={withdrawal} />
            ))}
          </Stack>
        )}
      </Stack>
      {asking && (
        <WithdrawDialog balance={balance} commissionPercent={percent} onClose={() => setAsking(false)} />
      )}
    </SectionCard>
  );
}

function WithdrawalRow({ withdrawal }: { withdrawal: FeeAccount['withdrawals'][number] }) {
  return (
    <Stack component="li" spacing={0.5} sx={{ py: 1.5 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700 }}>{fee(withdrawal.amount)}</Typography>
        <Chip
          size="small"
          color={STATUS_COLORS[withdrawal.status] ?? 'default'}
          label={withdrawal.status_label}
        />
      </Stack>
      {withdrawal.commission > 0 && (
        <Typography variant="body2" color="text.secondary">
          {text.netOf(fee(withdrawal.net), fee(withdrawal.commission))}
        </Typography>
      )}
      <Typography
        component="bdi"
        dir="ltr"
        variant="body2"
        sx={{ fontWeight: 600, letterSpacing: 0.5, alignSelf: 'flex-start' }}
      >
        {groupedSheba(withdrawal.sheba)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {text.requestedAt(formatJalaliDateTime(withdrawal.created_at))}
      </Typography>
    </Stack>
  );
}
