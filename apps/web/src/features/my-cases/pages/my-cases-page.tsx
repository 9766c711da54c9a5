import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import Stack from '@mui/material/Stack';
import { MessageCard } from '@/components/message-card';
import { PageLayout } from '@/components/page-layout';
import { ListBody } from '@/features/cases/kit/list-body';
import { ListPager } from '@/features/cases/kit/list-pager';
import { SearchField } from '@/features/cases/kit/search-field';
import { useListParams } from '@/features/cases/kit/use-list-params';
import { myCasesText } from '@/locales/fa/my-cases';
import { useMyCases } from '../api/list-my-cases';
import { MyCaseList } from '../components/my-case-list';

/** /my-cases: the cases the client's lawyers shared with them, read-only. */
export function MyCasesPage() {
  const { page, pageSize, search, setPage, setFilters } = useListParams();
  const cases = useMyCases({ page, page_size: pageSize, search });

  return (
    <PageLayout title={myCasesText.title}>
      <Stack spacing={2}>
        <SearchField
          value={search}
          onSearch={(text) => setFilters({ search: text })}
          label={myCasesText.searchLabel}
        />
        <ListBody
          isPending={cases.isPending}
          isError={cases.isError}
          onRetry={cases.refetch}
          isEmpty={cases.data?.count === 0}
          empty={
            search ? (
              <MessageCard icon={<SearchOff />} title={myCasesText.empty.searchTitle} />
            ) : (
              <MessageCard
                icon={<FolderSharedOutlined />}
                title={myCasesText.empty.title}
                body={myCasesText.empty.body}
              />
            )
          }
        >
          <MyCaseList cases={cases.data?.results ?? []} />
          <ListPager count={cases.data?.count ?? 0} page={page} pageSize={pageSize} onPageChange={setPage} />
        </ListBody>
      </Stack>
    </PageLayout>
  );
}
