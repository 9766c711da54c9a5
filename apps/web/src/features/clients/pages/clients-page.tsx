import Add from '@mui/icons-material/Add';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link } from 'react-router';
import { useDesktop } from '@/components/data-table/use-desktop';
import { useOrderingParam } from '@/components/data-table/use-ordering-param';
import { MessageCard } from '@/components/message-card';
import { PageLayout } from '@/components/page-layout';
import { ListBody } from '@/features/cases/kit/list-body';
import { ListPager } from '@/features/cases/kit/list-pager';
import { SearchField } from '@/features/cases/kit/search-field';
import { useListParams } from '@/features/cases/kit/use-list-params';
import { usePermissions } from '@/features/cases/kit/use-permissions';
import { PATHS } from '@/lib/route-paths';
import { clientsText } from '@/locales/fa/clients';
import { useClients } from '../api/list-clients';
import { ClientList } from '../components/client-list';
import { CLIENT_SORTS, ClientTable } from '../components/client-table';

const NEW_CLIENT = `${PATHS.clients}/new`;

/** /clients: the office's clients, searchable, a page at a time. */
export function ClientsPage() {
  const { page, pageSize, search, setPage, setFilters } = useListParams();
  const { can } = usePermissions();
  const [ordering, setOrdering] = useOrderingParam(CLIENT_SORTS);
  const desktop = useDesktop();
  const clients = useClients({ page, page_size: pageSize, search, ordering });
  const canCreate = can('client.create');

  const newButton = canCreate && (
    <Button variant="contained" startIcon={<Add />} component={Link} to={NEW_CLIENT}>
      {clientsText.newClient}
    </Button>
  );

  return (
    <PageLayout title={clientsText.title} actions={newButton}>
      <Stack spacing={2}>
        <SearchField
          value={search}
          onSearch={(text) => setFilters({ search: text })}
          label={clientsText.searchLabel}
          placeholder={clientsText.searchPlaceholder}
        />
        <ListBody
          isPending={clients.isPending}
          isError={clients.isError}
          onRetry={clients.refetch}
          isEmpty={clients.data?.count === 0}
          empty={
            search ? (
              <MessageCard
                icon={<SearchOff />}
                title={clientsText.empty.searchTitle}
                body={clientsText.empty.searchBody}
              />
            ) : (
              <MessageCard
                icon={<PeopleAltOutlined />}
                title={clientsText.empty.title}
                body={clientsText.empty.body}
                action={newButton}
              />
            )
          }
        >
          {desktop ? (
            <ClientTable
              clients={clients.data?.results ?? []}
              ordering={ordering}
              onOrderingChange={setOrdering}
            />
          ) : (
            <ClientList clients={clients.data?.results ?? []} />
          )}
          <ListPager
            count={clients.data?.count ?? 0}
            page={page}
            pageSize={pageSize}
            onPageChange={setPage}
          />
        </ListBody>
      </Stack>
    </PageLayout>
  );
}
