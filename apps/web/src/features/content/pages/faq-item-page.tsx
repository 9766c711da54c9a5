import ErrorOutline from '@mui/icons-material/ErrorOutline';
import SearchOff from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link, useParams } from 'react-router';
import { MessageCard } from '@/components/message-card';
import { PageLoader } from '@/components/page-loader';
import { isApiError } from '@/lib/api/api-error';
import { formatJalaliDate } from '@/lib/format/jalali';
import { PATHS } from '@/lib/route-paths';
import { commonText } from '@/locales/fa/common';
import { faqText, siteText } from '@/locales/fa/content';
import { useFaq } from '../api/get-faq';
import { BackLink } from '../components/back-link';
import { PublicPage } from '../components/public-page';

/** /faq/:pid: one question and its answer, a page of its own to share. */
export function FaqItemPage() {
  const { pid = '' } = useParams();
  const faq = useFaq(pid);
  const back = <BackLink to={PATHS.faq} label={faqText.backToList} />;

  if (faq.isPending) return <PageLoader />;
  if (faq.isError) {
    const missing = isApiError(faq.error) && faq.error.type === 'not_found';
    return (
      <PublicPage title={faqText.itemTitle} back={back}>
        <MessageCard
          icon={missing ? <SearchOff /> : <ErrorOutline />}
          title={missing ? faqText.notFound : siteText.loadFailed}
          action={
            missing ? (
              <Button component={Link} to={PATHS.faq} variant="outlined">
                {faqText.backToList}
              </Button>
            ) : (
              <Button onClick={() => faq.refetch()}>{commonText.retry}</Button>
            )
          }
        />
      </PublicPage>
    );
  }

  const item = faq.data;
  return (
    <PublicPage title={item.question} back={back}>
      <Card variant="outlined" sx={{ borderRadius: 2 }}>
        <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            {item.category && (
              <Chip label={item.category.title} color="primary" variant="outlined" size="small" />
            )}
            <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 2.1, fontSize: 17 }}>
              {item.answer}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {faqText.updated(formatJalaliDate(item.updated_at))}
            </Typography>
          </Stack>
        </CardContent>
      </Card>
      <Button component={Link} to={PATHS.contact} variant="outlined" sx={{ alignSelf: 'flex-start' }}>
        {faqText.askUs}
      </Button>
    </PublicPage>
  );
}
