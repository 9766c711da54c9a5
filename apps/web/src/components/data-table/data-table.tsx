import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {
  type Cell,
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type SortingState,
  type Updater,
  useReactTable,
} from '@tanstack/react-table';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import './column-meta';
import { DensityToggle } from './density-toggle';
import { orderingOf, sortingOf } from './ordering';
import { SortHeader } from './sort-header';
import { useTableDensity } from './use-table-density';

export interface DataTableProps<Row> {
  /** The table's name for screen readers («پرونده‌ها»). */
  label: string;
  rows: readonly Row[];
  // biome-ignore lint/suspicious/noExplicitAny: TanStack's own column type; each column's value type differs
  columns: ColumnDef<Row, any>[];
  getRowId: (row: Row) => string;
  /**
   * The server's `?ordering=` and its setter: a paged list is sorted by the server, never one page at a time.
   * Only the columns marked `enableSorting` offer it.
   */
  ordering?: string;
  onOrderingChange?: (ordering: string) => void;
  /** Where a row leads: the whole row is clickable and its primary cell is the link. */
  rowHref?: (row: Row) => string;
  /** What a row does when it has no page of its own: it is then focusable and Enter or Space activate it. */
  onRowActivate?: (row: Row) => void;
  /** Beside the density choice, above the table (e.g. a count). */
  toolbar?: ReactNode;
}

/** A click that landed on something of its own (a link, a button, a menu) is not a click on the row. */
const fromControl = (event: MouseEvent) =>
  event.target instanceof Element &&
  event.target.closest('a, button, input, select, textarea, [role="button"], [role="menuitem"]') !== null;

/** The top bar's height on a wide screen (MUI's toolbar): the sticky header stops under it. */
const TOP_BAR = 64;

/** Compact rows hold one line each: a second line joins the first, what does not fit ends in «…». */
const oneLine = {
  // Fixed layout: the columns share the page's width, so a long cell is cut rather than widening the table.
  tableLayout: 'fixed',
  '& td': { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  '& td .cell-secondary': { display: 'inline', marginInlineStart: '0.5rem' },
  '& td .MuiStack-root': { flexWrap: 'nowrap' },
} as const;

/**
 * A desktop list: TanStack Table drawn with MUI's table. The page scrolls (no box of its own) under a header
 * that sticks below the top bar, server-side sorting with `aria-sort`, row hover, whole-row links, a
 * density choice remembered on the device (compact: one line a row), tabular figures for numbers.
 */
export function DataTable<Row>({
  label,
  rows,
  columns,
  getRowId,
  ordering = '',
  onOrderingChange,
  rowHref,
  onRowActivate,
  toolbar,
}: DataTableProps<Row>) {
  const navigate = useNavigate();
  const [density, setDensity] = useTableDensity();
  const sorting = sortingOf(ordering);
  const table = useReactTable<Row>({
    data: rows as Row[],
    columns,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    enableMultiSort: false,
    sortDescFirst: false,
    defaultColumn: { enableSorting: false },
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      onOrderingChange?.(orderingOf(next));
    },
  });

  const activate = (row: Row, event: MouseEvent) => {
    if (fromControl(event) || window.getSelection()?.toString()) return;
    if (rowHref) {
      if (event.ctrlKey || event.metaKey) window.open(rowHref(row), '_blank', 'noopener');
      else void navigate(rowHref(row));
    } else onRowActivate?.(row);
  };
  const handleKey = (row: Row, event: KeyboardEvent) => {
    if (event.target !== event.currentTarget || !onRowActivate) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowActivate(row);
    }
  };
  const clickable = Boolean(rowHref || onRowActivate);

  const renderCell = (row: Row, cell: Cell<Row, unknown>) => {
    const content = flexRender(cell.column.columnDef.cell, cell.getContext());
    if (!rowHref || !cell.column.columnDef.meta?.primary) return content;
    return (
      <Link
        component={RouterLink}
        to={rowHref(row)}
        color="inherit"
        underline="hover"
        sx={{ fontWeight: 700 }}
      >
        {content}
      </Link>
    );
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <div>{toolbar}</div>
        <DensityToggle density={density} onChange={setDensity} />
      </Stack>
      {/* Visible overflow: a scrolling box of its own would hold the sticky header and add a scrollbar. */}
      <TableContainer component={Paper} variant="outlined" sx={{ overflow: 'visible' }}>
        <Table
          stickyHeader
          size="small"
          aria-label={label}
          sx={{
            '& td, & th': {
              py: density === 'compact' ? 0.5 : 1.25,
              fontVariantNumeric: 'tabular-nums',
              fontFeatureSettings: '"tnum"',
            },
            '& thead th': { bgcolor: 'background.paper', borderBottomWidth: 2, top: TOP_BAR },
            ...(density === 'compact' ? oneLine : {}),
          }}
        >
          <TableHead>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id}>
                {group.headers.map((header) => (
                  <SortHeader key={header.id} header={header} />
                ))}
              </TableRow>
            ))}
          </TableHead>
          <TableBody>
            {table.getRowModel().rows.map((row) => (
              <TableRow
                key={row.id}
                hover
                tabIndex={onRowActivate && !rowHref ? 0 : undefined}
                onClick={clickable ? (event) => activate(row.original, event) : undefined}
                onKeyDown={onRowActivate ? (event) => handleKey(row.original, event) : undefined}
                sx={{
                  cursor: clickable ? 'pointer' : undefined,
                  '&:last-child td': { borderBottom: 0 },
                  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
                }}
              >
                {row.getVisibleCells().map((cell) => {
                  const meta = cell.column.columnDef.meta;
                  return (
                    <TableCell
                      key={cell.id}
                      sx={{ whiteSpace: meta?.numeric ? 'nowrap' : undefined, verticalAlign: 'middle' }}
                    >
                      {renderCell(row.original, cell)}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
