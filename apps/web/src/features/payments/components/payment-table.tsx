import Typography from '@mui/material/Typography';
import { createColumnHelper } from '@tanstack/react-table';
import { type Payment, toPersianDigits } from '@vakilyar/contract';
import { DataTable } from '@/components/data-table/data-table';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { formatNumber, formatRials, formatToman } from '@/lib/format/money';
import { paymentTableText } from '@/locales/fa/payments';
import { PaymentStatusChip } from './payment-status-chip';

const column = createColumnHelper<Payment>();

const columns = [
  column.accessor('created_at', {
    id: 'created_at',
    header: paymentTableText.date,
    enableSorting: true,
    sortDescFirst: true,
    meta: { numeric: true },
    cell: ({ getValue }) => formatJalaliDateTime(getValue()),
  }),
  column.accessor('purpose_label', {
    header: paymentTableText.purpose,
    meta: { width: '22%' },
    cell: ({ getValue }) => (
      <Typography sx={{ fontWeight: 700, fontSize: 'inherit' }}>{getValue()}</Typography>
    ),
  }),
  column.accessor('amount', {
    id: 'amount',
    header: paymentTableText.amount,
    enableSorting: true,
    sortDescFirst: true,
    meta: { numeric: true },
    cell: ({ getValue }) => (
      <>
        {formatRials(getValue())}
        <Typography variant="body2" color="text.secondary" sx={{ display: 'block' }} component="span">
          {formatToman(getValue())}
        </Typography>
      </>
    ),
  }),
  column.accessor('coins', {
    header: paymentTableText.coins,
    meta: { numeric: true },
    cell: ({ getValue }) => (getValue() > 0 ? formatNumber(getValue()) : '—'),
  }),
  column.accessor('status', {
    id: 'status',
    header: paymentTableText.status,
    enableSorting: true,
    cell: ({ row: { original: payment } }) => (
      <PaymentStatusChip status={payment.status} label={payment.status_label} />
    ),
  }),
  column.accessor('ref_id', {
    header: paymentTableText.refId,
    meta: { numeric: true },
    cell: ({ getValue }) => toPersianDigits(getValue() ?? '—'),
  }),
  column.accessor('card_pan', {
    header: paymentTableText.card,
    meta: { numeric: true },
    cell: ({ getValue }) => {
      const pan = getValue();
      return pan ? <bdi dir="ltr">{toPersianDigits(pan)}</bdi> : '—';
    },
  }),
];

interface PaymentTableProps {
  payments: readonly Payment[];
  ordering: string;
  onOrderingChange: (ordering: string) => void;
}

/** The user's card payments on a wide screen: one row each. */
export function PaymentTable({ payments, ordering, onOrderingChange }: PaymentTableProps) {
  return (
    <DataTable
      label={paymentTableText.label}
      rows={payments}
      columns={columns}
      getRowId={(payment) => payment.pid}
      ordering={ordering}
      onOrderingChange={onOrderingChange}
    />
  );
}
