import Add from '@mui/icons-material/Add';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import SearchOff from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MessageCard } from '@/components/message-card';
import { PageLayout } from '@/components/page-layout';
import { ListBody } from '@/features/cases/kit/list-body';
import { ListPager } from '@/features/cases/kit/list-pager';
import { SearchField } from '@/features/cases/kit/search-field';
import { useListParams } from '@/features/cases/kit/use-list-params';
import { usePermissions } from '@/features/cases/kit/use-permissions';
import { PATHS } from '@/lib/route-paths';
import { archiveText } from '@/locales/fa/archive';
import { useCreateCabinet } from '../api/create-cabinet';
import { useCabinets } from '../api/list-cabinets';
import { CabinetFormDialog } from '../components/cabinet-form-dialog';
import { CabinetList } from '../components/cabinet-list';

/** /archive: the office's cabinets; a new one is made in a dialog. */
export function ArchivePage() {
  const { page, pageSize, search, setPage, setFilters } = useListParams();
  const [creating, setCreating] = useState(false);
  const { can } = usePermissions();
  const cabinets = useCabinets({ page, page_size: pageSize, search });
  const createCabinet = useCreateCabinet();
  const navigate = useNavigate();

  const newButton = can('archive.manage') && (
    <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
      {archiveText.newCabinet}
    </Button>
  );

  return (
    <PageLayout title={archiveText.title} actions={newButton}>
      <Stack spacing={2}>
        <SearchField
          value={search}
          onSearch={(text) => setFilters({ search: text })}
          label={archiveText.searchLabel}
          placeholder={archiveText.searchPlaceholder}
        />
        <ListBody
          isPending={cabinets.isPending}
          isError={cabinets.isError}
          onRetry={cabinets.refetch}
          isEmpty={cabinets.data?.count === 0}
          empty={
            search ? (
              <MessageCard
                icon={<SearchOff />}
                title={archiveText.empty.searchTitle}
                body={archiveText.empty.searchBody}
              />
            ) : (
              <MessageCard
                icon={<Inventory2Outlined />}
                title={archiveText.empty.title}
                body={archiveText.empty.body}
                action={newButton}
              />
            )
          }
        >
          <CabinetList cabinets={cabinets.data?.results ?? []} />
          <ListPager
            count={cabinets.data?.count ?? 0}
            page={page}
            pageSize={pageSize}
            onPageChange={setPage}
          />
        </ListBody>
      </Stack>
      {creating && (
        <CabinetFormDialog
          onClose={() => setCreating(false)}
          onSubmit={async (values) => {
            const created = await createCabinet.mutateAsync(values);
            await navigate(`${PATHS.archive}/${created.pid}`);
          }}
        />
      )}
    </PageLayout>
  );
}
