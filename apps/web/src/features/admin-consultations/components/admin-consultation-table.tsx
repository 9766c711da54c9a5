import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import type { Consultation } from '@vakilyar/contract';
import { useMemo } from 'react';
import { useCoinPriceFormatter } from '@/components/coin-price';
import { DataTable } from '@/components/data-table/data-table';
import { ConsultationStatusChip } from '@/features/consultation/components/consultation-status-chip';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import {
  adminConsultationTableText as columnsText,
  adminConsultationsText as text,
} from '@/locales/fa/admin-consultations';

/** The columns the server sorts by (`?ordering=`); without one, open disputes come first. */
export const CONSULTATION_SORTS = ['fee', 'scheduled_at', 'status', 'created_at'] as const;

const nameOf = (person: Consultation['client']) => `${person.first_name} ${person.last_name}`.trim();
const column = createColumnHelper<Consultation>();

const columnsFor = (onSettle: (pid: string) => void, coinPrice: (coins: number) => string) => [
  column.accessor('subject', {
    header: columnsText.subject,
    meta: { width: '30%' },
    cell: ({ row: { original: c } }) => (
      <>
        <Typography sx={{ fontWeight: 700, fontSize: 'inherit' }}>{c.subject}</Typography>
        {c.dispute_reason && (
          <Typography variant="body2" color={c.status === 'disputed' ? 'error' : 'text.secondary'}>
            {text.disputeReason}: {c.dispute_reason}
          </Typography>
        )}
        {c.settlement && (
          <Typography variant="body2" color="success.main">
            {text.settlement[c.settlement]}
          </Typography>
        )}
      </>
    ),
  }),
  column.accessor((c) => nameOf(c.client), { id: 'client', header: columnsText.client }),
  column.accessor((c) => nameOf(c.consultant), { id: 'consultant', header: columnsText.consultant }),
  column.accessor('kind_label', { header: columnsText.kind }),
  column.accessor('fee', {
    id: 'fee',
    header: columnsText.fee,
    enableSorting: true,
    sortDescFirst: true,
    meta: { numeric: true },
    cell: ({ getValue }) => coinPrice(getValue()),
  }),
  column.accessor('scheduled_at', {
    id: 'scheduled_at',
    header: columnsText.scheduled,
    enableSorting: true,
    meta: { numeric: true },
    cell: ({ getValue }) => {
      const at = getValue();
      return at ? formatJalaliDateTime(at) : '—';
    },
  }),
  column.accessor('status', {
    id: 'status',
    header: columnsText.status,
    enableSorting: true,
    cell: ({ getValue }) => <ConsultationStatusChip status={getValue()} />,
  }),
  column.display({
    id: 'action',
    header: columnsText.action,
    cell: ({ row: { original: c } }) =>
      c.status === 'disputed' ? (
        <Button
          variant="contained"
          size="small"
          onClick={() => onSettle(c.pid)}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {text.settle}
        </Button>
      ) : null,
  }),
];

interface AdminConsultationTableProps {
  consultations: readonly Consultation[];
  ordering: string;
  onOrderingChange: (ordering: string) => void;
  /** Opens the page's settle dialog for a disputed consultation. */
  onSettle: (pid: string) => void;
}

/** Every consultation on a wide screen: one row each, a disputed one settled from its row. */
export function AdminConsultationTable({
  consultations,
  ordering,
  onOrderingChange,
  onSettle,
}: AdminConsultationTableProps) {
  const coinPrice = useCoinPriceFormatter();
  const columns = useMemo(
    () => columnsFor(onSettle, coinPrice) as ColumnDef<Consultation, unknown>[],
    [onSettle, coinPrice],
  );
  return (
    <DataTable
      label={text.title}
      rows={consultations}
      columns={columns}
      getRowId={(c) => c.pid}
      ordering={ordering}
      onOrderingChange={onOrderingChange}
    />
  );
}
