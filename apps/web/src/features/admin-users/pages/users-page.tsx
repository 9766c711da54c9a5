import SearchOff from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ROLES, type Role } from '@vakilyar/contract';
import { useDesktop } from '@/components/data-table/use-desktop';
import { useOrderingParam } from '@/components/data-table/use-ordering-param';
import { MessageCard } from '@/components/message-card';
import { PageLayout } from '@/components/page-layout';
import { AdminOnly } from '@/features/admin-finance/kit/admin-only';
import { ListBody } from '@/features/cases/kit/list-body';
import { ListPager } from '@/features/cases/kit/list-pager';
import { useListParams } from '@/features/cases/kit/use-list-params';
import { adminUsersText } from '@/locales/fa/admin-users';
import { useUsers } from '../api/get-users';
import { UserList } from '../components/user-list';
import { USER_SORTS, UserTable } from '../components/user-table';
import { type UsersFilterKey, UsersFilters } from '../components/users-filters';

const FILTERS: readonly UsersFilterKey[] = ['role', 'is_active'];

const roleOf = (value: string): Role | undefined => ROLES.find((role) => role === value);
const stateOf = (value: string) => (value === 'true' || value === 'false' ? value : undefined);

function UsersList() {
  const { page, pageSize, search, filters, setPage, setFilters, clearFilters } = useListParams(FILTERS);
  const [ordering, setOrdering] = useOrderingParam(USER_SORTS);
  const desktop = useDesktop();
  const users = useUsers({
    ordering: ordering || undefined,
    page,
    page_size: pageSize,
    search: search || undefined,
    role: roleOf(filters.role),
    is_active: stateOf(filters.is_active),
  });
  const filtered = Boolean(search || filters.role || filters.is_active);

  return (
    <Stack spacing={2}>
      <UsersFilters search={search} filters={filters} onChange={setFilters} />
      <ListBody
        isPending={users.isPending}
        isError={users.isError}
        onRetry={users.refetch}
        isEmpty={users.data?.count === 0}
        empty={
          <MessageCard
            icon={<SearchOff />}
            title={adminUsersText.emptyTitle}
            body={adminUsersText.emptyBody}
            action={
              filtered && (
                <Button variant="outlined" onClick={clearFilters}>
                  {adminUsersText.clearFilters}
                </Button>
              )
            }
          />
        }
      >
        {desktop ? (
          <UserTable users={users.data?.results ?? []} ordering={ordering} onOrderingChange={setOrdering} />
        ) : (
          <UserList users={users.data?.results ?? []} />
        )}
        <ListPager count={users.data?.count ?? 0} page={page} pageSize={pageSize} onPageChange={setPage} />
      </ListBody>
    </Stack>
  );
}

/** /admin/users: every user, by name or mobile, role and state, a page at a time. */
export function UsersPage() {
  return (
    <PageLayout title={adminUsersText.title}>
      <AdminOnly>
        <UsersList />
      </AdminOnly>
    </PageLayout>
  );
}
