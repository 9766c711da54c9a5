import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { MessageCard } from '@/components/message-card';
import { PageLayout } from '@/components/page-layout';
import { PageLoader } from '@/components/page-loader';
import { commonText } from '@/locales/fa/common';
import { lawLibraryText } from '@/locales/fa/law-library';
import { useLaws } from '../api/list-laws';
import { LawCard } from '../components/law-card';
import { LawSearchForm } from '../components/law-search-form';
import { SearchResults } from '../components/search-results';

const text = lawLibraryText;
const PAGE_SIZE = 20;

function LawList() {
  const laws = useLaws();
  if (laws.isPending) return <PageLoader />;
  if (laws.isError) {
    return (
      <MessageCard
        icon={<ErrorOutline />}
        title={text.loadFailed}
        action={<Button onClick={() => laws.refetch()}>{commonText.retry}</Button>}
      />
    );
  }
  return (
    <Grid container spacing={2} component="section" aria-label={text.lawsLabel}>
      {laws.data.map((law) => (
        <Grid key={law.slug} size={{ xs: 12, sm: 6, lg: 4 }}>
          <LawCard law={law} />
        </Grid>
      ))}
    </Grid>
  );
}

/**
 * /laws: the library's laws, and the search (`?q=`, scoped by `&law=`) that finds an article by words or
 * by a reference («ماده ۱۱۳۰ مدنی»). Open to visitors; inside the app's frame once signed in.
 */
export function LawsPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const law = params.get('law') ?? undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const scope = law && text.lawNames[law];

  return (
    <PageLayout title={text.title}>
      <Typography color="text.secondary" sx={{ mt: -1 }}>
        {text.intro}
      </Typography>
      <LawSearchForm
        value={q}
        label={scope ? text.search.inLaw(scope) : undefined}
        onSearch={(query) => setParams({ q: query, ...(law ? { law } : {}) })}
      />
      {q ? (
        <>
          <SearchResults
            params={{ q, law, page, page_size: PAGE_SIZE }}
            onPage={(next) => setParams({ q, ...(law ? { law } : {}), page: String(next) })}
          />
          <Button onClick={() => setParams({})} sx={{ alignSelf: 'start' }}>
            {text.search.clear}
          </Button>
        </>
      ) : (
        <LawList />
      )}
    </PageLayout>
  );
}
