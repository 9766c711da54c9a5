import Typography from '@mui/material/Typography';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import type { Consultation } from '@vakilyar/contract';
import { useMemo } from 'react';
import { useCoinPriceFormatter } from '@/components/coin-price';
import { DataTable } from '@/components/data-table/data-table';
import { formatJalaliDate, formatOfficeClock } from '@/lib/format/jalali';
import { PATHS } from '@/lib/route-paths';
import { consultationText } from '@/locales/fa/consultation';
import { ConsultationStatusChip } from './consultation-status-chip';

const text = consultationText.consultationTable;

/** The columns the server sorts my consultations by (`?ordering=`); without one, the newest first. */
export const MY_CONSULTATION_SORTS = ['scheduled_at', 'fee', 'status', 'created_at'] as const;

const column = createColumnHelper<Consultation>();

const nameOf = (person: Consultation['client']) => `${person.first_name} ${person.last_name}`.trim();

const muted = (line: string) => (
  <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
    {line}
  </Typography>
);

const columnsFor = (coinPrice: (coins: number) => string) => [
  column.accessor('subject', {
    header: text.subject,
    meta: { primary: true, width: '28%' },
  }),
  column.display({
    id: 'other_party',
    header: text.otherParty,
    cell: ({ row: { original: c } }) =>
      c.my_role === 'client' ? (
        <>
          {nameOf(c.consultant)}
          {muted(text.consultant)}
        </>
      ) : (
        <>
          {nameOf(c.client)}
          {muted(text.client)}
        </>
      ),
  }),
  column.accessor('kind_label', { header: text.kind }),
  column.accessor('scheduled_at', {
    id: 'scheduled_at',
    header: text.scheduled,
    enableSorting: true,
    meta: { numeric: true },
    cell: ({ getValue }) => {
      const at = getValue();
      if (!at) return muted(text.notScheduled);
      return (
        <>
          {formatJalaliDate(at)}
          {muted(text.at(formatOfficeClock(at)))}
        </>
      );
    },
  }),
  column.accessor('fee', {
    id: 'fee',
    header: text.fee,
    enableSorting: true,
    sortDescFirst: true,
    meta: { numeric: true },
    cell: ({ getValue }) => coinPrice(getValue()),
  }),
  column.accessor('status', {
    id: 'status',
    header: text.status,
    enableSorting: true,
    cell: ({ getValue }) => <ConsultationStatusChip status={getValue()} />,
  }),
  column.accessor('created_at', {
    id: 'created_at',
    header: text.requested,
    enableSorting: true,
    sortDescFirst: true,
    meta: { numeric: true },
    cell: ({ getValue }) => formatJalaliDate(getValue()),
  }),
];

interface ConsultationTableProps {
  consultations: readonly Consultation[];
  ordering: string;
  onOrderingChange: (ordering: string) => void;
}

/**
 * My consultations on a wide screen: one row each, sorted by the server on the column chosen; a row opens the
 * consultation's page, where its actions are.
 */
export function ConsultationTable({ consultations, ordering, onOrderingChange }: ConsultationTableProps) {
  const coinPrice = useCoinPriceFormatter();
  const columns = useMemo(() => columnsFor(coinPrice) as ColumnDef<Consultation, unknown>[], [coinPrice]);
  return (
    <DataTable
      label={consultationText.consultations.listLabel}
      rows={consultations}
      columns={columns}
      getRowId={(c) => c.pid}
      ordering={ordering}
      onOrderingChange={onOrderingChange}
      rowHref={(c) => `${PATHS.consultations}/${c.pid}`}
    />
  );
}
