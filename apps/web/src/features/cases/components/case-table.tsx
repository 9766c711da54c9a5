import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createColumnHelper } from '@tanstack/react-table';
import { CASE_STAGE_LABELS, type Case, type CaseOrdering, toPersianDigits } from '@vakilyar/contract';
import { DataTable } from '@/components/data-table/data-table';
import { formatJalaliDate, formatOfficeClock } from '@/lib/format/jalali';
import { casesText, caseTableText } from '@/locales/fa/cases';
import { CaseStatusChip } from './case-status-chip';

const column = createColumnHelper<Case>();

/** A cell's second line; in the compact density it follows the first on the same line. */
const muted = (text: string | null) =>
  text ? (
    <Typography
      variant="body2"
      color="text.secondary"
      component="span"
      className="cell-secondary"
      sx={{ display: 'block' }}
    >
      {text}
    </Typography>
  ) : null;

/** Text a narrow cell may cut with «…»: the whole of it on hover. */
const full = (text: string) => <span title={text}>{text}</span>;

// Under the heading «شعبه», «شعبه ۸» and «۸» alike read «۸».
const branchOf = (branch: string | null) => (branch ? toPersianDigits(branch.replace(/^شعبه\s*/, '')) : '—');

const columns = [
  column.accessor('title', {
    id: 'title',
    header: caseTableText.title,
    enableSorting: true,
    meta: { primary: true, width: '22%' },
    cell: ({ row: { original: item } }) => (
      <>
        {full(toPersianDigits(item.title))}
        {muted(item.case_number && casesText.list.number(toPersianDigits(item.case_number)))}
      </>
    ),
  }),
  // The server orders by the first client's name, the one named first here.
  column.accessor((item) => item.clients.map((c) => `${c.first_name} ${c.last_name}`).join('، '), {
    id: 'client',
    header: caseTableText.clients,
    enableSorting: true,
    cell: ({ getValue }) => (getValue() ? full(getValue()) : '—'),
  }),
  column.accessor('court', {
    id: 'court',
    header: caseTableText.court,
    enableSorting: true,
    cell: ({ getValue }) => {
      const court = getValue();
      return court ? full(toPersianDigits(court)) : '—';
    },
  }),
  column.accessor('branch', {
    id: 'branch',
    header: caseTableText.branch,
    enableSorting: true,
    meta: { numeric: true, width: '4.5rem' },
    cell: ({ getValue }) => branchOf(getValue()),
  }),
  column.accessor('stage', {
    id: 'stage',
    header: caseTableText.stage,
    enableSorting: true,
    // Room for the stage and status chips side by side.
    meta: { width: '10.5rem' },
    cell: ({ row: { original: item } }) => (
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Chip size="small" variant="outlined" label={CASE_STAGE_LABELS[item.stage]} />
        <CaseStatusChip status={item.status} />
        {item.access === 'co_counsel' && (
          <Chip size="small" variant="outlined" color="info" label={casesText.list.shared} />
        )}
      </Stack>
    ),
  }),
  column.accessor((item) => item.next_hearing ?? null, {
    id: 'next_hearing',
    header: caseTableText.nextHearing,
    enableSorting: true,
    meta: { numeric: true, width: '7.5rem' },
    cell: ({ getValue }) => {
      const at = getValue();
      if (!at) return muted(caseTableText.noHearing);
      return (
        <>
          {formatJalaliDate(at)}
          {muted(caseTableText.at(formatOfficeClock(at)))}
        </>
      );
    },
  }),
  column.accessor('updated_at', {
    id: 'updated_at',
    header: caseTableText.updated,
    enableSorting: true,
    sortDescFirst: true,
    meta: { numeric: true, width: '7rem' },
    cell: ({ getValue }) => formatJalaliDate(getValue()),
  }),
];

/** The columns the server sorts by (`?ordering=`). */
export const CASE_SORTS = [
  'title',
  'client',
  'court',
  'branch',
  'stage',
  'next_hearing',
  'updated_at',
] as const satisfies readonly CaseOrdering[];

interface CaseTableProps {
  cases: readonly Case[];
  linkTo: (pid: string) => string;
  ordering: string;
  onOrderingChange: (ordering: string) => void;
}

/** The office's cases on a wide screen: one row each, sorted by the server on the column chosen. */
export function CaseTable({ cases, linkTo, ordering, onOrderingChange }: CaseTableProps) {
  return (
    <DataTable
      label={casesText.title}
      rows={cases}
      columns={columns}
      getRowId={(item) => item.pid}
      ordering={ordering}
      onOrderingChange={onOrderingChange}
      rowHref={(item) => linkTo(item.pid)}
    />
  );
}
