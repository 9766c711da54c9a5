import ErrorOutline from '@mui/icons-material/ErrorOutline';
import SearchOff from '@mui/icons-material/SearchOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { MessageCard } from '@/components/message-card';
import { PageLoader } from '@/components/page-loader';
import { EmptyState } from '@/features/payments/components/empty-state';
import { ListPagination } from '@/features/payments/components/list-pagination';
import { formatNumber } from '@/lib/format/money';
import { commonText } from '@/locales/fa/common';
import { lawLibraryText } from '@/locales/fa/law-library';
import { type LawSearchParams, useLawSearch } from '../api/search-laws';
import { articleRefLabel } from './article-ref-links';
import { SearchHitItem } from './search-hit-item';

const text = lawLibraryText.search;

interface SearchResultsProps {
  params: Required<Pick<LawSearchParams, 'q' | 'page' | 'page_size'>> & { law?: string };
  onPage: (page: number) => void;
}

/** The article a reference named (first), then the articles whose words matched, a page at a time. */
export function SearchResults({ params, onPage }: SearchResultsProps) {
  const found = useLawSearch(params);
  const headingId = useId();
  const referenceId = useId();

  if (found.isPending) return <PageLoader />;
  if (found.isError) {
    return (
      <MessageCard
        icon={<ErrorOutline />}
        title={text.failed}
        action={<Button onClick={() => found.refetch()}>{commonText.retry}</Button>}
      />
    );
  }
  const { reference, reference_read_as: readAs, count, results } = found.data;
  // The reference is listed apart; the same article among the word matches on page one is not repeated.
  const hits = results.filter((hit) => hit.id !== reference?.id);

  return (
    <Stack spacing={2}>
      {found.isPlaceholderData && <LinearProgress aria-label={commonText.loading} />}
      {reference && (
        <Card
          variant="outlined"
          component="section"
          aria-labelledby={referenceId}
          sx={{ borderColor: 'primary.light' }}
        >
          <Typography id={referenceId} variant="subtitle2" sx={{ px: 2, pt: 1.5 }}>
            {text.reference}
          </Typography>
          <List disablePadding>
            <SearchHitItem hit={reference} />
          </List>
        </Card>
      )}
      {!reference && readAs && (
        <Alert severity="info">{text.referenceMissing(articleRefLabel(readAs))}</Alert>
      )}
      <Card variant="outlined" component="section" aria-labelledby={headingId}>
        <Stack
          direction="row"
          sx={{ px: 2, pt: 1.5, justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
        >
          <Typography id={headingId} variant="h6" component="h2">
            {text.resultsFor(params.q)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
            {text.count(formatNumber(count))}
          </Typography>
        </Stack>
        {count === 0 ? (
          <EmptyState icon={<SearchOff />} title={text.empty} body={text.emptyHint} />
        ) : (
          <List aria-labelledby={headingId}>
            {hits.map((hit) => (
              <SearchHitItem key={hit.id} hit={hit} />
            ))}
          </List>
        )}
      </Card>
      <ListPagination count={count} page={params.page} pageSize={params.page_size} onChange={onPage} />
    </Stack>
  );
}
