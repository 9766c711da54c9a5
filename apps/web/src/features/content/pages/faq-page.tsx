import ContactSupportOutlined from '@mui/icons-material/ContactSupportOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { searchKey, toPersianDigits } from '@vakilyar/contract';
import { Link } from 'react-router';
import { MessageCard } from '@/components/message-card';
import { ListBody } from '@/features/cases/kit/list-body';
import { ListPager } from '@/features/cases/kit/list-pager';
import { SearchField } from '@/features/cases/kit/search-field';
import { useListParams } from '@/features/cases/kit/use-list-params';
import { PATHS } from '@/lib/route-paths';
import { faqText } from '@/locales/fa/content';
import { useFaqCategories } from '../api/list-faq-categories';
import { useFaqs } from '../api/list-faqs';
import { FaqAccordion } from '../components/faq-accordion';
import { FilterChips } from '../components/filter-chips';
import { PublicPage } from '../components/public-page';

const FILTERS = ['category'] as const;

/**
 * /faq: a search sent once typing pauses (as the search key the server compares: Arabic letters and
 * Persian digits folded), category chips, and the questions.
 */
export function FaqPage() {
  const { page, pageSize, search, filters, setPage, setFilters } = useListParams(FILTERS);
  const categories = useFaqCategories();
  const faqs = useFaqs({
    page,
    page_size: pageSize,
    search: searchKey(search) || undefined,
    category: filters.category || undefined,
  });

  return (
    <PublicPage title={faqText.title} hint={faqText.hint}>
      <Stack spacing={2}>
        <SearchField
          value={search}
          onSearch={(text) => setFilters({ search: text })}
          label={faqText.search}
          placeholder={faqText.searchPlaceholder}
        />
        {(categories.data?.length ?? 0) > 0 && (
          <FilterChips
            label={faqText.categories}
            choices={[
              { value: '', label: faqText.allCategories },
              ...(categories.data ?? []).map((category) => ({
                value: category.pid,
                label: `${category.title} (${toPersianDigits(category.faqs_count)})`,
              })),
            ]}
            value={filters.category}
            onChange={(category) => setFilters({ category })}
          />
        )}
      </Stack>
      <ListBody
        isPending={faqs.isPending}
        isError={faqs.isError}
        onRetry={faqs.refetch}
        isEmpty={faqs.data?.count === 0}
        empty={
          <MessageCard
            icon={<ContactSupportOutlined />}
            title={faqText.empty}
            body={search ? faqText.emptySearch(search) : undefined}
            action={
              <Button component={Link} to={PATHS.contact} variant="contained">
                {faqText.askUs}
              </Button>
            }
          />
        }
      >
        <Stack spacing={2}>
          <FaqAccordion faqs={faqs.data?.results ?? []} />
          <ListPager count={faqs.data?.count ?? 0} page={page} pageSize={pageSize} onPageChange={setPage} />
        </Stack>
      </ListBody>
    </PublicPage>
  );
}
