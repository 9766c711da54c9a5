import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { createColumnHelper } from '@tanstack/react-table';
import { AUDIT_ENTITY_LABELS, toPersianDigits } from '@vakilyar/contract';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { PATHS } from '@/lib/route-paths';
import { auditTableText, auditText } from '@/locales/fa/audit';
import type { AuditEntry } from '../api/list-audit-log';
import { ACTION_COLORS, entryPerson, linksToCase } from './audit-entry';

/** The log is sorted by time only (`?ordering=at`, oldest first): its order is its chain. */
export const AUDIT_SORTS = ['at'] as const;

const column = createColumnHelper<AuditEntry>();

const columns = [
  column.accessor('at', {
    id: 'at',
    header: auditText.columns.at,
    enableSorting: true,
    sortDescFirst: true,
    meta: { numeric: true },
    cell: ({ getValue }) => formatJalaliDateTime(getValue()),
  }),
  column.accessor('actor_name', {
    header: auditText.columns.actor,
    cell: ({ getValue }) => getValue() || auditText.system,
  }),
  column.accessor('action_label', {
    header: auditText.columns.action,
    cell: ({ row: { original: entry } }) => (
      <Chip size="small" color={ACTION_COLORS[entry.action] ?? 'default'} label={entry.action_label} />
    ),
  }),
  column.display({
    id: 'entity',
    header: auditText.columns.entity,
    meta: { width: '34%' },
    cell: ({ row: { original: entry } }) => {
      const person = entryPerson(entry);
      return [
        AUDIT_ENTITY_LABELS[entry.entity_type],
        entry.entity_label ? `: ${toPersianDigits(entry.entity_label)}` : '',
        person ? ` (${person})` : '',
      ].join('');
    },
  }),
  column.display({
    id: 'case',
    header: auditTableText.case,
    cell: ({ row: { original: entry } }) =>
      linksToCase(entry) ? (
        <Link component={RouterLink} to={`${PATHS.cases}/${entry.case_pid}`}>
          {auditText.openCase}
        </Link>
      ) : null,
  }),
  column.accessor('ip', {
    header: auditText.columns.ip,
    meta: { numeric: true },
    cell: ({ getValue }) => toPersianDigits(getValue() ?? '—'),
  }),
];

interface AuditTableProps {
  entries: readonly AuditEntry[];
  ordering: string;
  onOrderingChange: (ordering: string) => void;
}

/** The log on a wide screen: one row per entry, newest first unless the time column says otherwise. */
export function AuditTable({ entries, ordering, onOrderingChange }: AuditTableProps) {
  return (
    <DataTable
      label={auditText.title}
      rows={entries}
      columns={columns}
      getRowId={(entry) => String(entry.seq)}
      ordering={ordering}
      onOrderingChange={onOrderingChange}
    />
  );
}
