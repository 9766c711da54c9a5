import Chip from '@mui/material/Chip';
import { createColumnHelper } from '@tanstack/react-table';
import { type Client, toPersianDigits } from '@vakilyar/contract';
import { DataTable } from '@/components/data-table/data-table';
import { formatJalaliDate } from '@/lib/format/jalali';
import { PATHS } from '@/lib/route-paths';
import { clientsText, clientTableText } from '@/locales/fa/clients';

/** The columns the server sorts by (`?ordering=`): the name sorts by the family name. */
export const CLIENT_SORTS = ['last_name', 'national_code', 'created_at'] as const;

const column = createColumnHelper<Client>();

const columns = [
  column.accessor('full_name', {
    id: 'last_name',
    header: clientTableText.name,
    enableSorting: true,
    meta: { primary: true, width: '28%' },
  }),
  column.accessor('national_code', {
    id: 'national_code',
    header: clientTableText.nationalCode,
    enableSorting: true,
    meta: { numeric: true },
    cell: ({ getValue }) => toPersianDigits(getValue()),
  }),
  column.accessor('mobile', {
    header: clientTableText.mobile,
    meta: { numeric: true },
    cell: ({ getValue }) => toPersianDigits(getValue()),
  }),
  column.accessor('cases_count', {
    header: clientTableText.cases,
    meta: { numeric: true },
    cell: ({ getValue }) => toPersianDigits(getValue()),
  }),
  column.accessor('has_account', {
    header: clientTableText.account,
    cell: ({ getValue }) =>
      getValue() ? (
        <Chip size="small" color="success" variant="outlined" label={clientsText.list.hasAccount} />
      ) : null,
  }),
  column.accessor('created_at', {
    id: 'created_at',
    header: clientTableText.created,
    enableSorting: true,
    sortDescFirst: true,
    meta: { numeric: true },
    cell: ({ getValue }) => formatJalaliDate(getValue()),
  }),
];

interface ClientTableProps {
  clients: readonly Client[];
  ordering: string;
  onOrderingChange: (ordering: string) => void;
}

/** The office's clients on a wide screen: one row each, each row opens the client. */
export function ClientTable({ clients, ordering, onOrderingChange }: ClientTableProps) {
  return (
    <DataTable
      label={clientsText.title}
      rows={clients}
      columns={columns}
      getRowId={(client) => client.pid}
      ordering={ordering}
      onOrderingChange={onOrderingChange}
      rowHref={(client) => `${PATHS.clients}/${client.pid}`}
    />
  );
}
