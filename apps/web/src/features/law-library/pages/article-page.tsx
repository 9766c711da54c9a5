import ErrorOutline from '@mui/icons-material/ErrorOutline';
import SearchOff from '@mui/icons-material/SearchOff';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lawHref, toPersianDigits } from '@vakilyar/contract';
import { Link as RouterLink, useParams } from 'react-router';
import { MessageCard } from '@/components/message-card';
import { PageLayout } from '@/components/page-layout';
import { PageLoader } from '@/components/page-loader';
import { isApiError } from '@/lib/api/api-error';
import { useHasSession } from '@/lib/auth/session';
import { PATHS } from '@/lib/route-paths';
import { commonText } from '@/locales/fa/common';
import { lawLibraryText } from '@/locales/fa/law-library';
import { useLawArticle } from '../api/get-article';
import { ArticleActions } from '../components/article-actions';
import { ArticleBody } from '../components/article-body';
import { ArticleCorrections } from '../components/article-corrections';
import { ArticleNeighbours } from '../components/article-neighbours';
import { ArticleProvenance } from '../components/article-provenance';
import { articleRefLabel } from '../components/article-ref-links';

const text = lawLibraryText.article;

/** The article the address names is not in the library (or could not be read): say so, and where to go. */
function ArticleMissing({
  law,
  article,
  missing,
  retry,
}: {
  law: string;
  article: string;
  missing: boolean;
  retry: () => void;
}) {
  return (
    <PageLayout title={articleRefLabel({ law, article })}>
      <MessageCard
        icon={missing ? <SearchOff /> : <ErrorOutline />}
        title={missing ? text.notFound : text.loadFailed}
        body={missing ? text.notFoundBody : undefined}
        action={
          missing ? (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
              {lawLibraryText.lawNames[law] && (
                <Button component={RouterLink} to={lawHref(law)} variant="outlined">
                  {text.toLaw}
                </Button>
              )}
              <Button component={RouterLink} to={PATHS.laws}>
                {text.toLibrary}
              </Button>
            </Stack>
          ) : (
            <Button onClick={retry}>{commonText.retry}</Button>
          )
        }
      />
    </PageLayout>
  );
}

/** /laws/:law/:article: one article with its notes, its date and source, its neighbours and what to do with it. */
export function ArticlePage() {
  const { law = '', article: slug = '' } = useParams();
  const found = useLawArticle(law, slug);
  const signedIn = useHasSession();

  if (found.isPending) return <PageLoader />;
  if (found.isError || !found.data) {
    const missing = isApiError(found.error) && found.error.type === 'not_found';
    return <ArticleMissing law={law} article={slug} missing={missing} retry={() => found.refetch()} />;
  }
  const article = found.data;

  return (
    <PageLayout title={toPersianDigits(article.citation)}>
      <Breadcrumbs sx={{ mt: -2 }}>
        <Link component={RouterLink} to={PATHS.laws}>
          {lawLibraryText.title}
        </Link>
        <Link component={RouterLink} to={`${lawHref(article.law)}?open=${article.slug}`}>
          {article.law_title}
        </Link>
      </Breadcrumbs>
      {found.isPlaceholderData && <LinearProgress aria-label={commonText.loading} />}
      {article.chapter_path.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1.5 }}>
          {toPersianDigits(article.chapter_path.join(' › '))}
        </Typography>
      )}
      {article.amended && (
        <Alert severity="warning">
          <AlertTitle>{text.amended}</AlertTitle>
          {article.amended_note ? toPersianDigits(article.amended_note) : text.amendedBody}
        </Alert>
      )}
      <Card variant="outlined" component="article" aria-label={article.citation}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <ArticleBody article={article} />
        </CardContent>
      </Card>
      <ArticleActions article={article} />
      <ArticleProvenance article={article} />
      <ArticleNeighbours article={article} />
      {signedIn && <ArticleCorrections article={article} />}
    </PageLayout>
  );
}
