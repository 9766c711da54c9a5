import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

interface MoneyTableProps {
  label: string;
  head: string[];
  rows: { key: string; cells: ReactNode[]; alarm?: boolean }[];
  foot?: ReactNode[];
}

/** A small table of the books: scrolls sideways on a phone rather than squeezing its figures. */
export function MoneyTable({ label, head, rows, foot }: MoneyTableProps) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label={label} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label} sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            {head.map((cell) => (
              <TableCell key={cell} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              {row.cells.map((cell, index) => (
                <TableCell
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are fixed columns
                  key={index}
                  sx={{ whiteSpace: 'nowrap', color: row.alarm && index > 0 ? 'error.main' : undefined }}
                >
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {foot && (
            <TableRow>
              {foot.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                <TableCell key={index} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
