import Add from '@mui/icons-material/Add';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import { toPersianDigits } from '@vakilyar/contract';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useDesktop } from '@/components/data-table/use-desktop';
import { useOrderingParam } from '@/components/data-table/use-ordering-param';
import { MessageCard } from '@/components/message-card';
import { PageLayout } from '@/components/page-layout';
import { PATHS } from '@/lib/route-paths';
import { casesText, officeUiText } from '@/locales/fa/cases';
import { useCases } from '../api/list-cases';
import { ADVANCED_FILTER_KEYS, CASE_FILTER_KEYS, toSearchParams } from '../components/case-filter-keys';
import { CaseFilters } from '../components/case-filters';
import { CaseList } from '../components/case-list';
import { CASE_SORTS, CaseTable } from '../components/case-table';
import { ListBody } from '../kit/list-body';
import { ListPager } from '../kit/list-pager';
import { SearchField } from '../kit/search-field';
import { useListParams } from '../kit/use-list-params';
import { usePermissions } from '../kit/use-permissions';

const NEW_CASE = `${PATHS.cases}/new`;
const caseLink = (pid: string) => `${PATHS.cases}/${pid}`;

// The advanced search (its date pickers) loads when opened, not with the list.
const AdvancedSearchPanel = lazy(() =>
  import('../components/advanced-search-panel').then((module) => ({ default: module.AdvancedSearchPanel })),
);

/** /cases: the office's cases with filters, advanced search and paging, all kept in the address. */
export function CasesPage() {
  const { page, pageSize, search, filters, setPage, setFilters, clearFilters } =
    useListParams(CASE_FILTER_KEYS);
  const advancedCount = ADVANCED_FILTER_KEYS.filter((key) => filters[key] !== '').length;
  const [advancedOpen, setAdvancedOpen] = useState(advancedCount > 0);
  const { can } = usePermissions();
  const [ordering, setOrdering] = useOrderingParam(CASE_SORTS);
  const desktop = useDesktop();
  const cases = useCases({ ...toSearchParams(filters, page, pageSize, search), ordering });
  const filtered = search !== '' || CASE_FILTER_KEYS.some((key) => filters[key] !== '');

  const newButton = can('case.create') && (
    <Button variant="contained" startIcon={<Add />} component={Link} to={NEW_CASE}>
      {casesText.newCase}
    </Button>
  );

  return (
    <PageLayout title={casesText.title} actions={newButton}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <SearchField
            value={search}
            onSearch={(text) => setFilters({ search: text })}
            label={casesText.searchLabel}
            placeholder={casesText.searchPlaceholder}
          />
          <Badge
            badgeContent={toPersianDigits(advancedCount)}
            color="secondary"
            invisible={advancedCount === 0}
          >
            <Button
              variant={advancedOpen ? 'contained' : 'outlined'}
              color="primary"
              startIcon={<TuneOutlined />}
              onClick={() => setAdvancedOpen((open) => !open)}
              aria-expanded={advancedOpen}
              sx={{ whiteSpace: 'nowrap', height: 40 }}
            >
              {casesText.filters.advanced}
            </Button>
          </Badge>
        </Stack>
        <CaseFilters filters={filters} onChange={setFilters} />
        <Collapse in={advancedOpen} unmountOnExit>
          <Suspense fallback={null}>
            <AdvancedSearchPanel
              key={ADVANCED_FILTER_KEYS.map((key) => filters[key]).join('|')}
              applied={filters}
              onApply={setFilters}
              onClear={() => setFilters(Object.fromEntries(ADVANCED_FILTER_KEYS.map((key) => [key, ''])))}
            />
          </Suspense>
        </Collapse>
        <ListBody
          isPending={cases.isPending}
          isError={cases.isError}
          onRetry={cases.refetch}
          isEmpty={cases.data?.count === 0}
          empty={
            filtered ? (
              <MessageCard
                icon={<SearchOff />}
                title={casesText.empty.filteredTitle}
                body={casesText.empty.filteredBody}
                action={
                  <Button variant="outlined" onClick={clearFilters}>
                    {officeUiText.clearFilters}
                  </Button>
                }
              />
            ) : (
              <MessageCard
                icon={<FolderOutlined />}
                title={casesText.empty.title}
                body={casesText.empty.body}
                action={newButton}
              />
            )
          }
        >
          {desktop ? (
            <CaseTable
              cases={cases.data?.results ?? []}
              linkTo={caseLink}
              ordering={ordering}
              onOrderingChange={setOrdering}
            />
          ) : (
            <CaseList cases={cases.data?.results ?? []} linkTo={caseLink} />
          )}
          <ListPager count={cases.data?.count ?? 0} page={page} pageSize={pageSize} onPageChange={setPage} />
        </ListBody>
      </Stack>
    </PageLayout>
  );
}
