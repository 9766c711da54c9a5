import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Payment, toPersianDigits } from '@vakilyar/contract';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { formatNumber, formatRials, formatToman } from '@/lib/format/money';
import { paymentsText } from '@/locales/fa/payments';
import { PaymentStatusChip } from './payment-status-chip';

/** One card payment: what it paid for, how much in Rials and Toman, its state and date. */
export function PaymentListItem({ payment }: { payment: Payment }) {
  const text = paymentsText.item;
  return (
    <Stack component="li" spacing={1} sx={{ py: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 700 }}>{payment.purpose_label}</Typography>
        <PaymentStatusChip status={payment.status} label={payment.status_label} />
      </Stack>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 0.5, sm: 2 }}
        sx={{ justifyContent: 'space-between' }}
      >
        <Typography>
          {formatRials(payment.amount)}
          <Typography component="span" color="text.secondary" sx={{ mx: 1 }}>
            ({formatToman(payment.amount)})
          </Typography>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatJalaliDateTime(payment.created_at)}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {payment.coins > 0 && (
          <Typography variant="body2" color="text.secondary">
            {text.coins(formatNumber(payment.coins))}
          </Typography>
        )}
        {payment.ref_id && (
          <Typography variant="body2" color="text.secondary">
            {text.refId(toPersianDigits(payment.ref_id))}
          </Typography>
        )}
        {payment.card_pan && (
          <Typography variant="body2" color="text.secondary">
            {text.card} <bdi dir="ltr">{toPersianDigits(payment.card_pan)}</bdi>
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}
