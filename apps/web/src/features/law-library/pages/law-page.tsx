import ErrorOutline from '@mui/icons-material/ErrorOutline';
import SearchOff from '@mui/icons-material/SearchOff';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toPersianDigits } from '@vakilyar/contract';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { MessageCard } from '@/components/message-card';
import { PageLayout } from '@/components/page-layout';
import { PageLoader } from '@/components/page-loader';
import { isApiError } from '@/lib/api/api-error';
import { PATHS } from '@/lib/route-paths';
import { commonText } from '@/locales/fa/common';
import { lawLibraryText } from '@/locales/fa/law-library';
import { useLaw } from '../api/get-law';
import { GoToArticle } from '../components/go-to-article';
import { LawFacts } from '../components/law-facts';
import { LawSearchForm } from '../components/law-search-form';
import { LawSources } from '../components/law-sources';
import { TocTree } from '../components/toc-tree';

const text = lawLibraryText;

/** /laws/:law: the law's facts and sources, a search inside it, and its table of contents (`?open=` an article). */
export function LawPage() {
  const { law: slug = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const law = useLaw(slug);

  if (law.isPending) return <PageLoader />;
  if (law.isError) {
    const missing = isApiError(law.error) && law.error.type === 'not_found';
    return (
      <PageLayout title={text.title}>
        <MessageCard
          icon={missing ? <SearchOff /> : <ErrorOutline />}
          title={missing ? text.toc.notFound : text.loadFailed}
          action={
            missing ? (
              <Button component={RouterLink} to={PATHS.laws} variant="outlined">
                {text.toc.back}
              </Button>
            ) : (
              <Button onClick={() => law.refetch()}>{commonText.retry}</Button>
            )
          }
        />
      </PageLayout>
    );
  }
  const item = law.data;

  return (
    <PageLayout title={item.title}>
      <Breadcrumbs sx={{ mt: -2 }}>
        <Link component={RouterLink} to={PATHS.laws}>
          {text.title}
        </Link>
        <Typography color="text.primary" aria-current="page">
          {item.title}
        </Typography>
      </Breadcrumbs>
      <Stack spacing={1.5}>
        <LawFacts law={item} />
        {item.coverage_note && (
          <Typography variant="body2" color="text.secondary">
            {`${text.toc.coverage}: ${toPersianDigits(item.coverage_note)}`}
          </Typography>
        )}
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Stack sx={{ flexGrow: 1 }}>
          <LawSearchForm
            value=""
            label={text.search.inLaw(item.title)}
            onSearch={(q) => navigate(`${PATHS.laws}?${new URLSearchParams({ q, law: item.slug })}`)}
          />
        </Stack>
        <GoToArticle law={item.slug} />
      </Stack>
      <Card variant="outlined" component="nav" aria-label={text.toc.label(item.title)}>
        <CardContent>
          <TocTree law={item.slug} toc={item.toc} current={params.get('open') ?? undefined} />
        </CardContent>
      </Card>
      <LawSources sources={item.sources} />
    </PageLayout>
  );
}
