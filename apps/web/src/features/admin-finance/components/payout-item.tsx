import ContentCopy from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { coinPackagePrice, type PayoutRequest, toPersianDigits } from '@vakilyar/contract';
import { Link as RouterLink } from 'react-router';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { formatNumber, formatRials, formatToman } from '@/lib/format/money';
import { groupedSheba } from '@/lib/format/sheba';
import { notifySuccess } from '@/lib/notify';
import { adminFinanceText } from '@/locales/fa/admin-finance';
import { adminUserPath } from '../admin-paths';
import { fullName } from './payout-dialogs';

const text = adminFinanceText.payouts;
const STATUS_COLORS = { pending: 'warning', paid: 'success', rejected: 'default' } as const;

interface PayoutItemProps {
  payout: PayoutRequest;
  /** Rials per coin now, for the amount to transfer; undefined while it loads. */
  exchangeRate?: number;
  onPay: () => void;
  onReject: () => void;
}

/** One withdrawal request: who, how much, to which Sheba, when; pay or reject while it is pending. */
export function PayoutItem({ payout, exchangeRate, onPay, onReject }: PayoutItemProps) {
  const name = fullName(payout);
  const rials = exchangeRate === undefined ? null : coinPackagePrice(payout.coins, exchangeRate);

  const handleCopy = async () => {
    await navigator.clipboard?.writeText(payout.sheba);
    notifySuccess(text.copied);
  };

  return (
    <Stack component="li" spacing={1} sx={{ py: 2 }} aria-label={name}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Link component={RouterLink} to={adminUserPath(payout.user.pid)} sx={{ fontWeight: 700 }}>
          {name}
        </Link>
        {payout.user.phone && (
          <Typography variant="body2" color="text.secondary">
            {toPersianDigits(payout.user.phone)}
          </Typography>
        )}
        <Chip size="small" color={STATUS_COLORS[payout.status]} label={payout.status_label} />
      </Stack>
      <Typography sx={{ fontWeight: 700 }}>
        {adminFinanceText.coins(formatNumber(payout.coins))}
        {rials !== null && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ fontWeight: 400 }}>
            {`، ${text.worth(formatRials(rials), formatToman(rials))}`}
          </Typography>
        )}
      </Typography>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {`${text.sheba}:`}
        </Typography>
        <Typography component="bdi" dir="ltr" variant="body2" sx={{ fontWeight: 600, letterSpacing: 0.5 }}>
          {groupedSheba(payout.sheba)}
        </Typography>
        <Tooltip title={text.copySheba}>
          <IconButton size="small" onClick={handleCopy} aria-label={text.copySheba}>
            <ContentCopy fontSize="inherit" />
          </IconButton>
        </Tooltip>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {text.requestedAt(formatJalaliDateTime(payout.created_at))}
        {payout.decided_at && `، ${text.decidedAt(formatJalaliDateTime(payout.decided_at))}`}
      </Typography>
      {payout.paid_reference && (
        <Typography variant="body2">{text.reference(toPersianDigits(payout.paid_reference))}</Typography>
      )}
      {payout.reject_reason && <Typography variant="body2">{text.reason(payout.reject_reason)}</Typography>}
      {payout.status === 'pending' && (
        <Stack direction="row" spacing={1}>
          <Button variant="contained" size="small" onClick={onPay} aria-label={text.payNamed(name)}>
            {text.pay}
          </Button>
          <Button color="error" size="small" onClick={onReject} aria-label={text.rejectNamed(name)}>
            {text.reject}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
