import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Payment, toPersianDigits } from '@vakilyar/contract';
import type { ReactNode } from 'react';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { formatNumber, formatRials, formatToman } from '@/lib/format/money';
import { paymentsText } from '@/locales/fa/payments';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', py: 1 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ fontWeight: 500, textAlign: 'end' }}>{children}</Typography>
    </Stack>
  );
}

/** Amount in Rials and Toman, coins, purpose, bank reference, card and date of one payment. */
export function PaymentDetails({ payment }: { payment: Payment }) {
  const text = paymentsText.result;
  return (
    <Stack divider={<Divider flexItem />} sx={{ width: '100%', textAlign: 'start' }}>
      <Row label={text.amount}>
        {formatRials(payment.amount)}
        <br />
        <Typography component="span" variant="body2" color="text.secondary">
          {formatToman(payment.amount)}
        </Typography>
      </Row>
      <Row label={text.purpose}>{payment.purpose_label}</Row>
      {payment.coins > 0 && <Row label={text.coins}>{formatNumber(payment.coins)}</Row>}
      {payment.ref_id && <Row label={text.refId}>{toPersianDigits(payment.ref_id)}</Row>}
      {payment.card_pan && (
        <Row label={text.card}>
          <bdi dir="ltr">{toPersianDigits(payment.card_pan)}</bdi>
        </Row>
      )}
      <Row label={text.date}>{formatJalaliDateTime(payment.paid_at ?? payment.created_at)}</Row>
    </Stack>
  );
}
