import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { toPersianDigits } from '@vakilyar/contract';
import { useSearchParams } from 'react-router';
import { MessageCard } from '@/components/message-card';
import { ListBody } from '@/features/cases/kit/list-body';
import { termsText } from '@/locales/fa/content';
import { useTerms } from '../api/get-terms';
import { PublicPage } from '../components/public-page';
import { TermsArticle } from '../components/terms-article';
import { TermsHistory } from '../components/terms-history';

/** /terms: the version in force; older versions listed beside it, one opened by `?version=`. */
export function TermsPage() {
  const terms = useTerms();
  const [params, setParams] = useSearchParams();
  const versions = terms.data ?? [];
  const current = versions.find((version) => version.is_current) ?? versions[0];
  const shown = versions.find((version) => version.pid === params.get('version')) ?? current;
  const older = versions.filter((version) => version !== current);

  return (
    <PublicPage title={termsText.title}>
      <ListBody
        isPending={terms.isPending}
        isError={terms.isError}
        onRetry={terms.refetch}
        isEmpty={!current}
        empty={<MessageCard icon={<ArticleOutlined />} title={termsText.empty} />}
      >
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: older.length > 0 ? 8 : 12 }}>
            {shown && shown !== current && (
              <Alert
                severity="info"
                sx={{ mb: 2 }}
                action={
                  <Button color="inherit" size="small" onClick={() => setParams({}, { replace: true })}>
                    {termsText.backToCurrent}
                  </Button>
                }
              >
                {termsText.viewingOld(toPersianDigits(shown.version))}
              </Alert>
            )}
            {shown && <TermsArticle terms={shown} current={shown === current} />}
          </Grid>
          {older.length > 0 && (
            <Grid size={{ xs: 12, md: 4 }}>
              <TermsHistory
                versions={older}
                selected={shown?.pid}
                onSelect={(pid) => setParams({ version: pid }, { replace: true })}
              />
            </Grid>
          )}
        </Grid>
      </ListBody>
    </PublicPage>
  );
}
