import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import { flexRender, type Header } from '@tanstack/react-table';
import { dataTableText } from '@/locales/fa/data-table';

/** Read aloud, not seen (MUI's own `visuallyHidden`, which the material package does not export). */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** A column's heading; a sortable one is a button that says, aloud too, which way the list is sorted. */
export function SortHeader<Row>({ header }: { header: Header<Row, unknown> }) {
  const { column } = header;
  const meta = column.columnDef.meta;
  const label = flexRender(column.columnDef.header, header.getContext());
  const sorted = column.getIsSorted();
  const cellProps = {
    scope: 'col',
    sx: { width: meta?.width, whiteSpace: 'nowrap', fontWeight: 700, color: 'text.secondary' },
  } as const;
  if (!column.getCanSort()) return <TableCell {...cellProps}>{label}</TableCell>;
  const direction = sorted || column.getFirstSortDir();
  return (
    <TableCell
      {...cellProps}
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
      sortDirection={sorted}
    >
      <TableSortLabel
        active={sorted !== false}
        direction={direction}
        onClick={column.getToggleSortingHandler()}
        title={
          typeof column.columnDef.header === 'string'
            ? dataTableText.sortBy(column.columnDef.header)
            : undefined
        }
      >
        {label}
        {sorted && (
          <Box component="span" sx={visuallyHidden}>
            {sorted === 'asc' ? dataTableText.sortedAscending : dataTableText.sortedDescending}
          </Box>
        )}
      </TableSortLabel>
    </TableCell>
  );
}
