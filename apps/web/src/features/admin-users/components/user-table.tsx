import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { createColumnHelper } from '@tanstack/react-table';
import { type AdminUser, ROLE_LABELS, toPersianDigits } from '@vakilyar/contract';
import { DataTable } from '@/components/data-table/data-table';
import { adminUserPath } from '@/features/admin-finance/admin-paths';
import { formatJalaliDate } from '@/lib/format/jalali';
import { adminUsersText, adminUserTableText } from '@/locales/fa/admin-users';
import { fullNameOf } from './user-list';

/** The columns the server sorts by (`?ordering=`): the name sorts by the family name. */
export const USER_SORTS = ['last_name', 'phone', 'created_at', 'last_sign_in_at'] as const;

const text = adminUsersText;
const column = createColumnHelper<AdminUser>();

const columns = [
  column.accessor(fullNameOf, {
    id: 'last_name',
    header: adminUserTableText.name,
    enableSorting: true,
    meta: { primary: true, width: '24%' },
  }),
  column.accessor('phone', {
    id: 'phone',
    header: text.details.mobile,
    enableSorting: true,
    meta: { numeric: true },
    cell: ({ getValue }) => toPersianDigits(getValue() ?? text.noPhone),
  }),
  column.accessor('roles', {
    header: adminUserTableText.roles,
    cell: ({ getValue }) => (
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {getValue().map((role) => (
          <Chip key={role} size="small" variant="outlined" label={ROLE_LABELS[role]} />
        ))}
      </Stack>
    ),
  }),
  column.accessor('is_active', {
    header: text.state,
    cell: ({ getValue }) =>
      getValue() ? (
        <Chip size="small" color="success" variant="outlined" label={adminUserTableText.active} />
      ) : (
        <Chip size="small" color="error" variant="outlined" label={text.inactiveChip} />
      ),
  }),
  column.accessor('created_at', {
    id: 'created_at',
    header: text.details.joined,
    enableSorting: true,
    sortDescFirst: true,
    meta: { numeric: true },
    cell: ({ getValue }) => formatJalaliDate(getValue()),
  }),
  column.accessor('last_sign_in_at', {
    id: 'last_sign_in_at',
    header: text.details.lastSignIn,
    enableSorting: true,
    sortDescFirst: true,
    meta: { numeric: true },
    cell: ({ getValue }) => {
      const at = getValue();
      return at ? formatJalaliDate(at) : '—';
    },
  }),
];

interface UserTableProps {
  users: readonly AdminUser[];
  ordering: string;
  onOrderingChange: (ordering: string) => void;
}

/** Every user on a wide screen: one row each, each row opens the user's page. */
export function UserTable({ users, ordering, onOrderingChange }: UserTableProps) {
  return (
    <DataTable
      label={text.title}
      rows={users}
      columns={columns}
      getRowId={(user) => user.pid}
      ordering={ordering}
      onOrderingChange={onOrderingChange}
      rowHref={(user) => adminUserPath(user.pid)}
    />
  );
}
